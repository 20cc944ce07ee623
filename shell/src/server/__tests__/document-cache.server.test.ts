/**
 * Documents kept for reuse: served again while the API's content version and the page's remote
 * release are unchanged, written anew within a second of a write or a deploy (the previous one
 * served to visitors meanwhile, for a bounded while), answered 304 for a validator the browser
 * holds, never kept when they fell back, bounded in bytes. The API is a
 * small HTTP server answering its content version; the remote serves manifests and a
 * stylesheet; the server render is a stand-in that shows the content version it "read".
 */
import assert from 'node:assert/strict';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { createShellServer, type ShellServerOptions } from '../app';
import { setServerApiOrigin } from '@koris/shared/api';
import {
  documentCache,
  documentKeyOf,
  documentStaleSeconds,
  KEPT_DOCUMENT_CACHE_CONTROL,
  type ServedDocument,
} from '../document/cache';
import { contentVersions } from '../document/content-version';
import { acceptedEncoding } from '../document/encoder';
import { documentCacheBytes } from '../document/kept-store';
import { DOCUMENT_VARIANTS } from '../document/variants';
import type { RouteMatch, WrittenDocument } from '../document/writer';
import type { RenderRequest } from '../render';
import { localServers } from './local-servers';
import { answerManifests, manifestWith, type Manifest } from './remote-fixture';

jest.setTimeout(30_000);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The API as the shell sees it: its content version (changed by a "write"), or down. */
const api = {
  version: 'v1',
  up: true,
  asked: 0,
  /** An instance that has not heard of the last write yet: its answer without a writer's wish. */
  lagging: null as string | null,
  /** The `Min-Content-Version` of the last ask. */
  atLeast: undefined as string | undefined,
};
let manifest: Manifest = manifestWith('events.aaaaaaaaaa');
const { listen, builtRoot } = localServers();
let apiOrigin = '';
let remoteOrigin = '';

beforeAll(async () => {
  apiOrigin = await listen((req, res) => {
    if (req.url === '/api/content-version') {
      api.asked += 1;
      if (!api.up) return res.writeHead(503).end('{"message":"down"}');
      const atLeast = req.headers['min-content-version'];
      api.atLeast = typeof atLeast === 'string' ? atLeast : undefined;
      // Asked for at least a version, the instance catches up first (the API's cache plugin).
      const version = api.lagging && !api.atLeast ? api.lagging : api.version;
      return res
        .writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' })
        .end(JSON.stringify({ version }));
    }
    if (req.method === 'POST' && req.url === '/api/achievements') {
      // A write: the content version changes at once (as on SQLite).
      api.version = `${api.version}-posted`;
      return res.writeHead(201, { 'content-type': 'application/json' }).end('{}');
    }
    res.writeHead(404).end();
  });
  remoteOrigin = await listen((req, res) => {
    if (req.url?.endsWith('.css')) {
      return res.writeHead(200, { 'content-type': 'text/css' }).end('main{color:red}');
    }
    answerManifests(req, res, manifest);
  });
});

beforeEach(() => {
  api.version = `v${Math.random().toString(16).slice(2)}`;
  api.up = true;
  api.lagging = null;
  manifest = manifestWith('events.aaaaaaaaaa');
});

/**
 * The stand-in render: the page shows the content version the API had when it was drawn;
 * `perVisit`: it also draws per visit (a shuffle), each render its own order.
 */
function fakeRender(fail: () => boolean = () => false, perVisit = false) {
  const calls: RenderRequest[] = [];
  return {
    calls,
    renderPage: async (request: RenderRequest) => {
      calls.push(request);
      await sleep(20);
      if (fail()) throw new Error('the API failed');
      const html = `<main><h1>content ${api.version}</h1><ol>order ${calls.length}</ol></main>`;
      return perVisit
        ? { html, data: {}, varies: ['visit'] as const }
        : { html: `<main><h1>content ${api.version}</h1></main>`, data: {} };
    },
  };
}

/**
 * The shell's server, its cache bounded at `maxBytes`; `prepare` adds to it before it starts;
 * `options` replace the defaults below.
 */
