/**
 * What the shell's server tells search engines and link previews: the sitemap and robots.txt,
 * each document's canonical address and language pair, its structured data (checked against
 * the schema.org types it claims), a gallery's own preview picture, and status codes that tell
 * the truth (404 with the 404 page rendered, 308 for the redirected spellings). The API is a
 * small HTTP server answering what the real one does for these calls; the 404 page is the
 * shell's real server render.
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { Event, Gallery, GalleryImage } from '@koris/shared/types';
import { createShellServer } from '../app';
import { renderNotFound } from '../render';
import { matchRoute } from '../routes/documents';
import { seoTags } from '../seo';
import { START_LOADER_HASH } from '../start';

jest.setTimeout(30_000);

const PUBLIC_URL = 'https://koris.example.lv';
const INDEX =
  '<!doctype html><html lang=lv><head><meta charset=utf-8><title>LU jauktais koris</title>' +
  '<script defer src=/main.1234567890.js></script></head><body><div id=root></div></body></html>';

const image = (key: string, width: number, height: number): GalleryImage => ({
  id: Number.parseInt(key, 16),
  url: `/uploads/${key}-1280.webp`,
  width,
  height,
  src: `/uploads/${key}-640.webp`,
  srcset: `/uploads/${key}-320.webp 320w, /uploads/${key}-1280.webp 1280w`,
  thumb: `/uploads/${key}-120.webp`,
});

function gallery(id: number, updatedAt: string, extra: Partial<Gallery> = {}): Gallery {
  return {
    id,
    title: `Galerija ${id}`,
    description: null,
    order: 0,
    event_id: null,
    draft: 0,
    publish_at: null,
    image_url: `/uploads/${'a'.repeat(23)}${id}-1280.webp`,
    image: {
      width: 1280,
      height: 853,
      src: `/uploads/${'a'.repeat(23)}${id}-640.webp`,
      srcset: '',
      thumb: `/uploads/${'a'.repeat(23)}${id}-120.webp`,
    },
    image_count: 2,
    created_at: '2025-01-01T10:00:00.000Z',
    updated_at: updatedAt,
    ...extra,
  };
}

const GALLERIES = [
  gallery(7, '2026-03-02T08:30:00.000Z', {
    title: 'Koncerts </script><script>alert(1)</script>',
    description: 'Pavasara koncerts Lielajā aulā & "draugi" </script>',
  }),
  gallery(8, '2026-05-20T12:00:00.000Z'),
];
const GALLERY_7: Gallery = {
  ...GALLERIES[0]!,
  images: [image('b'.repeat(24), 1280, 853), image('c'.repeat(24), 720, 1080)],
};

const event = (
  id: number,
  current: boolean,
  updatedAt: string,
  extra: Partial<Event> = {},
): Event => ({
  id,
  title: `Notikums ${id}`,
  description: null,
  footer: null,
  starts_at: null,
  ends_at: null,
  venue: null,
  address: null,
  tickets_url: null,
  order: 0,
  is_current: current ? 1 : 0,
  draft: 0,
  publish_at: null,
  image_url: null,
  image: null,
  created_at: '2025-01-01T10:00:00.000Z',
  updated_at: updatedAt,
  galleries: [],
  ...extra,
});
const EVENTS = [
  event(1, true, '2026-04-01T09:00:00.000Z', {
    title: 'Ziemas koncerts',
    starts_at: '2026-12-12T19:00:00+02:00',
    ends_at: '2026-12-12T21:00:00+02:00',
    venue: 'Lielā aula',
    address: 'Raiņa bulvāris 19, Rīga',
    tickets_url: 'https://bilesuserviss.lv/koncerts',
  }),
  event(2, true, '2026-06-11T09:00:00.000Z'),
  event(3, false, '2024-10-05T18:00:00.000Z'),
];

/** Answers as the API does: lists, one gallery, 404 for an unknown id, 400 for a word. */
let apiDown = false;
const api = http.createServer((req, res) => {
  const json = (status: number, body: unknown) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  if (apiDown) return json(503, { message: 'down' });
  const url = new URL(req.url ?? '/', 'http://x');
  if (url.pathname === '/api/galleries') return json(200, GALLERIES);
  if (url.pathname === '/api/events') return json(200, EVENTS);
  const one = /^\/api\/galleries\/([^/]+)$/.exec(url.pathname);
  if (one) {
    if (!/^\d+$/.test(one[1]!)) return json(400, { message: 'id must be an integer' });
    if (one[1] === '7') return json(200, GALLERY_7);
    return json(404, { message: 'Gallery not found' });
  }
  return json(404, { message: 'Not found' });
});

