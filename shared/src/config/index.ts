/**
 * Site-wide configuration: the product name, the title prefix and every path of the route
 * table. Links in every package use `paths`, never string literals.
 */
import siteJson from './site.json';

export const site = {
  productName: siteJson.productName,
  englishProductName: siteJson.englishProductName,
  /** Every page title is `${titlePrefix}${section}`; the default title is the product name. */
  titlePrefix: siteJson.titlePrefix,
  /** Page size of the events and archive lists (docs/product.md#constants). */
  eventsPageSize: 2,
  /** Page size of the galleries list (docs/product.md#constants). */
  galleriesPageSize: 6,
  /** A page load is displayed for at least this long (docs/product.md#states). */
  minLoadMs: 500,
  /** Scroll loading pauses this long after each trigger (docs/product.md#states). */
  scrollPauseMs: 600,
} as const;

export const paths = {
  home: '/',
  events: '/events',
  aboutUs: '/about-us',
  history: '/history',
  archive: '/archive',
  videos: '/videos',
  video: '/video',
  photo: '/photo',
  gallery: (id: number | string) => `/photo/gallery/${id}`,
  galleryPattern: '/photo/gallery/:id',
  english: '/en',
  englishAbout: '/en/about-us',
  album: '/vara_saknes',
  admission: '/uznemsana',
  applications: '/uznemsana_pieteikumi',
  getInvolved: '/iesaisties',
  join: '/pievienojies',
  centenary: '/celies_lidzi',
  quiz: '/games/dziptcha',
} as const;

export function pageTitle(section?: string): string {
  return section ? `${site.titlePrefix}${section}` : site.productName;
}