async function shellWith(
  render: ReturnType<typeof fakeRender>,
  maxBytes = 32 * 1024 * 1024,
  prepare: (app: FastifyInstance) => unknown = () => undefined,
  options: Partial<ShellServerOptions> = {},
) {
  const root = builtRoot('koris-doc-cache-');
  const app = await createShellServer({
    root,
    apiOrigin,
    remotes: { mf_content: `${remoteOrigin}/mf-manifest.json` },
    https: false,
    render: {
      renderPage: render.renderPage,
      sharedVersions: { react: '19.3.1', zustand: '5.1.0' },
    },
    inlineCss: true,
    documentCacheBytes: maxBytes,
    // Every version counts as settled at once: one API here, nothing to catch up.
    contentVersion: { settleMs: 0 },
    ...options,
  });
  prepare(app);
  await app.ready();
  await settle(app, render);
  return app;
}

/** The warm-up renders (readiness.ts) done and not counted. */
async function settle(app: FastifyInstance, render: ReturnType<typeof fakeRender>) {
  await app.inject('/health');
  render.calls.length = 0;
}

/**
 * A writer of complete 200 documents that counts its renders; `draw` gives each one's HTML (and
 * anything else it differs in), from its address and its number.
 */
function countingWriter(
  draw: (url: string, render: number) => Pick<WrittenDocument, 'html'> & Partial<WrittenDocument>,
) {
  const writer = {
    renders: 0,
    releaseOf: async () => ({ key: 'release', descriptor: undefined }),
    write: async (url: string): Promise<WrittenDocument> => {
      writer.renders += 1;
      return {
        styleHashes: [],
        status: 200,
        complete: true,
        varies: [],
        ...draw(url, writer.renders),
      };
    },
  };
  return writer;
}

const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  app.inject({ url, headers: { 'accept-encoding': 'identity', ...headers } });

test('a second request is served from what was kept: no render, the API asked at most per interval', async () => {
  const render = fakeRender();
  const app = await shellWith(render);
  const first = await get(app, '/events');
  assert.equal(first.statusCode, 200);
  assert.match(first.body, new RegExp(`content ${api.version}`));
  assert.equal(render.calls.length, 1);
  const askedBefore = api.asked;
  const started = Date.now();
  for (let i = 0; i < 20; i += 1) {
    const again = await get(app, '/events');
    assert.equal(again.body, first.body);
    assert.equal(again.headers['etag'], first.headers['etag']);
  }
  assert.equal(render.calls.length, 1, 'no render for a kept document');
  // The content version's default interval: a slow machine may span more than one.
  const intervals = 1 + Math.floor((Date.now() - started) / 250);
  assert.ok(
    api.asked - askedBefore <= intervals,
    `asked ${api.asked - askedBefore} times in ${intervals} intervals`,
  );
  await app.close();
});

test("a per-visit page answers 304 for any draw it keeps, never for another version's", async () => {
  const render = fakeRender(undefined, true);
  const app = await shellWith(render);
  // Visits until two draws have been served: the browser holds A, the server also serves B.
  const tags = new Set<string>();
  for (let i = 0; i < 40 && tags.size < 2; i += 1) {
    tags.add(String((await get(app, '/about-us')).headers['etag']));
  }
  assert.ok(tags.size >= 2, 'two draws kept');
  const [drawA, drawB] = [...tags] as [string, string];
  for (let i = 0; i < 12; i += 1) {
    const revisit = await get(app, '/about-us', { 'if-none-match': drawA });
    assert.equal(revisit.statusCode, 304, 'the browser’s draw is still valid');
    assert.equal(revisit.headers['etag'], drawA);
  }
  // Weakly compared and in a list, as If-None-Match is.
  const listed = await get(app, '/about-us', { 'if-none-match': `"other", W/${drawB}` });
  assert.equal(listed.statusCode, 304);
  assert.equal(listed.headers['etag'], drawB);
  const unknown = await get(app, '/about-us', { 'if-none-match': '"not-a-draw"' });
  assert.equal(unknown.statusCode, 200);
  assert.match(unknown.body, /order \d+/);
  // An edit: every kept draw shows older content and matches no more. Until the new draws
  // land a visitor may be served an older draw (decision 043), but never a 304 for one, and
  // without a validator to hold on to.
  api.version = `${api.version}-edited`;
  await sleep(300);
  const revalidate = () => get(app, '/about-us', { 'if-none-match': `${drawA}, ${drawB}` });
  let edited = await revalidate();
  for (let i = 0; i < 80 && !edited.body.includes('-edited'); i += 1) {
    assert.equal(edited.statusCode, 200, 'an older draw is never confirmed');
    assert.equal(edited.headers['etag'], undefined);
    assert.equal(edited.headers['cache-control'], 'no-cache');
    await sleep(25);
    edited = await revalidate();
  }
  assert.equal(edited.statusCode, 200);
  assert.match(edited.body, /-edited/);
  await app.close();
});

