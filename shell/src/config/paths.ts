import { galleryResource, type OpenGallery, type Resource } from '@koris/shared/api';
import { paths } from '@koris/shared/config';
import type { PageModuleId } from '@koris/shared/federation';

export { paths };

export interface RouteDef {
  path: string;
  /** Section name for the title (prefix + section); none → the product name. */
  title?: string;
  /** A module of the federation contract that takes no props: a page. */
  module: PageModuleId;
  /** Home-style layout: header only, no navbar. */
  layout: 'home' | 'page';
  lang: 'lv' | 'en';
  /** Page background marker (docs/product.md#pages: home styling, dark background on English about). */
  background?: 'home' | 'dark';
  /**
   * What the page is about, read once with the page's own data (the same resource its
   * `routeData` names): the head shows its picture and structured data, and the page is a 404
   * when the API has no such thing.
   */
  subject?: (params: Readonly<Record<string, string | undefined>>) => Resource<OpenGallery>;
}

/**
 * Each page's meta description (search results, link previews), by its route's path: read by
 * the shell's server only (the browser's bundle leaves it out).
 */
export const routeDescriptions: Partial<Record<string, string>> = {
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

/** The description of a page that has none of its own, by language. */
export const siteDescription = {
  lv: 'Latvijas Universitātes jauktais koris: notikumi, koncerti, foto, video un uzņemšana korī.',
  en: 'The University of Latvia Mixed Choir: concerts, events, photos and how to join.',
} as const;

/** A page in the site's layout (header, navbar, footer), in Latvian unless `more` says otherwise. */
const page = (
  path: string,
  title: string,
  module: PageModuleId,
  more?: Partial<RouteDef>,
): RouteDef => ({ path, title, module, layout: 'page', lang: 'lv', ...more });

/** The route table (docs/architecture.md#routes): every path of docs/product.md#pages plus /en/about-us. */
export const routes: RouteDef[] = [
  {
    path: paths.home,
    module: 'mf_content/HomePage',
    layout: 'home',
    lang: 'lv',
    background: 'home',
  },
  page(paths.english, 'English', 'mf_content/EnglishHomePage', {
    layout: 'home',
    lang: 'en',
    background: 'home',
  }),
  page(paths.englishAbout, 'About us', 'mf_content/EnglishAboutPage', {
    lang: 'en',
    background: 'dark',
  }),
  page(paths.events, 'Notikumi', 'mf_content/EventsPage'),
  page(paths.archive, 'Arhīvs', 'mf_content/ArchivePage'),
  page(paths.aboutUs, 'Par mums', 'mf_content/AboutPage'),
  page(paths.history, 'Vēsture', 'mf_content/HistoryPage'),
  page(paths.getInvolved, 'Iesaisties', 'mf_content/GetInvolvedPage'),
  page(paths.join, 'Pievienojies', 'mf_content/JoinPage'),
  page(paths.centenary, 'Celies līdzi', 'mf_content/CentenaryPage'),
  page(paths.quiz, 'Dziptcha', 'mf_content/QuizPage'),
  page(paths.videos, 'Video', 'mf_media/VideosPage'),
  page(paths.photo, 'Foto', 'mf_media/PhotoPage'),
  page(paths.galleryPattern, 'Foto', 'mf_media/PhotoPage', {
    subject: ({ id = '' }) => galleryResource(id),
  }),
  page(paths.album, 'Vara Saknes', 'mf_media/AlbumPage'),
  page(paths.admission, 'Uzņemšana', 'mf_admission/AdmissionPage'),
  page(paths.applications, 'Pieteikumi', 'mf_admission/ApplicationsPage'),
];

/** English pages: /en and everything under it. */
export const isEnglishPath = (pathname: string): boolean =>
  pathname === paths.english || pathname.startsWith(`${paths.english}/`);

/** The module behind a navbar link (for hover prefetch). */
export const moduleOfPath = (path: string): PageModuleId | undefined =>
  routes.find((r) => r.path === path)?.module;

/** The pages that exist in both languages: each names the other (hreflang). */
export const languagePairs: readonly { lv: string; en: string }[] = [
  { lv: paths.home, en: paths.english },
  { lv: paths.aboutUs, en: paths.englishAbout },
];

/** Pages of the route table that are for staff only: never listed, never indexed. */
export const staffOnlyPaths: readonly string[] = [paths.applications];
