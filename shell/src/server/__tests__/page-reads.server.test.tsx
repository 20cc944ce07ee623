/**
 * Each page read once: a cold document of `/photo/gallery/5`, `/events` and `/about-us` asks
 * the API for every resource it shows exactly once, the head's included (a gallery's title,
 * picture and structured data come from the answer its page renders with). The API is a small
 * HTTP server that notes every request; the pages are stand-ins with the route data of the
 * remotes' pages (the same shared resources and keys), rendered by the shell's real server
 * render inside its real layout.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { useParams } from 'react-router';
import {
  firstLoad,
  galleryResource,
  getAchievements,
  getCurrentEvents,
  getGalleries,
  getHistoryEvents,
  settingResource,
  resource,
  useResource,
  useServerDecision,
  type Resource,
  type RouteData,
} from '@koris/shared/api';
import type { RemoteModuleId } from '@koris/shared/federation';
import { createShellServer } from '../app';
import { createRenderer, renderNotFound, type PageModule } from '../render';
import { answerManifests, manifestWith } from './remote-fixture';

jest.setTimeout(30_000);

const GALLERY_5 = {
  id: 5,
  title: 'Pavasara koncerts',
  description: null,
  order: 0,
  event_id: null,
  image_url: '/uploads/cover-1280.webp',
  image: { width: 1280, height: 853, src: '/uploads/cover-640.webp', srcset: '', thumb: '' },
  image_count: 0,
  created_at: '2026-01-01T10:00:00.000Z',
  updated_at: '2026-01-02T10:00:00.000Z',
  images: [],
};

/** What the API answers a read of `pathname`: its status and JSON body. */
function answerOf(pathname: string): [number, unknown] {
  if (pathname === '/api/content-version') return [200, { version: 'v1' }];
  if (pathname === '/api/galleries/5') return [200, GALLERY_5];
  if (pathname.startsWith('/api/galleries/')) return [404, { message: 'Nav' }];
  if (pathname.startsWith('/api/system-setting/')) return [200, { name: 'x', value: '' }];
  if (pathname === '/api/history-events') {
    return [200, [{ id: 1, description: 'Koris dibināts 1925. gadā', image: null }]];
  }
  return [200, []];
}

/**
 * Every read the API was asked, in order (`GET /api/galleries/5`), each read of a batch
 * (`GET /api/reads`, answered as the API answers it) among them; `batches`: the batches' sizes.
 */
const asked: string[] = [];
const batches: number[] = [];
const api = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://x');
  const json = (status: number, body: unknown) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  if (url.pathname !== '/api/reads') {
    asked.push(`${req.method} ${req.url}`);
    return json(...answerOf(url.pathname));
  }
  const gets = url.searchParams.getAll('get');
  batches.push(gets.length);
  const answers = gets.map((get) => {
    asked.push(`GET /api/${get}`);
    const [status, body] = answerOf(new URL(`/api/${get}`, 'http://x').pathname);
    return { status, body };
  });
  return json(200, { answers });
});

/** A remote's manifests, so the shell's server renders its pages on the server. */
const remote = http.createServer((req, res) => {
  answerManifests(req, res, manifestWith('page.aaaaaaaaaa'));
});

/** A page that shows what it reads through the data hooks, as the remotes' pages do. */
function standIn(heading: string, routeData: RouteData): PageModule {
  function Shows({ from }: { from: Resource<unknown> }) {
    const { data } = useResource(from);
    return <p>{JSON.stringify(data).length}</p>;
  }
  return {
    routeData,
    default: function Page() {
      const params = useParams();
      return (
        <main>
          <h1>{heading}</h1>
          {/* Read by the component too: the render finds each answer ready. */}
          {routeData({ params }).map((from) => (
            <Shows key={from.key} from={from} />
          ))}
        </main>
      );
    },
  };
}

/** The route data of the remotes' pages: the shared resources under the same keys. */
const PAGES: Partial<Record<RemoteModuleId, PageModule>> = {
  'mf_media/PhotoPage': standIn('Foto', ({ params: { id } }) =>
    id === undefined
      ? [resource('media:galleries:0:12', () => getGalleries({ skip: 0, take: 12 }))]
      : [resource('media:galleries:all', () => getGalleries()), galleryResource(id)],
  ),
  'mf_content/EventsPage': standIn('NOTIKUMI', () => [
    firstLoad({
      key: 'content:events:current',
      fetchPage: (paging) => getCurrentEvents(paging),
      pageSize: 6,
    }),
  ]),
  // Reads what its route data does not name, and draws an order: the render waits for the one
  // and records the other.
  'mf_content/HistoryPage': {
    routeData: () => [],
    default: function LateReader() {
      const { data } = useResource(resource('content:history', getHistoryEvents));
      const order = useServerDecision('content:history:order', () => ['b', 'a'], 'visit');
      return (
        <main>
          <h1>VĒSTURE</h1>
          <p>{data?.map((event) => event.description).join(', ')}</p>
          <p>{order?.join(' ')}</p>
        </main>
      );
    },
  },
  'mf_content/AboutPage': standIn('PAR MUMS', () => [
    settingResource('about_us_text_center'),
    settingResource('about_us_right'),
    resource('content:achievements', getAchievements),
  ]),
};