test("a writer's request is never served a kept document older than its write; a visitor's is", async () => {
  const render = fakeRender();
  api.version = 'v5';
  const app = await shellWith(render);
  assert.match((await get(app, '/events')).body, /content v5</);
  // Written through another instance, which the shell's ask lands on before it has heard of it.
  api.lagging = 'v5';
  api.version = 'v6';
  await sleep(300);
  const visitor = await get(app, '/events');
  assert.match(visitor.body, /content v5</, 'visitors keep the kept document');
  const writer = await get(app, '/events', { cookie: 'XSRF-TOKEN=x; koris_seen=v6' });
  assert.match(writer.body, /content v6</);
  assert.equal(api.atLeast, 'v6', 'the API was asked for at least the written version');
  // A writer whose write is already in what is kept is served it.
  const rendersBefore = render.calls.length;
  const older = await get(app, '/events', { cookie: 'koris_seen=v4' });
  assert.match(older.body, /content v6</);
  assert.equal(render.calls.length, rendersBefore);
  await app.close();
});

test('a document is kept per origin: a request with another Host never decides what others get', async () => {
  const render = fakeRender();
  const app = await shellWith(render);
  const site = await get(app, '/events', { host: 'koris.example' });
  assert.ok(site.body.includes('http://koris.example/'), 'the canonical address names the host');
  const other = await get(app, '/events', { host: 'evil.example' });
  assert.ok(!other.body.includes('koris.example'));
  const again = await get(app, '/events', { host: 'koris.example' });
  assert.ok(!again.body.includes('evil.example'), 'the kept document was not replaced');
  assert.equal(again.body, site.body);
  await app.close();
});

test("a query no page reads shares its path's document: rendered once, from the path alone", async () => {
  const render = fakeRender();
  const app = await shellWith(render);
  const shared = await get(app, '/events?utm_source=facebook&fbclid=abc');
  assert.equal(shared.statusCode, 200);
  assert.equal(render.calls[0]?.url, '/events', 'the render never saw the query');
  for (let i = 0; i < 50; i += 1) {
    const madeUp = await get(app, `/events?page=${i}`);
    assert.equal(madeUp.body, shared.body);
  }
  const plain = await get(app, '/events');
  assert.equal(plain.headers['etag'], shared.headers['etag']);
  assert.equal(render.calls.length, 1, 'one render for every query of the path');
  await app.close();
});

test('a kept document is keyed by its path and the query parameters pages read, in any order', () => {
  assert.equal(documentKeyOf('/events?utm_source=x'), '/events');
  assert.equal(documentKeyOf('/photo/gallery/5?'), '/photo/gallery/5');
  assert.equal(documentKeyOf('/events?b=2&x=1&a=1', ['a', 'b']), '/events?a=1&b=2');
  assert.equal(documentKeyOf('/events?a=2&a=1', ['a']), '/events?a=2&a=1');
});

test('concurrent requests for a missing document share one render', async () => {
  const render = fakeRender();
  const app = await shellWith(render);
  const answers = await Promise.all(Array.from({ length: 8 }, () => get(app, '/events')));
  assert.ok(answers.every((a) => a.statusCode === 200 && a.body === answers[0]!.body));
  assert.equal(render.calls.length, 1);
  await app.close();
});

test('a write (a new content version) makes the next document fresh within a second', async () => {
  const render = fakeRender();
  const app = await shellWith(render);
  const before = await get(app, '/events');
  const old = api.version;
  api.version = `${old}-written`;
  const writtenAt = Date.now();
  let fresh = before;
  while (!fresh.body.includes(api.version) && Date.now() - writtenAt < 2_000) {
    await sleep(50);
    fresh = await get(app, '/events');
  }
  assert.ok(fresh.body.includes(`content ${api.version}`), 'the write shows');
  assert.ok(Date.now() - writtenAt < 1_000, `shown after ${Date.now() - writtenAt} ms`);
  assert.notEqual(fresh.headers['etag'], before.headers['etag']);
  assert.equal(render.calls.length, 2);
  await app.close();
});

