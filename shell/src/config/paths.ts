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

/** The route table (docs/architecture.md#routes): every path of docs/product.md#pages plus /en/about-us. */
export const routes: RouteDef[] = [
  {
    path: paths.home,
    module: 'mf_content/HomePage',
    layout: 'home',
    lang: 'lv',
    background: 'home',
  },
  {
    path: paths.english,
    title: 'English',
    module: 'mf_content/EnglishHomePage',
    layout: 'home',
    lang: 'en',
    background: 'home',
  },
  {
    path: paths.englishAbout,
    title: 'About us',
    module: 'mf_content/EnglishAboutPage',
    layout: 'page',
    lang: 'en',
    background: 'dark',
  },
  {
    path: paths.events,
    title: 'Notikumi',
    module: 'mf_content/EventsPage',
    layout: 'page',
    lang: 'lv',
  },
  {
    path: paths.archive,
    title: 'Arhīvs',
    module: 'mf_content/ArchivePage',
    layout: 'page',
    lang: 'lv',
  },
  {
    path: paths.aboutUs,
    title: 'Par mums',
    module: 'mf_content/AboutPage',
    layout: 'page',
    lang: 'lv',
  },
  {
    path: paths.history,
    title: 'Vēsture',
    module: 'mf_content/HistoryPage',
    layout: 'page',
    lang: 'lv',
  },
  {
    path: paths.getInvolved,
    title: 'Iesaisties',
    module: 'mf_content/GetInvolvedPage',
    layout: 'page',
    lang: 'lv',
  },
  {
    path: paths.join,
    title: 'Pievienojies',
    module: 'mf_content/JoinPage',
    layout: 'page',
    lang: 'lv',
  },
  {
    path: paths.centenary,
    title: 'Celies līdzi',
    module: 'mf_content/CentenaryPage',
    layout: 'page',
    lang: 'lv',
  },
  {
    path: paths.quiz,
    title: 'Dziptcha',
    module: 'mf_content/QuizPage',
    layout: 'page',
    lang: 'lv',
  },
  {
    path: paths.videos,
    title: 'Video',
    module: 'mf_media/VideosPage',
    layout: 'page',
    lang: 'lv',
  },
  {
    path: paths.photo,
    title: 'Foto',
    module: 'mf_media/PhotoPage',
    layout: 'page',
    lang: 'lv',
  },
  {
    path: paths.galleryPattern,
    title: 'Foto',
    module: 'mf_media/PhotoPage',
    layout: 'page',
    lang: 'lv',
    subject: ({ id = '' }) => galleryResource(id),
  },
  {
    path: paths.album,
    title: 'Vara Saknes',
    module: 'mf_media/AlbumPage',
    layout: 'page',
    lang: 'lv',
  },
  {
    path: paths.admission,
    title: 'Uzņemšana',
    module: 'mf_admission/AdmissionPage',
    layout: 'page',
    lang: 'lv',
  },
  {
    path: paths.applications,
    title: 'Pieteikumi',
    module: 'mf_admission/ApplicationsPage',
    layout: 'page',
    lang: 'lv',
  },
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