let apiOrigin: string;
let dir: string;
const apps: FastifyInstance[] = [];

/** The shell's server; `publicUrl` null: PUBLIC_URL not set. */
async function shell(publicUrl: string | null = PUBLIC_URL) {
  const app = await createShellServer({
    root: dir,
    apiOrigin,
    // No remote answers: every page is the plain document, the 404 page is the shell's render.
    remotes: { mf_content: 'http://127.0.0.1:9/mf-manifest.json' },
    https: false,
    render: {
      renderPage: () => Promise.reject(new Error('no remote here')),
      sharedVersions: {},
      renderNotFound,
    },
    inlineCss: false,
    publicUrl: publicUrl ?? undefined,
  });
  apps.push(app);
  return app;
}

beforeAll(async () => {
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiOrigin = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  dir = mkdtempSync(path.join(os.tmpdir(), 'koris-seo-'));
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), INDEX);
});

afterAll(async () => {
  for (const app of apps) await app.close();
  await new Promise((resolve) => api.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

afterEach(() => {
  apiDown = false;
});

interface SitemapUrl {
  loc: string;
  lastmod?: string;
}

function parseSitemap(xml: string): SitemapUrl[] {
  assert.equal(XMLValidator.validate(xml), true, 'well-formed XML');
  const doc = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'url' }).parse(
    xml,
  ) as { urlset: { '@_xmlns': string; url: SitemapUrl[] } };
  assert.equal(doc.urlset['@_xmlns'], 'http://www.sitemaps.org/schemas/sitemap/0.9');
  return doc.urlset.url;
}

const PUBLIC_PAGES = [
  '/',
  '/en',
  '/en/about-us',
  '/events',
  '/archive',
  '/about-us',
  '/history',
  '/iesaisties',
  '/pievienojies',
  '/celies_lidzi',
  '/games/dziptcha',
  '/videos',
  '/photo',
  '/vara_saknes',
  '/uznemsana',
];

describe('sitemap.xml', () => {
  test('lists every public page and every gallery, with when it last changed, never the applications page', async () => {
    const app = await shell();
    const answer = await app.inject('/sitemap.xml');
    assert.equal(answer.statusCode, 200);
    assert.match(String(answer.headers['content-type']), /^application\/xml/);
    const urls = parseSitemap(answer.payload);
    const byLoc = new Map(urls.map((u) => [u.loc, u]));
    assert.equal(byLoc.size, urls.length, 'each address once');
    assert.deepEqual(
      [...byLoc.keys()].sort(),
      [...PUBLIC_PAGES, '/photo/gallery/7', '/photo/gallery/8'].map((p) => PUBLIC_URL + p).sort(),
    );
    assert.ok(![...byLoc.keys()].some((loc) => loc.includes('uznemsana_pieteikumi')));

    assert.equal(byLoc.get(`${PUBLIC_URL}/photo/gallery/7`)!.lastmod, '2026-03-02T08:30:00.000Z');
    assert.equal(byLoc.get(`${PUBLIC_URL}/photo/gallery/8`)!.lastmod, '2026-05-20T12:00:00.000Z');
    // A list page changed when the newest thing it shows did.
    assert.equal(byLoc.get(`${PUBLIC_URL}/photo`)!.lastmod, '2026-05-20T12:00:00.000Z');
    assert.equal(byLoc.get(`${PUBLIC_URL}/events`)!.lastmod, '2026-06-11T09:00:00.000Z');
    assert.equal(byLoc.get(`${PUBLIC_URL}/archive`)!.lastmod, '2024-10-05T18:00:00.000Z');
    // Pages of fixed text: no date rather than a made-up one.
    assert.equal(byLoc.get(`${PUBLIC_URL}/history`)!.lastmod, undefined);
  });

  test('without PUBLIC_URL the addresses are those the request came by', async () => {
    const app = await shell(null);
    const answer = await app.inject({ url: '/sitemap.xml', headers: { host: 'localhost:8080' } });
    const locs = parseSitemap(answer.payload).map((u) => u.loc);
    assert.ok(locs.includes('http://localhost:8080/'));
    assert.ok(locs.every((loc) => loc.startsWith('http://localhost:8080/')));
  });

  test('answers 503 while the galleries cannot be read, never a sitemap without them', async () => {
    const app = await shell();
    apiDown = true;
    const answer = await app.inject('/sitemap.xml');
    assert.equal(answer.statusCode, 503);
    assert.equal(answer.headers['retry-after'], '60');
    assert.deepEqual(Object.keys(answer.json() as object), ['message']);
  });
});

test('robots.txt names the sitemap and keeps crawlers off the API and the applications page', async () => {
  const app = await shell();
  const answer = await app.inject('/robots.txt');
  assert.equal(answer.statusCode, 200);
  const lines = answer.payload.split('\n');
  for (const line of [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /uznemsana_pieteikumi',
    `Sitemap: ${PUBLIC_URL}/sitemap.xml`,
  ]) {
    assert.ok(lines.includes(line), line);
  }
  // Not the admission page itself: a longer rule does not cover a shorter address.
  assert.ok(!lines.includes('Disallow: /uznemsana'));
});

/** The tags of a document's head that name other addresses. */
function linksOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const canonical = [...head.matchAll(/<link rel="canonical" href="([^"]+)">/g)].map((m) => m[1]);
  const alternates = Object.fromEntries(
    [...head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => [
      m[1],
      m[2],
    ]),
  );
  return { canonical, alternates };
}