test('a write through this server reaches the very next document, not after the interval', async () => {
  const render = fakeRender();
  // An interval no test outlasts: only the write makes the server ask the version again.
  const app = await shellWith(render, undefined, undefined, {
    contentVersion: { settleMs: 0, intervalMs: 60_000 },
  });
  const before = api.version;
  await get(app, '/events');
  await get(app, '/events');
  assert.equal(render.calls.length, 1);
  const written = await app.inject({
    method: 'POST',
    url: '/api/achievements',
    payload: { text: 'Zelts' },
  });
  assert.equal(written.statusCode, 201);
  // A visitor's next document knows of the write: it is the previous one, served while the
  // new one renders (served stale only once a newer version is known)…
  const visitor = await get(app, '/events');
  assert.ok(visitor.body.includes(`content ${before}<`));
  assert.equal(visitor.headers['etag'], undefined, 'sent as stale, without a validator');
  // …and the writer's (the cookie the API sets on a write) shows the write, from that render.
  const writer = await get(app, '/events', { cookie: `koris_seen=${api.version}` });
  assert.ok(writer.body.includes(`content ${api.version}<`), 'the write shows at once');
  const next = await get(app, '/events');
  assert.ok(next.body.includes(`content ${api.version}<`));
  assert.ok(next.headers['etag'], 'kept');
  assert.equal(render.calls.length, 2);
  await app.close();
});

test("a release of the page's remote makes the next document fresh once its manifest is re-read", async () => {
  const render = fakeRender();
  const app = await shellWith(render);
  const before = await get(app, '/events');
  assert.ok(before.body.includes('events.aaaaaaaaaa.css'));
  manifest = manifestWith('events.bbbbbbbbbb');
  // The descriptors re-read a manifest every two seconds.
  await sleep(2_100);
  await get(app, '/events'); // the re-read starts; the stale descriptor may answer this one
  const after = await get(app, '/events');
  assert.ok(after.body.includes('events.bbbbbbbbbb.css'), 'the new release is written');
  assert.ok(!after.body.includes('events.aaaaaaaaaa.css'));
  assert.ok(render.calls.length >= 2);
  await app.close();
});

