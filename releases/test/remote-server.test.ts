/**
 * A remote's production static server (server/remote-server.ts): its security headers, CORS, the
 * caching rules of built files, every error as `{ message }`, and no refusal of the shell's
 * server's work (the shell has a server of its own, shell/src/server).
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import { createServer } from '../src/server/index.js';

const QUIET = { LOG_LEVEL: 'silent' };

/** A package folder with a package.json and a dist/ (what serve-package needs). */
function fixturePackage(name: string, files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'koris-serve-'));
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name }));
  mkdirSync(path.join(dir, 'dist'));
  for (const [file, text] of Object.entries(files))
    writeFileSync(path.join(dir, 'dist', file), text);
  return dir;
}

const assertOneShape = (res: LightMyRequestResponse) => {
  assert.deepEqual(Object.keys(res.json()), ['message']);
  assert.doesNotMatch(res.body, /FST_|ERR_|127\.0\.0\.1|localhost|\/tmp|node_modules/);
};

describe("a remote's static server", () => {
  let dir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dir = fixturePackage('@koris/mf-content', {
      'index.html': '<!doctype html><title>dev host</title>',
      'remoteEntry.js': 'var mf_content;',
      'mf-manifest.json': '{}',
      'events.0123456789.js': 'x',
      'logo.png': 'png',
    });
    ({ app } = await createServer({ dir, env: { SITE_ORIGIN: 'https://koris.lv', ...QUIET } }));
  });

  afterAll(async () => {
    await app?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test('its files carry the security headers a remote needs', async () => {
    const entry = await app.inject('/remoteEntry.js');
    assert.equal(entry.statusCode, 200);
    assert.equal(entry.headers['x-content-type-options'], 'nosniff');
    assert.equal(entry.headers['cross-origin-resource-policy'], 'cross-origin');
    assert.equal(
      entry.headers['content-security-policy'],
      "default-src 'none';frame-ancestors 'none'",
    );
    assert.equal(entry.headers['strict-transport-security'], undefined);
  });

  test('the entry points are revalidated, hashed files kept a year, the rest an hour', async () => {
    const cache = async (url: string) => (await app.inject(url)).headers['cache-control'];
    assert.equal(await cache('/mf-manifest.json'), 'no-cache');
    assert.equal(await cache('/remoteEntry.js'), 'no-cache');
    assert.equal(await cache('/events.0123456789.js'), 'public, max-age=31536000, immutable');
    assert.equal(await cache('/logo.png'), 'public, max-age=3600');
  });

  test('CORS answers the site origin only', async () => {
    const ok = await app.inject({
      url: '/remoteEntry.js',
      headers: { origin: 'https://koris.lv' },
    });
    assert.equal(ok.headers['access-control-allow-origin'], 'https://koris.lv');
    const other = await app.inject({
      url: '/remoteEntry.js',
      headers: { origin: 'https://elsewhere.example' },
    });
    assert.equal(other.headers['access-control-allow-origin'], undefined);
  });

  test('every error has the one shape, with the security headers', async () => {
    const bad = await app.inject('/%ff');
    assert.equal(bad.statusCode, 400);
    assertOneShape(bad);
    assert.equal(bad.headers['x-content-type-options'], 'nosniff');
    const missing = await app.inject('/nope.js');
    assert.equal(missing.statusCode, 404);
    assertOneShape(missing);
  });

  test("every answer names its request id: the balancer's when well formed, else a new one", async () => {
    const given = await app.inject({
      url: '/remoteEntry.js',
      headers: { 'x-request-id': 'lb-1234' },
    });
    assert.equal(given.headers['x-request-id'], 'lb-1234');
    const bad = await app.inject({ url: '/nope.js', headers: { 'x-request-id': 'a b\nc' } });
    assert.match(String(bad.headers['x-request-id']), /^[0-9a-f-]{36}$/);
  });

  test('/health answers ok, and 503 with a reason once the server is closing', async () => {
    const ok = await app.inject('/health');
    assert.equal(ok.statusCode, 200);
    assert.deepEqual(ok.json(), { status: 'ok' });
    assert.equal(ok.headers['cache-control'], 'no-store');
    app.draining = true;
    try {
      const closing = await app.inject('/health');
      assert.equal(closing.statusCode, 503);
      assert.deepEqual(closing.json(), {
        status: 'unavailable',
        message: 'mf-content is shutting down.',
      });
    } finally {
      app.draining = false;
    }
  });

  test('/metrics: 404 { message } without METRICS_TOKEN, 401 with another token, else the exposition', async () => {
    const off = await app.inject({ url: '/metrics', headers: { authorization: 'Bearer x' } });
    assert.equal(off.statusCode, 404);
    assertOneShape(off);
    const token = 'remote-metrics-token-for-tests';
    const { app: measured } = await createServer({ dir, env: { METRICS_TOKEN: token, ...QUIET } });
    try {
      const wrong = await measured.inject({
        url: '/metrics',
        headers: { authorization: 'Bearer another-token-entirely' },
      });
      assert.equal(wrong.statusCode, 401);
      assertOneShape(wrong);
      await measured.inject('/events.0123456789.js');
      const res = await measured.inject({
        url: '/metrics',
        headers: { authorization: `Bearer ${token}` },
      });
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['cache-control'], 'no-store');
      assert.match(res.body, /^koris_release_current\{remote="mf-content",release="dist"\} 1$/m);
      assert.match(
        res.body,
        /^http_request_duration_seconds_count\{route="\/\*",method="GET",status_class="2xx"\} 1$/m,
      );
    } finally {
      await measured.close();
    }
    await assert.rejects(
      createServer({ dir, env: { METRICS_TOKEN: 'short', ...QUIET } }),
      /METRICS_TOKEN must be at least 16 characters/,
    );
  });

  test('HSTS only behind COOKIE_SECURE=1', async () => {
    const { app: secure } = await createServer({ dir, env: { COOKIE_SECURE: '1', ...QUIET } });
    try {
      const res = await secure.inject('/remoteEntry.js');
      assert.equal(res.headers['strict-transport-security'], 'max-age=31536000');
    } finally {
      await secure.close();
    }
  });

  test('a body it does not take is answered with its status, never reset while it is sent', async () => {
    const { app: served } = await createServer({ dir, env: QUIET });
    await served.listen({ port: 0, host: '127.0.0.1' });
    const port = (served.server.address() as AddressInfo).port;
    // One POST on a fresh connection: the status read, or the error met while sending.
    const post = (body: Buffer) =>
      new Promise<number | string>((resolve) => {
        const req = http.request({
          host: '127.0.0.1',
          port,
          path: '/remoteEntry.js',
          method: 'POST',
          agent: false,
          headers: { 'content-type': 'application/json', 'content-length': body.length },
        });
        req.on('response', (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        });
        req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
        req.end(body);
      });
    try {
      const fiveMb = Buffer.alloc(5 * 1024 * 1024, 'a');
      for (let i = 0; i < 20; i++) assert.equal(await post(fiveMb), 413);
      assert.equal(await post(Buffer.alloc(64 * 1024 * 1024 - 1024, 'a')), 413);
    } finally {
      await served.close();
    }
  });

  test('the shell is not served by it: the shell has its own server', async () => {
    const shell = fixturePackage('@koris/shell', { 'index.html': '<!doctype html>' });
    try {
      await assert.rejects(
        createServer({ dir: shell, env: QUIET }),
        /the shell has a server of its own/,
      );
    } finally {
      rmSync(shell, { recursive: true, force: true });
    }
  });
});
