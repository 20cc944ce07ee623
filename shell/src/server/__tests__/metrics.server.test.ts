/**
 * The shell's `/metrics`: on its own port behind METRICS_TOKEN, answered by the shell itself
 * (never a page, never kept, never forwarded to the API), page requests timed by their route
 * pattern, and the kept-document and render metrics moving when a document is kept, served
 * again, or written without its render. The API and the remote are small HTTP servers.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createShellServer } from '../app';
import { manifestWith, serverManifestWith } from './remote-fixture';

jest.setTimeout(30_000);

const TOKEN = 'shell-metrics-token-for-tests';
const INDEX =
  '<!doctype html><html lang=lv><head><meta charset=utf-8><title>LU jauktais koris</title>' +
  '<script defer src=/main.1234567890.js></script></head><body><div id=root></div></body></html>';

const servers: http.Server[] = [];
const folders: string[] = [];
const apiAsked: string[] = [];
let apiOrigin = '';
let remoteOrigin = '';
let renderFails = false;
/** The API's content version: an edit moves it. */
let contentVersion = 'v1';

async function listen(handler: http.RequestListener): Promise<string> {
  const server = http.createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  apiOrigin = await listen((req, res) => {
    apiAsked.push(req.url ?? '');
    if (req.url === '/api/content-version') {
      return res
        .writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' })
        .end(JSON.stringify({ version: contentVersion }));
    }
    res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Not found"}');
  });
  remoteOrigin = await listen((req, res) => {
    if (req.url?.endsWith('.css')) {
      return res.writeHead(200, { 'content-type': 'text/css' }).end('main{color:red}');
    }
    const body =
      req.url === '/mf-manifest.json'
        ? manifestWith('events.aaaaaaaaaa')
        : req.url === '/server/mf-manifest.json'
          ? serverManifestWith('19.3.1')
          : null;
    if (!body) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
});

afterAll(async () => {
  for (const server of servers) await new Promise((resolve) => server.close(resolve));
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

async function shell(metricsToken: string | undefined): Promise<FastifyInstance> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'koris-shell-metrics-'));
  folders.push(root);
  writeFileSync(path.join(root, 'index.html'), INDEX);
  const app = await createShellServer({
    root,
    apiOrigin,
    remotes: { mf_content: `${remoteOrigin}/mf-manifest.json` },
    https: false,
    render: {
      renderPage: async () => {
        if (renderFails) throw new Error('the render failed');
        return { html: '<main><h1>Notikumi</h1></main>', data: {} };
      },
      sharedVersions: { react: '19.3.1', zustand: '5.1.0' },
    },
    inlineCss: true,
    contentVersion: { settleMs: 0 },
    metricsToken,
  });
  await app.ready();
  return app;
}

const scrape = async (app: FastifyInstance) => {
  const res = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  assert.equal(res.statusCode, 200);
  assert.equal(res.headers['cache-control'], 'no-store');
  return res.body;
};
/** The value of one sample line (`name{labels} value`), 0 when it is not there. */
const sample = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
};
const page = (app: FastifyInstance, url: string) =>
  app.inject({ url, headers: { 'accept-encoding': 'identity' } });

test('without METRICS_TOKEN /metrics is 404 { message }, not a page, and the API is never asked', async () => {
  const app = await shell(undefined);
  apiAsked.length = 0;
  const res = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  assert.equal(res.statusCode, 404);
  assert.deepEqual(res.json(), { message: 'Not found' });
  assert.match(String(res.headers['content-type']), /^application\/json/);
  assert.deepEqual(apiAsked, []);
  await app.close();
});

test('another token, or none, is refused with 401 { message }', async () => {
  const app = await shell(TOKEN);
  for (const authorization of ['Bearer wrong-token-of-some-length', undefined]) {
    const res = await app.inject({
      url: '/metrics',
      headers: authorization ? { authorization } : {},
    });
    assert.equal(res.statusCode, 401);
    assert.deepEqual(res.json(), { message: 'A valid metrics token is required.' });
    assert.equal(res.headers['cache-control'], 'no-store');
  }
  await app.close();
});

test('pages are timed by route pattern; kept documents count hits, misses and bytes', async () => {
  const app = await shell(TOKEN);
  await app.inject('/health');
  const before = await scrape(app);
  assert.equal(sample(before, 'koris_kept_documents_bytes'), 0);
  const first = await page(app, '/events');
  assert.equal(first.statusCode, 200);
  assert.equal((await page(app, '/events')).statusCode, 200);
  assert.equal((await page(app, '/events')).statusCode, 200);
  assert.equal((await page(app, '/no-such-page-4711')).statusCode, 404);
  const after = await scrape(app);
  assert.equal(sample(after, 'koris_kept_document_misses_total'), 1);
  assert.equal(sample(after, 'koris_kept_document_hits_total'), 2);
  assert.ok(sample(after, 'koris_kept_documents_bytes') > first.rawPayload.length);
  assert.equal(sample(after, 'koris_kept_documents'), 1);
  assert.equal(sample(after, 'koris_documents_written_total{outcome="complete"}'), 1);
  assert.equal(sample(after, 'koris_documents_written_total{outcome="not_found"}'), 1);
  assert.equal(
    sample(
      after,
      'http_request_duration_seconds_count{route="/events",method="GET",status_class="2xx"}',
    ),
    3,
  );
  assert.equal(
    sample(
      after,
      'http_request_duration_seconds_count{route="unmatched",method="GET",status_class="4xx"}',
    ),
    1,
  );
  assert.doesNotMatch(after, /route="[^"]*(4711|no-such)/);
  assert.match(after, /^process_cpu_user_seconds_total /m);
  await app.close();
});

test('a render that fails counts as a fallback, and its document is not kept', async () => {
  const app = await shell(TOKEN);
  await app.inject('/health');
  renderFails = true;
  try {
    assert.equal((await page(app, '/events')).statusCode, 200);
    assert.equal((await page(app, '/events')).statusCode, 200);
  } finally {
    renderFails = false;
  }
  const text = await scrape(app);
  assert.equal(sample(text, 'koris_render_failures_total'), 2);
  assert.equal(sample(text, 'koris_documents_written_total{outcome="fallback"}'), 2);
  assert.equal(sample(text, 'koris_kept_document_hits_total'), 0);
  assert.equal(sample(text, 'koris_kept_documents'), 0);
  await app.close();
});

test('a kept document of the previous content served after an edit counts as stale, and as a hit', async () => {
  const app = await shell(TOKEN);
  await app.inject('/health');
  assert.equal((await page(app, '/events')).statusCode, 200);
  const before = await scrape(app);
  assert.equal(sample(before, 'koris_stale_documents_total'), 0);
  contentVersion = 'v2';
  try {
    // The version is asked at most every 250 ms.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const stale = await page(app, '/events');
    assert.equal(stale.statusCode, 200);
    assert.equal(stale.headers['etag'], undefined);
    const after = await scrape(app);
    assert.equal(sample(after, 'koris_stale_documents_total'), 1);
    assert.equal(
      sample(after, 'koris_kept_document_hits_total'),
      sample(before, 'koris_kept_document_hits_total') + 1,
    );
  } finally {
    contentVersion = 'v1';
  }
  await app.close();
});