describe('canonical and language pairs', () => {
  test.each([
    ['/', '/', '/en'],
    ['/en', '/', '/en'],
    ['/about-us', '/about-us', '/en/about-us'],
    ['/en/about-us', '/about-us', '/en/about-us'],
  ])('%s names itself and its pair (x-default: the Latvian one)', async (url, lv, en) => {
    const app = await shell();
    const answer = await app.inject(url);
    assert.equal(answer.statusCode, 200);
    const { canonical, alternates } = linksOf(answer.payload);
    assert.deepEqual(canonical, [PUBLIC_URL + url]);
    assert.deepEqual(alternates, {
      lv: PUBLIC_URL + lv,
      en: PUBLIC_URL + en,
      'x-default': PUBLIC_URL + lv,
    });
  });

  test('a page in one language only is canonical without its query or trailing slash, and names no pair', async () => {
    const app = await shell();
    // Another spelling of its address moves to the one address first, query and all.
    const moved = await app.inject('/events/?from=news');
    assert.equal(moved.statusCode, 308);
    assert.equal(moved.headers['location'], '/events?from=news');
    const answer = await app.inject('/events?from=news');
    const { canonical, alternates } = linksOf(answer.payload);
    assert.deepEqual(canonical, [`${PUBLIC_URL}/events`]);
    assert.deepEqual(alternates, {});
    assert.ok(answer.payload.includes(`<meta property="og:url" content="${PUBLIC_URL}/events">`));
    assert.ok(!answer.payload.includes('noindex'));
  });

  test('the staff-only applications page is kept out of search results', async () => {
    const app = await shell();
    const answer = await app.inject('/uznemsana_pieteikumi');
    assert.equal(answer.statusCode, 200);
    assert.ok(answer.payload.includes('<meta name="robots" content="noindex">'));
  });
});

// A small checker of the schema.org types the site claims: per type, the properties it may
// carry (from schema.org's definitions of the type and its parents) and the type of each
// value; the ones listed as `required` must be there.
type Check = (value: unknown, at: string) => string[];
const text: Check = (v, at) =>
  typeof v === 'string' && v.trim() !== '' ? [] : [`${at}: not Text`];
const url: Check = (v, at) => {
  if (typeof v !== 'string') return [`${at}: not a URL`];
  try {
    return new URL(v).protocol === 'https:' ? [] : [`${at}: not https`];
  } catch {
    return [`${at}: not a URL`];
  }
};
const isoDate: Check = (v, at) =>
  typeof v === 'string' && /^\d{4}(-\d{2}(-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2}))?)?)?$/.test(v)
    ? []
    : [`${at}: not an ISO 8601 Date`];
