/**
 * What a document tells search engines and link previews beyond its title and description:
 * its canonical address, its other-language pair, its structured data (schema.org JSON-LD) and
 * a picture of its own; and the sitemap and robots.txt that name the site's public pages.
 */
import { paths } from '@koris/shared/config';
import type { Event, Gallery } from '@koris/shared/types';
import type { ImageGallery, MusicEvent, MusicGroup, WithContext } from 'schema-dts';
import { choir } from '../config/choir';
import { socialLinks } from '../config/footer';
import { languagePairs, routes, staffOnlyPaths } from '../config/paths';
import { sitemapLists } from './content-api';
import { escapeHtml, scriptJson } from './html';
import type { RouteHead } from './route-head';

/** The site's logo for structured data (a file the shell's server serves). */
export const LOGO_PATH = '/logo.svg';

/**
 * The public origin of the site's requests: PUBLIC_URL's when set (a malformed one throws, at
 * start), else the address each request was asked by.
 */
export function publicOrigin(
  publicUrl: string | undefined,
): (request: { protocol: string; host: string }) => string {
  const fixed = publicUrl ? new URL(publicUrl).origin : null;
  return (request) => fixed ?? `${request.protocol}://${request.host}`;
}

/**
 * What the API said of the page its head shows (its route's `subject`, read with the page's
 * own data); `found` false: the page does not exist.
 */
export interface PageFacts {
  found: boolean;
  gallery?: Gallery;
  /** The events page's current events (those with a time become schema.org events). */
  events?: Event[];
}

const jsonLd = (value: unknown) =>
  `<script type="application/ld+json">${scriptJson(value)}</script>`;

/** The choir as schema.org describes a band or choir. */
export function musicGroup(origin: string, lang: 'lv' | 'en'): WithContext<MusicGroup> {
  return {
    '@context': 'https://schema.org',
    '@type': 'MusicGroup',
    '@id': `${origin}${paths.home}#choir`,
    name: choir.name[lang],
    alternateName: 'LU jauktais koris',
    url: `${origin}${lang === 'en' ? paths.english : paths.home}`,
    foundingDate: choir.foundingYear,
    logo: `${origin}${LOGO_PATH}`,
    address: { '@type': 'PostalAddress', ...choir.address },
    // Spotify's footer link is a search, not a profile of the choir's own.
    sameAs: socialLinks.filter(({ href }) => !href.includes('/search/')).map(({ href }) => href),
  };
}

/** A size in pixels as schema.org writes one (a bare number is not a Distance). */
const pixels = (value: number) =>
  ({ '@type': 'QuantitativeValue', value, unitCode: 'E37', unitText: 'px' }) as const;

/** A gallery as a schema.org image gallery with each of its pictures. */
export function imageGallery(origin: string, gallery: Gallery): WithContext<ImageGallery> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ImageGallery',
    name: gallery.title,
    ...(gallery.description ? { description: gallery.description } : {}),
    url: `${origin}${paths.gallery(gallery.id)}`,
    inLanguage: 'lv',
    dateCreated: gallery.created_at,
    dateModified: gallery.updated_at,
    // The choir (the MusicGroup of the home pages) published it.
    publisher: { '@id': `${origin}${paths.home}#choir` },
    image: (gallery.images ?? []).map((image) => ({
      '@type': 'ImageObject',
      contentUrl: `${origin}${image.url}`,
      thumbnailUrl: `${origin}${image.thumb}`,
      width: pixels(image.width),
      height: pixels(image.height),
    })),
  };
}

/**
 * An event with a time as a schema.org music event: the choir performs and organises it. Its
 * times keep Riga's offset as the API gives them. An event with no time is not one a search
 * engine can list: none.
 */
export function musicEvent(origin: string, event: Event): WithContext<MusicEvent> | null {
  if (!event.starts_at) return null;
  const choirRef = {
    '@type': 'MusicGroup',
    '@id': `${origin}${paths.home}#choir`,
    name: choir.name.lv,
  } as const;
  const address = event.address ?? choir.address.streetAddress;
  return {
    '@context': 'https://schema.org',
    '@type': 'MusicEvent',
    name: event.title,
    ...(event.description ? { description: event.description } : {}),
    url: `${origin}${paths.events}#event-${event.id}`,
    startDate: event.starts_at,
    ...(event.ends_at ? { endDate: event.ends_at } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: event.venue ?? address,
      address: { '@type': 'PostalAddress', streetAddress: address, addressCountry: 'LV' },
    },
    ...(event.image_url ? { image: `${origin}${event.image_url}` } : {}),
    ...(event.tickets_url
      ? {
          offers: {
            '@type': 'Offer',
            url: event.tickets_url,
            availability: 'https://schema.org/InStock',
          },
        }
      : {}),
    performer: choirRef,
    organizer: choirRef,
  };
}

