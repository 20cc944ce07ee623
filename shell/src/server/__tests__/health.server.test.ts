/**
 * What a load balancer needs from the shell's server: `/health` 503 until every remote's
 * current manifest is read, its server release has rendered once and the API is healthy, then
 * 200 (503 again while draining); one X-Request-Id per request, passed to the API by the proxy
 * and by the server render's own calls; and a close that answers the requests in flight while
 * refusing new connections. The remote and the API are small HTTP servers here (started late,
 * to be "not there yet"); the server render is a stand-in that calls the API through the
 * shared client, as a remote's page does.
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { api } from '@koris/shared/api';
import { setServerApiOrigin } from '@koris/shared/api';
import { freePort } from '@koris/tooling/net';
import { createShellServer } from '../app';
import type { RenderRequest } from '../render';
import { renderRequestHeaders } from '../content-api';
import { drainAndClose } from '@koris/server-kit';
import { type Answer, answerManifests, manifestWith, readAnswer } from './remote-fixture';

jest.setTimeout(30_000);
const HOST = '127.0.0.1';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function get(base: string, p: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get(new URL(p, base), { headers, agent: false }, (res) =>
      readAnswer(res).then(resolve, reject),
    );
    req.on('error', reject);
  });
}

/** An HTTP server on a port chosen now, listening only once `start()` is called. */
function lateServer(handler: http.RequestListener) {
  const server = http.createServer(handler);
  let port = 0;
  return {
    server,
    async reserve() {
      port = await freePort();
      return `http://${HOST}:${port}`;
    },
    start: () => new Promise<void>((resolve) => server.listen(port, HOST, resolve)),
    stop: () =>
      new Promise<void>((resolve) =>
        server.listening ? server.close(() => resolve()) : resolve(),
      ),
  };
}

/** The remote: its browser and server manifests (the document tests' fixtures). */
const remote = lateServer((req, res) => {
  answerManifests(req, res, manifestWith('photo.aaaaaaaaaa'));
});

/** The API: every request's X-Request-Id is noted; /api/slow answers after a while. */
const seenIds: { url: string; id: string | undefined }[] = [];
let apiHealthy = false;
const apiServer = lateServer((req, res) => {
  seenIds.push({ url: req.url ?? '', id: req.headers['x-request-id'] as string | undefined });
  const answer = (status: number, body: unknown) =>
    res
      .writeHead(status, {
        'content-type': 'application/json',
        ...(req.headers['x-request-id'] && { 'x-request-id': req.headers['x-request-id'] }),
      })
      .end(JSON.stringify(body));
  if (req.url === '/api/health') {
    return apiHealthy
      ? answer(200, { status: 'ok' })
      : answer(503, { status: 'unavailable', message: 'x' });
  }
  if (req.url === '/api/slow') return setTimeout(() => answer(200, { slow: true }), 400);
  answer(200, []);
});

const renders: { module: string; entry: string | undefined; headers: Record<string, string> }[] =
  [];

/** The server render as a remote's page does it: its data through the shared client. */
async function renderPage(request: RenderRequest) {
  const headers = renderRequestHeaders();
  renders.push({ module: request.module, entry: Object.values(request.entries)[0], headers });
  const galleries = await api.get('galleries').json<unknown[]>();
  return { html: `<main>${galleries.length}</main>`, data: {} };
}

let shell: FastifyInstance;
let base: string;
let dir: string;