const integer: Check = (v, at) =>
  Number.isInteger(v) && (v as number) > 0 ? [] : [`${at}: not a positive integer`];
const list =
  (check: Check): Check =>
  (v, at) =>
    Array.isArray(v) && v.length > 0
      ? v.flatMap((item, i) => check(item, `${at}[${i}]`))
      : [`${at}: not a non-empty list`];
const idReference: Check = (v, at) =>
  v && typeof v === 'object' && url((v as Record<string, unknown>)['@id'], `${at}.@id`).length === 0
    ? []
    : [`${at}: not a reference`];

interface TypeRule {
  properties: Record<string, Check>;
  required: string[];
}
const TYPES: Record<string, TypeRule> = {
  MusicGroup: {
    properties: {
      '@id': url,
      name: text,
      alternateName: text,
      url,
      foundingDate: isoDate,
      logo: url,
      address: (v, at) => thing(v, 'PostalAddress', at),
      sameAs: list(url),
    },
    required: ['name', 'url', 'foundingDate', 'logo', 'address', 'sameAs'],
  },
  PostalAddress: {
    properties: {
      streetAddress: text,
      addressLocality: text,
      postalCode: text,
      addressCountry: (v, at) =>
        typeof v === 'string' && /^[A-Z]{2}$/.test(v) ? [] : [`${at}: not an ISO 3166 code`],
    },
    required: ['streetAddress', 'addressCountry'],
  },
  MusicEvent: {
    properties: {
      name: text,
      url,
      startDate: isoDate,
      endDate: isoDate,
      eventStatus: url,
      eventAttendanceMode: url,
      location: (v, at) => thing(v, 'Place', at),
      offers: (v, at) => thing(v, 'Offer', at),
      performer: idReference,
      organizer: idReference,
    },
    required: ['name', 'startDate', 'location', 'eventStatus', 'performer', 'organizer'],
  },
  Place: {
    properties: { name: text, address: (v, at) => thing(v, 'PostalAddress', at) },
    required: ['name', 'address'],
  },
  Offer: { properties: { url, availability: url }, required: ['url'] },
  ImageGallery: {
    properties: {
      name: text,
      description: text,
      url,
      inLanguage: text,
      dateCreated: isoDate,
      dateModified: isoDate,
      publisher: idReference,
      image: list((v, at) => thing(v, 'ImageObject', at)),
    },
    required: ['name', 'url', 'image'],
  },
  ImageObject: {
    properties: {
      contentUrl: url,
      thumbnailUrl: url,
      width: (v, at) => thing(v, 'QuantitativeValue', at),
      height: (v, at) => thing(v, 'QuantitativeValue', at),
    },
    required: ['contentUrl', 'thumbnailUrl', 'width', 'height'],
  },
  QuantitativeValue: {
    properties: { value: integer, unitCode: text, unitText: text },
    required: ['value', 'unitCode'],
  },
};

function thing(value: unknown, type: string, at: string): string[] {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [`${at}: not a ${type}`];
  const object = value as Record<string, unknown>;
  if (object['@type'] !== type) return [`${at}: @type ${String(object['@type'])}, not ${type}`];
  const rule = TYPES[type]!;
  const problems = rule.required
    .filter((name) => !(name in object))
    .map((name) => `${at}.${name}: missing`);
  for (const [name, v] of Object.entries(object)) {
    if (name === '@type' || name === '@context') continue;
    const check = rule.properties[name];
    problems.push(
      ...(check ? check(v, `${at}.${name}`) : [`${at}.${name}: not a ${type} property`]),
    );
  }
  return problems;
}

/** Every JSON-LD block of a document, parsed, with its raw text. */
function jsonLdOf(html: string) {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => ({
    raw: m[1]!,
    value: JSON.parse(m[1]!) as Record<string, unknown>,
  }));
}