let shell: FastifyInstance;
let dir: string;

beforeAll(async () => {
  for (const server of [api, remote]) {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  }
  const origin = (server: http.Server) =>
    `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  dir = mkdtempSync(path.join(os.tmpdir(), 'koris-shell-reads-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>t</title></head><body><div id=root></div></body></html>',
  );
  const manifest = `${origin(remote)}/mf-manifest.json`;
  shell = await createShellServer({
    root: dir,
    apiOrigin: origin(api),
    remotes: { mf_media: manifest, mf_content: manifest },
    https: false,
    render: {
      renderPage: createRenderer(async (module) => PAGES[module] ?? null),
      renderNotFound,
      sharedVersions: { react: '19.3.1', zustand: '5.1.0' },
    },
    inlineCss: false,
    health: { apiTimeoutMs: 5_000 },
  });
  // Readiness renders each remote's pages once at start: wait for it (a loaded machine may
  // take a while), then count afresh.
  let health = await shell.inject('/health');
  for (let tries = 0; health.statusCode !== 200 && tries < 40; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    health = await shell.inject('/health');
  }
  assert.equal(health.statusCode, 200, health.body);
});

afterAll(async () => {
  await shell.close();
  for (const server of [api, remote]) await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

/**
 * The API requests of one cold document of `url`, the content version apart: it is asked at
 * most once per interval for every document (and at most once here).
 */
async function readsOf(url: string) {
  asked.length = 0;
  batches.length = 0;
  const res = await shell.inject(url);
  const version = 'GET /api/content-version';
  const versions = asked.filter((request) => request === version).length;
  assert.ok(versions <= 1, `${versions} content-version requests`);
  return {
    res,
    reads: asked.filter((request) => request !== version).sort(),
    batches: [...batches],
  };
}

test('a gallery: the list and the gallery, each once, in one request; the head is written from that answer', async () => {
  const { res, reads, batches: sent } = await readsOf('/photo/gallery/5');
  assert.equal(res.statusCode, 200);
  assert.match(res.body, /<h1>Foto<\/h1>/);
  assert.match(res.body, /<title>LU jauktais koris \| Foto<\/title>/);
  assert.match(res.body, /<meta property="og:image" content="[^"]*\/uploads\/cover-1280\.webp">/);
  assert.match(res.body, /"@type":"ImageGallery"/);
  assert.deepEqual(reads, ['GET /api/galleries', 'GET /api/galleries/5']);
  assert.deepEqual(sent, [2]);
});

test('a gallery the API does not have: one read, and the 404 page', async () => {
  const { res, reads } = await readsOf('/photo/gallery/6');
  assert.equal(res.statusCode, 404);
  assert.deepEqual(reads, ['GET /api/galleries', 'GET /api/galleries/6']);
});

test('the events: the first page of the list, once', async () => {
  const { res, reads } = await readsOf('/events');
  assert.equal(res.statusCode, 200);
  assert.match(res.body, /<h1>NOTIKUMI<\/h1>/);
  assert.deepEqual(reads, ['GET /api/events/current?skip=0&take=6']);
});

test('about us: each text and list once, all in one request', async () => {
  const { res, reads, batches: sent } = await readsOf('/about-us');
  assert.equal(res.statusCode, 200);
  assert.match(res.body, /<h1>PAR MUMS<\/h1>/);
  assert.deepEqual(reads, [
    'GET /api/achievements',
    'GET /api/system-setting/get-by-name/about_us_right',
    'GET /api/system-setting/get-by-name/about_us_text_center',
  ]);
  assert.deepEqual(sent, [3]);
});

test('a page that reads what its route data did not name: rendered whole, the read made once', async () => {
  const { res, reads } = await readsOf('/history');
  assert.equal(res.statusCode, 200);
  assert.match(res.body, /<h1>VĒSTURE<\/h1><p>Koris dibināts 1925. gadā<\/p><p>b a<\/p>/);
  assert.match(res.body, /"content:history:order":\["b","a"\]/);
  assert.deepEqual(reads, ['GET /api/history-events']);
});