beforeAll(async () => {
  const remoteOrigin = await remote.reserve();
  const apiOrigin = await apiServer.reserve();
  dir = mkdtempSync(path.join(os.tmpdir(), 'koris-shell-health-'));
  mkdirSync(path.join(dir, 'dist'));
  writeFileSync(
    path.join(dir, 'dist', 'index.html'),
    '<!doctype html><html><head><title>t</title></head><body><div id=root></div></body></html>',
  );
  setServerApiOrigin(apiOrigin, renderRequestHeaders);
  shell = await createShellServer({
    root: path.join(dir, 'dist'),
    apiOrigin,
    remotes: { mf_media: `${remoteOrigin}/mf-manifest.json` },
    https: false,
    render: { renderPage, sharedVersions: { react: '19.3.1', zustand: '5.1.0' } },
    inlineCss: false,
  });
  await shell.listen({ port: 0, host: HOST });
  base = `http://${HOST}:${(shell.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await shell?.close();
  await remote.stop();
  await apiServer.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('/health', () => {
  test('503 with its reasons while the remote and the API are not there, 200 once they are', async () => {
    const before = await get(base, '/health');
    assert.equal(before.status, 503);
    assert.equal(before.headers['cache-control'], 'no-store');
    const body = JSON.parse(before.text);
    assert.equal(body.status, 'unavailable');
    assert.match(body.message, /mf_media: its manifest has not been read yet/);
    assert.match(body.message, /the API cannot be reached/);
    assert.doesNotMatch(before.text, /127\.0\.0\.1|ECONN/);

    // The remote is up, the API answers but is not healthy: still 503.
    await remote.start();
    await apiServer.start();
    // The descriptor of a remote that was down is kept for its interval: wait it out.
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const unhealthyApi = await get(base, '/health');
    assert.equal(unhealthyApi.status, 503);
    assert.equal(JSON.parse(unhealthyApi.text).message, 'the API is not healthy');

    apiHealthy = true;
    const after = await get(base, '/health', { 'x-request-id': 'lb-check-1' });
    assert.equal(after.status, 200, after.text);
    assert.deepEqual(JSON.parse(after.text), { status: 'ok' });
    assert.equal(after.headers['cache-control'], 'no-store');
    // Each page module of the remote's current server release was rendered before the 200.
    const modules = new Set(renders.map((r) => r.module));
    assert.ok(modules.has('mf_media/PhotoPage') && modules.has('mf_media/VideosPage'));
    assert.match(renders.at(-1)!.entry!, /server\/remoteEntry\.js\?v=/);
    // The health check asked the API with its own request's id.
    assert.ok(seenIds.some((s) => s.url === '/api/health' && s.id === 'lb-check-1'));
  });

  test('503 while the server drains', async () => {
    shell.draining = true;
    try {
      const res = await get(base, '/health');
      assert.equal(res.status, 503);
      assert.deepEqual(JSON.parse(res.text), { status: 'unavailable', message: 'shutting down' });
    } finally {
      shell.draining = false;
    }
  });

  test('is the shell’s own, not proxied to the API', async () => {
    seenIds.length = 0;
    await get(base, '/health');
    assert.ok(!seenIds.some((s) => s.url === '/health'));
  });
});

describe('X-Request-Id', () => {
  test('a well-formed incoming id reaches the API through the proxy and comes back', async () => {
    seenIds.length = 0;
    const res = await get(base, '/api/events', { 'x-request-id': 'lb-7f3a.91:c2' });
    assert.equal(res.status, 200);
    assert.equal(res.headers['x-request-id'], 'lb-7f3a.91:c2');
    assert.deepEqual(seenIds, [{ url: '/api/events', id: 'lb-7f3a.91:c2' }]);
  });

  test('a missing one is made, and the API gets that one', async () => {
    seenIds.length = 0;
    const res = await get(base, '/api/events');
    assert.match(String(res.headers['x-request-id']), UUID);
    assert.equal(seenIds[0]?.id, res.headers['x-request-id']);
  });

  test('a hostile one (too long, control or odd characters) is replaced before the API', async () => {
    for (const hostile of ['a'.repeat(300), 'abc\tdef', 'x y', '<b>', 'a;b']) {
      seenIds.length = 0;
      const res = await get(base, '/api/events', { 'x-request-id': hostile });
      const id = String(res.headers['x-request-id']);
      assert.notEqual(id, hostile);
      assert.match(id, UUID);
      assert.equal(seenIds[0]?.id, id);
    }
  });

  test('the server render’s own API calls carry the page request’s id', async () => {
    seenIds.length = 0;
    const res = await get(base, '/photo', { 'x-request-id': 'lb-page-42' });
    assert.equal(res.status, 200);
    assert.equal(res.headers['x-request-id'], 'lb-page-42');
    assert.match(res.text, /<main>0<\/main>/);
    // The content version the document cache asks is shared by every request: no id of its own.
    assert.deepEqual(
      seenIds.filter((seen) => seen.url !== '/api/content-version'),
      [{ url: '/api/galleries', id: 'lb-page-42' }],
    );
  });
});

describe('graceful shutdown (the SIGTERM handler of main.ts)', () => {
  test('a request in flight gets its answer; new connections are refused', async () => {
    const slow = get(base, '/api/slow');
    // Let the request reach the API before the signal.
    while (!seenIds.some((s) => s.url === '/api/slow')) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const closed = drainAndClose(shell)({ signal: 'SIGTERM' });
    assert.equal(shell.draining, true);
    // Not served: refused, or reset when it reaches the listener while it closes.
    await assert.rejects(get(base, '/health'), (error: NodeJS.ErrnoException) =>
      ['ECONNREFUSED', 'ECONNRESET'].includes(error.code ?? ''),
    );
    const answer = await slow;
    assert.equal(answer.status, 200);
    assert.deepEqual(JSON.parse(answer.text), { slow: true });
    await closed;
  });
});
