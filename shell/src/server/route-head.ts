/**
 * What the shell's server needs to know of a path to write the document for it: the page
 * title, language, description and the remote module that renders it, from the same route
 * table the browser uses, so the served `<head>` and the app never disagree.
 */
import { generatePath, matchPath } from 'react-router';
import type { PageModuleId } from '@koris/shared/federation';
import { pageTitle } from '@koris/shared/config';
import { paths, routes } from '../config/paths';

export interface RouteHead {
  title: string;
  lang: 'lv' | 'en';
  description: string;
  /** The page's own address: its route with the params filled in (no trailing slash, no query). */
  path: string;
  /** `mf_content/EventsPage` …: the remote module behind the path. */
  module: PageModuleId;
  /** The route's params (`/photo/gallery/:id` → `{ id }`). */
  params: Record<string, string>;
}

/** Each page's meta description (search results, link previews); server-side only. */
const DESCRIPTIONS: Partial<Record<string, string>> = {
  [paths.english]:
    'The University of Latvia Mixed Choir: who we are, our concerts and how to find us.',
  [paths.englishAbout]:
    'About the University of Latvia Mixed Choir: our story, achievements and conductors.',
  [paths.events]: 'Gaidāmie LU jauktā kora koncerti un notikumi.',
  [paths.archive]: 'LU jauktā kora pagājušo notikumu un koncertu arhīvs.',
  [paths.aboutUs]: 'Par LU jaukto kori: mūsu stāsts, sasniegumi, kora balsis un diriģenti.',
  [paths.history]: 'LU jauktā kora vēsture: gadu desmitiem ilgs ceļš dziesmā.',
  [paths.getInvolved]:
    'Atbalsti LU jaukto kori vai dalies ar stāstiem un priekšmetiem no kora vēstures.',
  [paths.join]: 'Aicinām kora absolventus dziedāt apvienotajā korī 10. maija koncertā.',
  [paths.centenary]:
    'Celies līdzi: LU jauktā kora simtgades koncerta programma, dziesmas un to teksti.',
  [paths.quiz]: 'Dziptcha: jautra spēle par LU jauktā kora dziedātājiem.',
  [paths.videos]: 'LU jauktā kora koncertu un uzstāšanos video.',
  [paths.photo]: 'LU jauktā kora foto galerijas no koncertiem, nometnēm un braucieniem.',
  [paths.galleryPattern]: 'LU jauktā kora foto galerija.',
  [paths.album]: 'Vara Saknes: LU jauktā kora albums, dziesmas un to teksti.',
  [paths.admission]: 'Uzņemšana LU jauktajā korī: kā pieteikties un kas mūs sagaida.',
  [paths.applications]: 'Pieteikumi dalībai LU jauktajā korī (tikai kora vadībai).',
};

const DEFAULT_DESCRIPTION = {
  lv: 'Latvijas Universitātes jauktais koris: notikumi, koncerti, foto, video un uzņemšana korī.',
  en: 'The University of Latvia Mixed Choir: concerts, events, photos and how to join.',
} as const;

/** The head of `pathname`, or null for a path the app answers with its 404 or a redirect. */
export function routeHead(pathname: string): RouteHead | null {
  for (const def of routes) {
    const match = matchPath(def.path, pathname);
    if (!match) continue;
    const params: Record<string, string> = {};
    for (const [key, value] of Object.entries(match.params)) {
      if (typeof value === 'string') params[key] = value;
    }
    return {
      title: pageTitle(def.title),
      lang: def.lang,
      path: generatePath(def.path, params),
      description: DESCRIPTIONS[def.path] ?? DEFAULT_DESCRIPTION[def.lang],
      module: def.module,
      params,
    };
  }
  return null;
}