const MUSIC_GROUP_PAGES: Record<string, 'lv' | 'en'> = {
  [paths.home]: 'lv',
  [paths.english]: 'en',
  [paths.aboutUs]: 'lv',
  [paths.englishAbout]: 'en',
};

/**
 * The head tags of a page that exists: canonical address, language pair, structured data,
 * its own preview picture; a staff-only page is kept out of search results instead.
 */
export function seoTags(origin: string, head: RouteHead, facts: PageFacts): string {
  const canonical = `${origin}${head.path}`;
  const tags = [
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    `<meta property="og:url" content="${escapeHtml(canonical)}">`,
  ];
  if (staffOnlyPaths.includes(head.path)) tags.push('<meta name="robots" content="noindex">');
  const pair = languagePairs.find(({ lv, en }) => lv === head.path || en === head.path);
  if (pair) {
    tags.push(
      `<link rel="alternate" hreflang="lv" href="${escapeHtml(origin + pair.lv)}">`,
      `<link rel="alternate" hreflang="en" href="${escapeHtml(origin + pair.en)}">`,
      `<link rel="alternate" hreflang="x-default" href="${escapeHtml(origin + pair.lv)}">`,
    );
  }
  const groupLang = MUSIC_GROUP_PAGES[head.path];
  if (groupLang) tags.push(jsonLd(musicGroup(origin, groupLang)));
  for (const event of facts.events ?? []) {
    const described = musicEvent(origin, event);
    if (described) tags.push(jsonLd(described));
  }
  const { gallery } = facts;
  if (gallery) {
    if (gallery.image_url && gallery.image) {
      // The large variant the API already keeps (1280 px wide, or the upload's own width).
      tags.push(
        `<meta property="og:image" content="${escapeHtml(origin + gallery.image_url)}">`,
        `<meta property="og:image:width" content="${gallery.image.width}">`,
        `<meta property="og:image:height" content="${gallery.image.height}">`,
        `<meta property="og:image:alt" content="${escapeHtml(gallery.title)}">`,
      );
    }
    tags.push(jsonLd(imageGallery(origin, gallery)));
  }
  return tags.join('');
}

/** robots.txt: everything public, neither the API nor the staff-only pages; the sitemap. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    ...staffOnlyPaths.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/** W3C datetime of an API timestamp, or undefined for one that does not parse. */
function lastmodOf(timestamps: readonly string[]): string | undefined {
  const times = timestamps.map((t) => Date.parse(t)).filter((t) => Number.isFinite(t));
  return times.length > 0 ? new Date(Math.max(...times)).toISOString() : undefined;
}

/**
 * The sitemap: every public page of the route table and every gallery, each with the newest
 * change of what it shows where one call tells it. Null when the galleries cannot be read (the
 * caller answers 503: a sitemap without them would tell search engines they are gone).
 */
export async function sitemapXml(
  origin: string,
  lists: () => Promise<[Gallery[] | null, Event[] | null]> = sitemapLists,
): Promise<string | null> {
  const [galleries, events] = await lists();
  if (!galleries) return null;
  const eventList: Event[] = events ?? [];
  const changed: Record<string, string | undefined> = {
    [paths.photo]: lastmodOf(galleries.map((g) => g.updated_at)),
    ...(events
      ? {
          [paths.events]: lastmodOf(eventList.filter((e) => e.is_current).map((e) => e.updated_at)),
          [paths.archive]: lastmodOf(
            eventList.filter((e) => !e.is_current).map((e) => e.updated_at),
          ),
        }
      : {}),
  };
  const entries: { path: string; lastmod: string | undefined }[] = [
    ...routes
      .filter(({ path }) => !path.includes(':') && !staffOnlyPaths.includes(path))
      .map(({ path }) => ({ path, lastmod: changed[path] })),
    ...galleries.map((g) => ({
      path: paths.gallery(g.id),
      lastmod: lastmodOf([g.updated_at]),
    })),
  ];
  const urls = entries.map(
    ({ path, lastmod }) =>
      `<url><loc>${escapeXml(origin + path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** The logo named by the structured data: the favicon's drawing, large. */
export const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 32 32">' +
  '<rect width="32" height="32" rx="6" fill="#8c1c13"/>' +
  '<text x="16" y="22" font-size="16" text-anchor="middle" fill="white" font-family="Georgia">LU</text>' +
  '</svg>';