describe('structured data', () => {
  test.each(['/', '/en', '/about-us', '/en/about-us'])(
    '%s describes the choir as a schema.org MusicGroup',
    async (page) => {
      const app = await shell();
      const blocks = jsonLdOf((await app.inject(page)).payload);
      assert.equal(blocks.length, 1);
      const group = blocks[0]!.value;
      assert.equal(group['@context'], 'https://schema.org');
      assert.deepEqual(thing(group, 'MusicGroup', 'MusicGroup'), []);
      assert.equal(group['@id'], `${PUBLIC_URL}/#choir`);
      assert.equal(group['foundingDate'], '1925');
      assert.equal(group['logo'], `${PUBLIC_URL}/logo.svg`);
      // The footer's social profiles.
      assert.deepEqual(group['sameAs'], [
        'https://www.facebook.com/lujauktaiskoris',
        'https://www.instagram.com/lujauktaiskoris/',
        'https://www.youtube.com/@lujauktaiskoris',
      ]);
      assert.equal(
        group['name'],
        page.startsWith('/en')
          ? 'University of Latvia Mixed Choir'
          : 'Latvijas Universitātes jauktais koris',
      );
    },
  );

  test('the logo it names is served', async () => {
    const app = await shell();
    const logo = await app.inject('/logo.svg');
    assert.equal(logo.statusCode, 200);
    assert.match(String(logo.headers['content-type']), /^image\/svg\+xml/);
    assert.match(logo.payload, /^<svg [^>]*width="512" height="512"/);
  });

  test('a gallery is an ImageGallery of its pictures, and nothing in it can close the element', async () => {
    const app = await shell();
    const answer = await app.inject('/photo/gallery/7');
    assert.equal(answer.statusCode, 200);
    const blocks = jsonLdOf(answer.payload);
    assert.equal(blocks.length, 1);
    const { raw, value } = blocks[0]!;
    assert.ok(!raw.includes('<'), 'no "<" inside the block');
    assert.deepEqual(thing(value, 'ImageGallery', 'ImageGallery'), []);
    assert.equal(value['name'], GALLERIES[0]!.title);
    assert.equal(value['description'], GALLERIES[0]!.description);
    assert.equal(value['url'], `${PUBLIC_URL}/photo/gallery/7`);
    // Published by the choir: the MusicGroup the home pages describe, by its id.
    assert.deepEqual(value['publisher'], { '@id': `${PUBLIC_URL}/#choir` });
    assert.deepEqual(value['image'], [
      {
        '@type': 'ImageObject',
        contentUrl: `${PUBLIC_URL}/uploads/${'b'.repeat(24)}-1280.webp`,
        thumbnailUrl: `${PUBLIC_URL}/uploads/${'b'.repeat(24)}-120.webp`,
        width: { '@type': 'QuantitativeValue', value: 1280, unitCode: 'E37', unitText: 'px' },
        height: { '@type': 'QuantitativeValue', value: 853, unitCode: 'E37', unitText: 'px' },
      },
      {
        '@type': 'ImageObject',
        contentUrl: `${PUBLIC_URL}/uploads/${'c'.repeat(24)}-1280.webp`,
        thumbnailUrl: `${PUBLIC_URL}/uploads/${'c'.repeat(24)}-120.webp`,
        width: { '@type': 'QuantitativeValue', value: 720, unitCode: 'E37', unitText: 'px' },
        height: { '@type': 'QuantitativeValue', value: 1080, unitCode: 'E37', unitText: 'px' },
      },
    ]);
    // The escaped text reads back as written, and the page's other scripts are the app's own.
    assert.equal(answer.payload.match(/<script>alert/g), null);
  });

  test('the events page describes each event with a time as a MusicEvent by the choir', () => {
    // The events its render listed (no remote renders here): the writer hands over that read.
    const head = matchRoute('/events', PUBLIC_URL)!.head;
    const listed = EVENTS.filter((e) => e.is_current);
    const blocks = jsonLdOf(seoTags(PUBLIC_URL, head, { found: true, events: listed }));
    assert.equal(blocks.length, 1, 'the event without a time is not one');
    const concert = blocks[0]!.value;
    assert.deepEqual(thing(concert, 'MusicEvent', 'MusicEvent'), []);
    assert.equal(concert['startDate'], '2026-12-12T19:00:00+02:00');
    assert.equal(concert['endDate'], '2026-12-12T21:00:00+02:00');
    assert.equal(concert['eventStatus'], 'https://schema.org/EventScheduled');
    assert.deepEqual(concert['location'], {
      '@type': 'Place',
      name: 'Lielā aula',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Raiņa bulvāris 19, Rīga',
        addressCountry: 'LV',
      },
    });
    assert.equal(
      (concert['offers'] as Record<string, unknown>)['url'],
      'https://bilesuserviss.lv/koncerts',
    );
    assert.equal((concert['performer'] as Record<string, unknown>)['@id'], `${PUBLIC_URL}/#choir`);
  });

  test('other pages carry none', async () => {
    const app = await shell();
    assert.deepEqual(jsonLdOf((await app.inject('/archive')).payload), []);
  });

  test('the CSP needs nothing for it: a data block is not a script', async () => {
    const app = await shell();
    const csp = String((await app.inject('/')).headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'))!;
    assert.doesNotMatch(scriptSrc, /unsafe-inline|nonce/);
    // The one inline script allowed is the start-up loader.
    assert.deepEqual(scriptSrc.match(/'sha256-[^']+'/g), [START_LOADER_HASH]);
  });
});

test("a gallery's preview picture is its own large variant, with its size", async () => {
  const app = await shell();
  const html = (await app.inject('/photo/gallery/7')).payload;
  const meta = Object.fromEntries(
    [...html.matchAll(/<meta property="(og:image[^"]*)" content="([^"]*)">/g)].map((m) => [
      m[1],
      m[2],
    ]),
  );
  assert.deepEqual(meta, {
    'og:image': `${PUBLIC_URL}${GALLERIES[0]!.image_url}`,
    'og:image:width': '1280',
    'og:image:height': '853',
    'og:image:alt': 'Koncerts &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;',
  });
  // Other pages have no picture of their own.
  assert.ok(!(await app.inject('/events')).payload.includes('og:image'));
});

describe('status codes', () => {
  test.each(['/no-such-page', '/en/nothing', '/photo/gallery/999999', '/photo/gallery/abc'])(
    '%s answers 404 with the 404 page, rendered, kept out of search results',
    async (page) => {
      const app = await shell();
      const answer = await app.inject(page);
      assert.equal(answer.statusCode, 404);
      assert.match(String(answer.headers['content-type']), /^text\/html/);
      const html = answer.payload;
      assert.match(html, /<title>LU jauktais koris \| Lapa nav atrasta<\/title>/);
      assert.ok(html.includes('<meta name="robots" content="noindex">'));
      assert.ok(!html.includes('rel="canonical"'));
      const root = /<div id="root">(.*?)<\/div>(?:<script|<\/body>)/s.exec(html)?.[1] ?? '';
      assert.match(root, /<h1>Lapa nav atrasta<\/h1>/);
      assert.ok(root.includes('Šāda lapa mūsu mājaslapā nav. Iespējams, saite ir novecojusi.'));
      assert.match(root, /<a [^>]*href="\/"[^>]*>Uz sākumlapu<\/a>/);
      // A gallery address the route table has: the app is told to draw the 404 page there too.
      const marker = /<script type="application\/json" id="koris-not-found">(.*?)<\/script>/.exec(
        html,
      );
      if (page.startsWith('/photo/gallery/'))
        assert.deepEqual(JSON.parse(marker![1]!), { path: page });
      else assert.equal(marker, null);
    },
  );

  test('an API that does not answer does not turn a gallery into a 404', async () => {
    const app = await shell();
    apiDown = true;
    const answer = await app.inject('/photo/gallery/7');
    assert.equal(answer.statusCode, 200);
    assert.ok(!answer.payload.includes('noindex'));
  });

  test.each([
    ['/uz%C5%86em%C5%A1ana', '/uznemsana'],
    ['/uz%c5%86em%c5%a1ana', '/uznemsana'],
    ['/uz%C5%86emsana', '/uznemsana'],
    ['/uznem%C5%A1ana', '/uznemsana'],
    ['/uz%C5%86em%C5%A1ana/', '/uznemsana'],
    ['/uz%C5%86em%C5%A1ana?avots=plakats', '/uznemsana?avots=plakats'],
    ['/video', '/videos'],
  ])('%s moves for good to %s', async (from, to) => {
    const app = await shell();
    const answer = await app.inject(from);
    assert.equal(answer.statusCode, 308);
    assert.equal(answer.headers['location'], to);
  });

  test('other Latvian words are not the admission page', async () => {
    const app = await shell();
    assert.equal((await app.inject('/uz%C5%86em%C5%A1anas')).statusCode, 404);
  });
});