test('a validator the browser holds is answered 304; kept documents say how a shared cache may keep them', async () => {
  const render = fakeRender();
  const app = await shellWith(render);
  const first = await get(app, '/events');
  assert.equal(first.headers['cache-control'], KEPT_DOCUMENT_CACHE_CONTROL);
  assert.equal(first.headers['vary'], 'Accept-Encoding');
  const etag = String(first.headers['etag']);
  assert.match(etag, /^"[\w-]+"$/, 'a strong ETag');
  assert.equal(first.headers['set-cookie'], undefined);
  // The written-in stylesheet is allowed by its hash, kept or not.
  assert.match(String(first.headers['content-security-policy']), /style-src [^;]*'sha256-/);

  const notModified = await get(app, '/events', { 'if-none-match': `"other", ${etag}` });
  assert.equal(notModified.statusCode, 304);
  assert.equal(notModified.body, '');
  assert.equal(notModified.headers['etag'], etag);
  assert.equal(notModified.headers['cache-control'], KEPT_DOCUMENT_CACHE_CONTROL);
  assert.equal((await get(app, '/events', { 'if-none-match': '"other"' })).statusCode, 200);

  // Each encoding is its own bytes, with its own validator.
  const br = await get(app, '/events', { 'accept-encoding': 'gzip, deflate, br' });
  assert.equal(br.headers['content-encoding'], 'br');
  assert.equal(zlib.brotliDecompressSync(br.rawPayload).toString(), first.body);
  assert.notEqual(br.headers['etag'], etag);
  const gz = await get(app, '/events', { 'accept-encoding': 'gzip' });
  assert.equal(gz.headers['content-encoding'], 'gzip');
  assert.equal(zlib.gunzipSync(gz.rawPayload).toString(), first.body);
  const brAgain = await get(app, '/events', { 'accept-encoding': 'br' });
  assert.deepEqual(brAgain.rawPayload, br.rawPayload);
  assert.equal(render.calls.length, 3, 'one render per encoding, each kept');
  await app.close();
});

test('a document whose render fell back, or a path that is no page, is served but never kept', async () => {
  let failing = true;
  const render = fakeRender(() => failing);
  const app = await shellWith(render);
  const fallback = await get(app, '/events');
  assert.equal(fallback.statusCode, 200);
  assert.ok(!fallback.body.includes('<main>'), 'served without its render');
  assert.equal(fallback.headers['cache-control'], 'no-cache');
  assert.equal(fallback.headers['etag'], undefined);
  failing = false;
  const rendered = await get(app, '/events');
  assert.ok(rendered.body.includes('<main>'), 'the fallback was not kept');
  assert.equal(render.calls.length, 2);

  const unknown = await get(app, '/no-such-page');
  assert.equal(unknown.headers['cache-control'], 'no-cache');
  assert.equal(unknown.headers['etag'], undefined);
  await app.close();
});

test('while the API does not say its version, every document is rendered afresh (nothing stale)', async () => {
  const render = fakeRender();
  const app = await shellWith(render);
  await get(app, '/events');
  api.up = false;
  await sleep(300);
  const down = await get(app, '/events');
  await get(app, '/events');
  assert.equal(down.headers['cache-control'], 'no-cache');
  assert.equal(down.headers['etag'], undefined);
  assert.equal(render.calls.length, 3, 'each request rendered');
  // Back with the same version: what was kept shows that content still.
  api.up = true;
  await sleep(300);
  await get(app, '/events');
  assert.equal(render.calls.length, 3);
  api.version = `${api.version}-written`;
  await sleep(300);
  await get(app, '/events');
  await get(app, '/events');
  assert.equal(render.calls.length, 4, 'kept again once the API answers');
  await app.close();
});

test('an answer that sets a cookie is never offered to a shared cache', async () => {
  const render = fakeRender();
  const app = await createShellServerWithCookie(render);
  const first = await get(app, '/events?cookie=1');
  assert.ok(first.headers['set-cookie']);
  assert.equal(first.headers['cache-control'], 'private, no-store');
  assert.equal(first.headers['etag'], undefined);
  await app.close();
});

/** The shell's server with a later hook that sets a cookie on some answers. */
const createShellServerWithCookie = (render: ReturnType<typeof fakeRender>) =>
  shellWith(render, undefined, (app) =>
    app.addHook('onRequest', (request, reply, done) => {
      if (request.url.includes('cookie=1')) reply.header('set-cookie', 'a=b; Path=/');
      done();
    }),
  );

test('DOCUMENT_CACHE_MB=0 keeps nothing: every document is rendered, as without the cache', async () => {
  const render = fakeRender();
  const app = await shellWith(render, 0);
  const askedBefore = api.asked;
  const first = await get(app, '/events');
  await get(app, '/events');
  assert.equal(render.calls.length, 2);
  assert.equal(first.headers['cache-control'], 'no-cache');
  assert.equal(api.asked, askedBefore, 'the API is not asked');
  await app.close();
});

describe('the cache itself', () => {
  const match = (pathname: string): RouteMatch => ({
    pathname,
    origin: 'http://localhost',
    head: {
      path: pathname,
      route: pathname,
      title: 't',
      lang: 'lv',
      description: 'd',
      module: 'mf_content/EventsPage',
      params: {},
    },
  });

  test('holds no more bytes than its budget: the least recently used go first', async () => {
    // Each kept body is about 4 KB.
    const writer = countingWriter((url) => ({ html: `${url}${randomText(4_000)}` }));
    const versions = { current: async () => ({ version: 'v', settled: true }), asked: () => 0 };
    const maxBytes = 20 * 1024;
    const cache = documentCache({ writer, versions, maxBytes });
    for (let i = 0; i < 20; i += 1) await cache.get(`/p${i}`, match(`/p${i}`), 'identity');
    const { bytes, entries } = cache.size();
    assert.ok(bytes <= maxBytes, `${bytes} bytes kept`);
    assert.ok(entries >= 3 && entries < 20, `${entries} entries kept`);
    assert.equal(writer.renders, 20);
    // The most recent is still kept, the first was evicted.
    assert.equal((await cache.get('/p19', match('/p19'), 'identity')).hit, true);
    assert.equal((await cache.get('/p0', match('/p0'), 'identity')).hit, false);
  });

  test('a document rendered under a version not yet settled is served, not kept', async () => {
    const writer = countingWriter(() => ({ html: 'x' }));
    let settled = false;
    const versions = { current: async () => ({ version: 'v', settled }), asked: () => 0 };
    const cache = documentCache({ writer, versions, maxBytes: 1024 * 1024 });
    assert.ok((await cache.get('/a', match('/a'), 'identity')).etag);
    await cache.get('/a', match('/a'), 'identity');
    assert.equal(writer.renders, 2);
    settled = true;
    await cache.get('/a', match('/a'), 'identity');
    assert.equal((await cache.get('/a', match('/a'), 'identity')).hit, true);
    assert.equal(writer.renders, 3);
  });

  test('a non-200 document is never kept', async () => {
    const writer = countingWriter(() => ({ html: 'gone', status: 404 }));
    const versions = { current: async () => ({ version: 'v', settled: true }), asked: () => 0 };
    const cache = documentCache({ writer, versions, maxBytes: 1024 * 1024 });
    const first = await cache.get('/a', match('/a'), 'identity');
    assert.equal(first.status, 404);
    assert.equal(first.etag, null);
    await cache.get('/a', match('/a'), 'identity');
    assert.equal(writer.renders, 2);
  });

  /** A page whose render draws what `varies` says: each render shows its draw's number. */
  function drawingWriter(varies: WrittenDocument['varies']) {
    return countingWriter((_url, render) => ({ html: `<ul>order ${render}</ul>`, varies }));
  }
  const settledVersion = { current: async () => ({ version: 'v', settled: true }), asked: () => 0 };

  test('a page drawn anew each visit (a shuffle) is kept as several draws, served at random', async () => {
    const writer = drawingWriter(['visit']);
    let pick = 0;
    const cache = documentCache({
      writer,
      versions: settledVersion,
      maxBytes: 1024 * 1024,
      random: () => pick,
    });
    const bodies = new Set<string>();
    // Every draw once: each is rendered the first time it is picked, then kept.
    for (let i = 0; i < DOCUMENT_VARIANTS; i += 1) {
      pick = i / DOCUMENT_VARIANTS;
      bodies.add(String((await cache.get('/about-us', match('/about-us'), 'identity')).body));
    }
    assert.equal(bodies.size, DOCUMENT_VARIANTS, 'as many orders as draws kept');
    const renders = writer.renders;
    for (let i = 0; i < 40; i += 1) {
      pick = (i % DOCUMENT_VARIANTS) / DOCUMENT_VARIANTS;
      const served = await cache.get('/about-us', match('/about-us'), 'identity');
      assert.equal(served.hit, true);
      assert.ok(bodies.has(String(served.body)));
    }
    assert.equal(writer.renders, renders, 'every later request served a kept draw');

    // A page that draws nothing is kept once, whatever the pick.
    const plain = drawingWriter([]);
    const once = documentCache({ writer: plain, versions: settledVersion, maxBytes: 1024 * 1024 });
    for (let i = 0; i < 10; i += 1) await once.get('/events', match('/events'), 'identity');
    assert.equal(plain.renders, 1);
  });

  test("a page drawn by the server's date is drawn anew once the day has changed", async () => {
    const writer = drawingWriter(['day']);
    let clock = new Date(2026, 10, 10, 23, 59, 0);
    const cache = documentCache({
      writer,
      versions: settledVersion,
      maxBytes: 1024 * 1024,
      now: () => clock,
    });
    const before = await cache.get('/celies_lidzi', match('/celies_lidzi'), 'identity');
    assert.equal((await cache.get('/celies_lidzi', match('/celies_lidzi'), 'identity')).hit, true);
    clock = new Date(2026, 10, 11, 0, 0, 1);
    const after = await cache.get('/celies_lidzi', match('/celies_lidzi'), 'identity');
    assert.equal(after.hit, false);
    assert.notEqual(String(after.body), String(before.body));
    assert.equal((await cache.get('/celies_lidzi', match('/celies_lidzi'), 'identity')).hit, true);
    assert.equal(writer.renders, 2);
  });

  describe('after an edit', () => {
    /**
     * A writer whose renders show the content version they started under and, once `hold()`
     * is called, wait until `open()`; `fail` makes them throw or fall back.
     */
    function heldWriter(content: { version: string }) {
      let gate: Promise<void> = Promise.resolve();
      let open = () => undefined as void;
      const writer = {
        renders: 0,
        fail: null as 'throw' | 'fallback' | null,
        releaseOf: async () => ({ key: 'release', descriptor: undefined }),
        hold: () => {
          gate = new Promise<void>((resolve) => {
            open = resolve;
          });
        },
        open: () => open(),
        write: async (url: string): Promise<WrittenDocument> => {
          writer.renders += 1;
          const { version } = content;
          const { fail } = writer;
          await gate;
          if (fail === 'throw') throw new Error('the render broke');
          return {
            html: `<h1>${url}: content ${version}</h1>`,
            styleHashes: [],
            status: 200,
            complete: fail !== 'fallback',
            varies: [],
          };
        },
      };
      return writer;
    }
    const versionOf = (content: { version: string }) => ({
      current: async () => ({ version: content.version, settled: true }),
      asked: () => 0,
    });
    /** `answer` if it comes within 100 ms (nothing to render), else 'waiting'. */
    const atOnce = (answer: Promise<ServedDocument>) =>
      Promise.race([answer, sleep(100).then(() => 'waiting' as const)]);
    /** The background work of a finished render (its encoding and keeping) done. */
    const landed = () => sleep(20);

    test('the first visitor is served the previous document at once while one render of the new content runs; the next gets the new one', async () => {
      const content = { version: 'v1' };
      const writer = heldWriter(content);
      const served: [boolean, boolean | undefined][] = [];
      const cache = documentCache({
        writer,
        versions: versionOf(content),
        maxBytes: 1024 * 1024,
        events: { served: (hit, stale) => served.push([hit, stale]), written: () => undefined },
      });
      const visit = () => cache.get('/events', match('/events'), 'identity');
      await visit();
      content.version = 'v2';
      writer.hold();
      const first = await atOnce(visit());
      assert.notEqual(first, 'waiting', 'the visitor waits for no render');
      if (first === 'waiting') return;
      assert.match(String(first.body), /content v1</);
      assert.equal(first.hit, true);
      assert.equal(first.stale, true);
      assert.equal(first.etag, null, 'no validator for older content');
      assert.deepEqual(served.at(-1), [true, true], 'told as stale');
      // Everyone meanwhile: the same, and still the one render.
      const during = await Promise.all(Array.from({ length: 6 }, () => atOnce(visit())));
      for (const answer of during) {
        assert.notEqual(answer, 'waiting');
        if (answer !== 'waiting') assert.match(String(answer.body), /content v1</);
      }
      assert.equal(writer.renders, 2, 'one render of the new content');
      writer.open();
      await landed();
      const next = await visit();
      assert.match(String(next.body), /content v2</);
      assert.equal(next.hit, true);
      assert.ok(!next.stale);
      assert.ok(next.etag);
      assert.equal(writer.renders, 2);
    });

    test("a writer's request (seen: the new version) gets the new document, never the previous one visitors get meanwhile", async () => {
      const content = { version: 'v7' };
      const writer = heldWriter(content);
      const cache = documentCache({ writer, versions: versionOf(content), maxBytes: 1024 * 1024 });
      const visit = (seen?: string) =>
        cache.get('/events', match('/events'), 'identity', seen ? { seen } : {});
      await visit();
      content.version = 'v8';
      writer.hold();
      const visitor = await atOnce(visit());
      assert.notEqual(visitor, 'waiting');
      if (visitor !== 'waiting') assert.equal(visitor.stale, true);
      const written = visit('v8');
      assert.equal(await atOnce(written), 'waiting', 'the writer waits for the new content');
      writer.open();
      const doc = await written;
      assert.match(String(doc.body), /content v8</);
      assert.ok(!doc.stale);
      assert.equal(writer.renders, 2, 'the writer shares the render started for visitors');
    });

    test('beyond DOCUMENT_STALE_SECONDS after the new content was first seen, a request waits for its render', async () => {
      const content = { version: 'v1' };
      const writer = heldWriter(content);
      const startedAt = new Date(2026, 10, 10, 12, 0, 0).getTime();
      let clock = startedAt;
      const cache = documentCache({
        writer,
        versions: versionOf(content),
        maxBytes: 1024 * 1024,
        staleMs: 5_000,
        now: () => new Date(clock),
      });
      const visit = (path: string) => cache.get(path, match(path), 'identity');
      await visit('/a');
      await visit('/b');
      content.version = 'v2';
      writer.hold();
      // First seen now, through another page.
      const seenFirst = await atOnce(visit('/a'));
      assert.notEqual(seenFirst, 'waiting');
      clock = startedAt + 4_999;
      const within = await atOnce(visit('/b'));
      assert.notEqual(within, 'waiting', 'still within the while');
      if (within !== 'waiting') assert.equal(within.stale, true);
      clock = startedAt + 5_000;
      const beyond = visit('/b');
      assert.equal(await atOnce(beyond), 'waiting', 'no older document once the while is over');
      writer.open();
      const doc = await beyond;
      assert.match(String(doc.body), /content v2</);
      assert.ok(!doc.stale);
    });

    test('DOCUMENT_STALE_SECONDS=0 serves nothing older: the first request after an edit waits for its render, as before', async () => {
      assert.equal(documentStaleSeconds(undefined), 5);
      assert.equal(documentStaleSeconds(' '), 5);
      assert.equal(documentStaleSeconds('0'), 0);
      assert.equal(documentStaleSeconds('30'), 30);
      assert.throws(() => documentStaleSeconds('soon'), /DOCUMENT_STALE_SECONDS must be a whole/);
      assert.throws(() => documentStaleSeconds('-1'), /DOCUMENT_STALE_SECONDS must be a whole/);
      const content = { version: 'v1' };
      const writer = heldWriter(content);
      const cache = documentCache({
        writer,
        versions: versionOf(content),
        maxBytes: 1024 * 1024,
        staleMs: documentStaleSeconds('0') * 1000,
      });
      const visit = () => cache.get('/events', match('/events'), 'identity');
      await visit();
      content.version = 'v2';
      writer.hold();
      const first = visit();
      assert.equal(await atOnce(first), 'waiting');
      writer.open();
      const doc = await first;
      assert.match(String(doc.body), /content v2</);
      assert.equal(doc.hit, false);
      assert.ok(!doc.stale);
      assert.equal(cache.size().entries, 1, 'the older document is gone, not kept beside it');
    });

    test('a background render that fails (throws or falls back): the next request renders in the foreground, nothing unhandled', async () => {
      const unhandled: unknown[] = [];
      const onUnhandled = (reason: unknown) => unhandled.push(reason);
      process.on('unhandledRejection', onUnhandled);
      try {
        const content = { version: 'v1' };
        const writer = heldWriter(content);
        const errors: unknown[] = [];
        const cache = documentCache({
          writer,
          versions: versionOf(content),
          maxBytes: 1024 * 1024,
          onRenderError: (error) => errors.push(error),
        });
        const visit = () => cache.get('/events', match('/events'), 'identity');
        await visit();

        content.version = 'v2';
        writer.fail = 'throw';
        const stale = await visit();
        assert.equal(stale.stale, true);
        assert.match(String(stale.body), /content v1</);
        await landed();
        assert.equal(errors.length, 1, 'told through onRenderError');
        assert.match(String(errors[0]), /the render broke/);
        writer.fail = null;
        const rendered = await visit();
        assert.match(String(rendered.body), /content v2</);
        assert.equal(rendered.hit, false, 'rendered for the request');
        assert.ok(!rendered.stale);
        assert.equal(writer.renders, 3);

        content.version = 'v3';
        writer.fail = 'fallback';
        assert.equal((await visit()).stale, true);
        await landed();
        writer.fail = null;
        const again = await visit();
        assert.match(String(again.body), /content v3</);
        assert.equal(again.hit, false);
        assert.equal(writer.renders, 5);
        assert.equal(errors.length, 1, 'a fallback was told by the writer itself');
        await landed();
        assert.deepEqual(unhandled, []);
      } finally {
        process.off('unhandledRejection', onUnhandled);
      }
    });
  });
});

function randomText(length: number): string {
  let text = '';
  while (text.length < length) text += Math.random().toString(36).slice(2);
  return text.slice(0, length);
}

test('the version is asked by one request shared by all, at most once per interval', async () => {
  setServerApiOrigin(apiOrigin);
  const versions = contentVersions({ intervalMs: 250 });
  const askedBefore = api.asked;
  const states = await Promise.all(Array.from({ length: 10 }, () => versions.current()));
  assert.ok(states.every((s) => s?.version === api.version));
  await versions.current();
  assert.equal(api.asked - askedBefore, 1);
  await sleep(260);
  await versions.current();
  assert.equal(api.asked - askedBefore, 2);
});

test('Accept-Encoding and DOCUMENT_CACHE_MB are read strictly', () => {
  assert.equal(acceptedEncoding('gzip, deflate, br'), 'br');
  assert.equal(acceptedEncoding('br;q=0, gzip'), 'gzip');
  assert.equal(acceptedEncoding('*'), 'br');
  assert.equal(acceptedEncoding(undefined), 'identity');
  assert.equal(acceptedEncoding('deflate'), 'identity');
  assert.equal(documentCacheBytes(undefined), 32 * 1024 * 1024);
  assert.equal(documentCacheBytes('0'), 0);
  assert.equal(documentCacheBytes('8'), 8 * 1024 * 1024);
  assert.throws(() => documentCacheBytes('lots'), /DOCUMENT_CACHE_MB must be a whole number/);
});
