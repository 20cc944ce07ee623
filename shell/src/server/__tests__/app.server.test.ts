/**
 * The shell's server against a real API process: refused requests never stall the proxy,
 * upstream trouble is answered 502/503/504 with a short `{ message }`, hop-by-hop headers do
 * not reach the API, the API's own status and body pass through, every error has the one
 * shape, and the security headers are set. The API runs from its TypeScript source through
 * tsx, so the test needs no build; the shell's build is a small fixture folder.
 */
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import zlib from 'node:zlib';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { remotesJson } from '@koris/shared/federation/remotes';
import { isHttps } from '@koris/server-kit';
import { freePort, waitForHttp } from '@koris/tooling/net';
import { GATEWAY_MESSAGES, type ProxyTimeouts } from '../plugins/api-proxy';
import { createShellServer } from '../app';
import { START_LOADER_HASH } from '../start';
import { type Answer as ReadAnswer, readAnswer } from './remote-fixture';

const ROOT = path.resolve(__dirname, '..', '..', '..', '..');

// A real API process starts from its source, and bodies of up to 100 MB go through.
jest.setTimeout(120_000);
const API_DIR = path.join(ROOT, 'api');
const HOST = '127.0.0.1';
const REMOTE_ORIGIN = 'http://127.0.0.1:39411';

/** A 1×1 PNG (the API turns each into resized variants). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const portOf = (app: FastifyInstance) => (app.server.address() as AddressInfo).port;

/** A shell build folder (`dist/`) holding these files. */
function fixtureBuild(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'koris-shell-'));
  mkdirSync(path.join(dir, 'dist'));
  for (const [file, text] of Object.entries(files))
    writeFileSync(path.join(dir, 'dist', file), text);
  return dir;
}

/** The shell's server as `main.ts` configures it from an environment, without the render. */
async function createServer({
  dir,
  env,
  timeouts = {},
}: {
  dir: string;
  env: Record<string, string>;
  timeouts?: Partial<ProxyTimeouts>;
}) {
  const app = await createShellServer({
    root: path.join(dir, 'dist'),
    apiOrigin: env['API_URL'] || `http://127.0.0.1:${env['API_PORT']}`,
    remotes: remotesJson(env),
    https: isHttps(env),
    uploadsPublicUrl: env['UPLOADS_PUBLIC_URL'],
    render: null,
    inlineCss: true,
    timeouts,
  });
  return { app };
}

interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  type?: string;
}

function multipart(parts: Part[]) {
  const boundary = `----koris${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const { name, value, filename, type } of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${name}"`;
    if (filename) head += `; filename="${filename}"\r\nContent-Type: ${type}`;
    chunks.push(Buffer.from(`${head}\r\n\r\n`), Buffer.from(value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), type: `multipart/form-data; boundary=${boundary}` };
}

/** An answer read whole, and how long it took from the request on. */
interface Answer extends ReadAnswer {
  ms: number;
}

interface RequestOptions {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  agent?: http.Agent;
}

/** One request with node:http (keep-alive agent), body written whole. */
function request(
  base: string,
  { method = 'GET', path: p, headers = {}, body, agent }: RequestOptions,
): Promise<Answer> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const req = http.request(new URL(p, base), { method, headers, agent }, (res) =>
      readAnswer(res).then((read) => resolve({ ...read, ms: Date.now() - started }), reject),
    );
    req.setTimeout(10_000, () =>
      req.destroy(
        new Error(`${method} ${p}: no answer in 10 s (reused connection: ${req.reusedSocket})`),
      ),
    );
    req.on('error', reject);
    if (headers['expect'] === '100-continue') {
      // The body waits for the server's "100 Continue".
      req.on('continue', () => req.end(body));
      req.flushHeaders();
    } else {
      req.end(body);
    }
  });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many shapes
const json = (answer: Answer): any => JSON.parse(answer.text);

function assertOneShape(answer: Answer) {
  const body = json(answer);
  assert.deepEqual(Object.keys(body), ['message']);
  assert.equal(typeof body.message, 'string');
  assert.doesNotMatch(answer.text, /FST_|ERR_|ECONN|127\.0\.0\.1|localhost|\/tmp|node_modules/);
}

describe('the shell server in front of a real API', () => {
  let api: ChildProcess | undefined;
  let apiPort: number;
  let dataDir: string;
  let shellDir: string;
  let shell: FastifyInstance;
  let base: string;
  let agent: http.Agent;
  let apiLog = '';

  async function startApi() {
    api = spawn(path.join(API_DIR, 'node_modules', '.bin', 'tsx'), ['src/server.ts'], {
      cwd: API_DIR,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        HOST,
        API_PORT: String(apiPort),
        DATA_DIR: dataDir,
        SEED: 'none',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_LOGIN: '100000',
        RATE_LIMIT_LOGIN_ADDRESS: '100000',
        // The admin signs in with a password alone here; the policy has its own tests.
        REQUIRE_SECOND_FACTOR_ROLES: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    api.stdout!.on('data', (c: Buffer) => (apiLog += c));
    api.stderr!.on('data', (c: Buffer) => (apiLog += c));
    assert.ok(
      await waitForHttp(`http://${HOST}:${apiPort}/api/system-settings`, { timeoutMs: 90_000 }),
      'the API did not answer',
    );
  }

  function stopApi() {
    return new Promise<void>((resolve) => {
      if (!api || api.exitCode !== null) return resolve();
      api.once('exit', () => resolve());
      api.kill('SIGTERM');
    });
  }

  beforeAll(async () => {
    apiPort = await freePort();
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'koris-serve-api-'));
    await startApi();
    shellDir = fixtureBuild({
      'index.html': '<!doctype html><html><head><title>t</title></head><body></body></html>',
      'main.0123456789.js': 'console.log(1)',
    });
    const env = {
      API_PORT: String(apiPort),
      REMOTE_CONTENT_URL: REMOTE_ORIGIN,
      REMOTE_MEDIA_URL: 'http://127.0.0.1:39412/mf-manifest.json',
      REMOTE_ADMISSION_URL: 'http://127.0.0.1:39413',
      REMOTE_ACCOUNT_URL: 'http://127.0.0.1:39414',
    };
    ({ app: shell } = await createServer({ dir: shellDir, env }));
    await shell.listen({ port: 0, host: HOST });
    base = `http://${HOST}:${portOf(shell)}`;
    agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  });

  afterAll(async () => {
    agent?.destroy();
    await shell?.close();
    await stopApi();
    for (const dir of [dataDir, shellDir]) {
      if (dir) rmSync(dir, { recursive: true, force: true });
    }
  });

  /** A login through the shell's proxy, on the kept-alive connection. */
  const logIn = (email: string, password: string) =>
    request(base, {
      method: 'POST',
      path: '/api/login',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
      agent,
    });

  test('after early refusals, ten ordinary requests through the proxy all answer 2xx within a second', async () => {
    const login = await logIn('admin@koris.lv', 'admin12345');
    assert.equal(login.status, 200, apiLog);
    const token = json(login).authorisation.token;

    const files = multipart(
      Array.from({ length: 2000 }, (_, i) => ({
        name: `f${i}`,
        value: '',
        filename: `f${i}.bin`,
        type: 'application/octet-stream',
      })),
    );
    const fields = multipart(
      Array.from({ length: 5000 }, (_, i) => ({ name: `x${i}`, value: 'a' })),
    );
    const bigField = multipart([{ name: 'email', value: 'a'.repeat(2 * 1024 * 1024) }]);
    const gallery = multipart([
      { name: 'title', value: 'Koncerts' },
      ...Array.from({ length: 60 }, (_, i) => ({
        name: `images[${i}]`,
        value: PNG,
        filename: `p${i}.png`,
        type: 'image/png',
      })),
    ]);
    const refusals = [
      { path: '/api/login', type: files.type, body: files.body, status: 413 },
      { path: '/api/login', type: fields.type, body: fields.body, status: 413 },
      { path: '/api/login', type: bigField.type, body: bigField.body, status: 413 },
      {
        path: '/api/login',
        type: 'application/json',
        body: JSON.stringify({ email: 'x'.repeat(3e6) }),
        status: 413,
      },
      {
        path: '/api/galleries',
        type: gallery.type,
        body: gallery.body,
        status: 413,
        auth: `Bearer ${token}`,
      },
    ];
    // Ten of them at once, like the attack in the issue.
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => refusals[i % refusals.length]!).map((r) =>
        request(base, {
          method: 'POST',
          path: r.path,
          headers: { 'content-type': r.type, ...(r.auth ? { authorization: r.auth } : {}) },
          body: r.body,
          agent,
        }),
      ),
    );
    for (const [i, answer] of answers.entries()) {
      assert.equal(answer.status, refusals[i % refusals.length]!.status, answer.text);
      assertOneShape(answer);
    }
    assert.equal(json(answers[4]!).message, 'At most 50 images per request.');

    const started = Date.now();
    const ordinary = await Promise.all(
      Array.from({ length: 10 }, () => request(base, { path: '/api/events', agent })),
    );
    for (const answer of ordinary) {
      assert.equal(answer.status, 200);
      assert.ok(Array.isArray(json(answer)));
    }
    assert.ok(Date.now() - started < 1_000, `took ${Date.now() - started} ms`);
  });

  test('a 5 MB body comes back as the API’s 413, every time', async () => {
    for (let i = 0; i < 20; i++) {
      const answer = await request(base, {
        method: 'POST',
        path: '/api/login',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'a@b.lv', password: 'p'.repeat(5 * 1024 * 1024) }),
        agent,
      });
      assert.equal(answer.status, 413);
      assert.deepEqual(json(answer), { message: 'Request body is too large.' });
    }
    const next = await request(base, { path: '/api/system-settings', agent });
    assert.equal(next.status, 200);
  });

  test('a 100 MB body comes back as the API’s 413, never a 502 or a reset', async () => {
    const body = Buffer.alloc(100 * 1024 * 1024, 'p');
    body.write('{"email":"a@b.lv","password":"');
    body.write('"}', body.length - 2);
    // The client keeps sending after the answer; past the bound the connection is closed under
    // it (a reset on its later writes, once the answer is read: as far as HTTP allows).
    const upload = () =>
      new Promise<Answer>((resolve, reject) => {
        let answer: Answer | undefined;
        const req = http.request(new URL('/api/login', base), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
        });
        req.on('response', (res) =>
          readAnswer(res).then(
            (read) => (answer = { ...read, ms: 0 }),
            () => undefined,
          ),
        );
        // Node's client stops listening on the socket once the answer has ended, while the
        // upload is still being written: its reset would otherwise be an uncaught error here.
        req.on('socket', (socket) => socket.on('error', () => undefined));
        const settle = () => (answer ? resolve(answer) : reject(new Error('no answer read')));
        req.on('error', () => setTimeout(settle, 50));
        req.on('close', () => setTimeout(settle, 50));
        req.end(body);
      });
    for (let i = 0; i < 3; i++) {
      const answer = await upload();
      assert.equal(answer.status, 413);
      assert.deepEqual(json(answer), { message: 'Request body is too large.' });
    }
    const next = await request(base, { path: '/api/system-settings', agent });
    assert.equal(next.status, 200);
  });

  test('Expect: 100-continue and a Keep-Alive request header work', async () => {
    const expect = await request(base, {
      method: 'POST',
      path: '/api/login',
      headers: { 'content-type': 'application/json', expect: '100-continue' },
      body: JSON.stringify({ email: 'admin@koris.lv', password: 'wrong-password' }),
      agent,
    });
    assert.equal(expect.status, 422);
    assert.equal(json(expect).message, 'Invalid email or password.');
    const keepAlive = await request(base, {
      path: '/api/system-settings',
      headers: { connection: 'keep-alive', 'keep-alive': 'timeout=5' },
      agent,
    });
    assert.equal(keepAlive.status, 200);
  });

  test('the calendar feed is at the site’s own /events.ics, answered by the API', async () => {
    const feed = await request(base, { path: '/events.ics', agent });
    assert.equal(feed.status, 200);
    assert.equal(feed.headers['content-type'], 'text/calendar; charset=utf-8');
    assert.match(feed.text, /^BEGIN:VCALENDAR\r\n[\s\S]*TZID:Europe\/Riga/);
  });

  test('the API’s own answers pass through: status and body', async () => {
    const missing = await request(base, { path: '/api/events/999999', agent });
    assert.equal(missing.status, 404);
    assertOneShape(missing);
    const badUrl = await request(base, { path: '/api/events/%ff', agent });
    assert.equal(badUrl.status, 400);
    assertOneShape(badUrl);
    const long = await request(base, { path: `/api/events/${'9'.repeat(250)}`, agent });
    assert.equal(long.status, 414);
    assertOneShape(long);
  });

  test('one X-Request-Id: the API takes the one the proxy forwards and answers with it', async () => {
    const given = await request(base, {
      path: '/api/system-settings',
      headers: { 'x-request-id': 'lb-0a1b2c.3' },
      agent,
    });
    assert.equal(given.status, 200);
    assert.equal(given.headers['x-request-id'], 'lb-0a1b2c.3');
    const made = await request(base, { path: '/api/health', agent });
    assert.equal(made.status, 200);
    assert.deepEqual(json(made), { status: 'ok' });
    assert.match(String(made.headers['x-request-id']), /^[0-9a-f-]{36}$/);
    const hostile = await request(base, {
      path: '/api/system-settings',
      headers: { 'x-request-id': `x${'y'.repeat(200)}` },
      agent,
    });
    assert.match(String(hostile.headers['x-request-id']), /^[0-9a-f-]{36}$/);
  });

  test('the shell’s own errors have the one shape', async () => {
    const badUrl = await request(base, { path: '/%ff', agent });
    assert.equal(badUrl.status, 400);
    assertOneShape(badUrl);
    assert.equal(badUrl.headers['x-content-type-options'], 'nosniff');
    const post = await request(base, {
      method: 'POST',
      path: '/somewhere',
      headers: { 'content-type': 'text/plain' },
      body: 'x'.repeat(100_000),
      agent,
    });
    assert.equal(post.status, 404);
    assertOneShape(post);
  });

  test('the document and assets carry the security headers; the CSP names the remotes', async () => {
    const doc = await request(base, { path: '/videos', agent });
    assert.equal(doc.status, 200);
    const csp = String(doc.headers['content-security-policy']);
    const directives = Object.fromEntries(
      csp.split(';').map((d) => {
        const [name, ...values] = d.trim().split(/\s+/);
        return [name, values];
      }),
    );
    // Each remote's folder (here the root of its own port), not only its host.
    const remotes = [
      `${REMOTE_ORIGIN}/`,
      'http://127.0.0.1:39412/',
      'http://127.0.0.1:39413/',
      'http://127.0.0.1:39414/',
    ];
    // Inline, only the start-up loader of rendered pages, by its hash.
    assert.deepEqual(directives['script-src'], ["'self'", ...remotes, START_LOADER_HASH]);
    assert.deepEqual(directives['connect-src'], ["'self'", ...remotes]);
    assert.deepEqual(directives['frame-src'], [
      'https://www.youtube-nocookie.com',
      'https://open.spotify.com',
    ]);
    assert.deepEqual(directives['frame-ancestors'], ["'none'"]);
    assert.deepEqual(directives['object-src'], ["'none'"]);
    assert.equal(directives['upgrade-insecure-requests'], undefined);
    assert.equal(doc.headers['x-content-type-options'], 'nosniff');
    assert.equal(doc.headers['x-frame-options'], 'DENY');
    assert.equal(doc.headers['referrer-policy'], 'strict-origin-when-cross-origin');
    assert.equal(doc.headers['strict-transport-security'], undefined);

    const asset = await request(base, { path: '/main.0123456789.js', agent });
    assert.equal(asset.headers['x-content-type-options'], 'nosniff');
  });

  test('HSTS and upgrade-insecure-requests only behind COOKIE_SECURE=1', async () => {
    const { app } = await createServer({
      dir: shellDir,
      env: { API_PORT: String(apiPort), COOKIE_SECURE: '1' },
    });
    try {
      const res = await app.inject('/');
      assert.equal(res.headers['strict-transport-security'], 'max-age=31536000');
      assert.match(String(res.headers['content-security-policy']), /upgrade-insecure-requests/);
    } finally {
      await app.close();
    }
  });

  test('images may load from UPLOADS_PUBLIC_URL, where the API redirects /uploads/', async () => {
    const { app } = await createServer({
      dir: shellDir,
      env: { API_PORT: String(apiPort), UPLOADS_PUBLIC_URL: 'https://cdn.example.org/koris/' },
    });
    try {
      const csp = String((await app.inject('/')).headers['content-security-policy']);
      const imgSrc = csp.split(';').find((d) => d.trim().startsWith('img-src'));
      assert.match(String(imgSrc), / https:\/\/cdn\.example\.org(;|$| )/);
      assert.doesNotMatch(csp.replace(String(imgSrc), ''), /cdn\.example\.org/);
    } finally {
      await app.close();
    }
  });

  test('the document goes out compressed (brotli or gzip) when the browser accepts it', async () => {
    const paragraph = '<p>Koris dzied jau simts gadus.</p>';
    const dir = fixtureBuild({
      'index.html': `<!doctype html><html><head><title>t</title></head><body>${paragraph.repeat(200)}</body></html>`,
    });
    const { app } = await createServer({ dir, env: { API_PORT: String(apiPort) } });
    try {
      const brotli = await app.inject({
        url: '/about-us',
        headers: { 'accept-encoding': 'gzip, br' },
      });
      assert.equal(brotli.statusCode, 200);
      assert.equal(brotli.headers['content-encoding'], 'br');
      assert.match(String(brotli.headers['content-type']), /^text\/html/);
      const html = zlib.brotliDecompressSync(brotli.rawPayload).toString('utf8');
      assert.ok(html.includes(paragraph.repeat(200)));
      assert.ok(brotli.rawPayload.length < html.length / 10, `${brotli.rawPayload.length} bytes`);

      const gzip = await app.inject({ url: '/events', headers: { 'accept-encoding': 'gzip' } });
      assert.equal(gzip.headers['content-encoding'], 'gzip');
      assert.ok(zlib.gunzipSync(gzip.rawPayload).toString('utf8').includes(paragraph));

      const plain = await app.inject({
        url: '/events',
        headers: { 'accept-encoding': 'identity' },
      });
      assert.equal(plain.headers['content-encoding'], undefined);
      assert.ok(plain.payload.includes(paragraph));
    } finally {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('API slow: 504 { message } after the header timeout', async () => {
    // An upstream that accepts connections and never answers.
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => {
      sockets.add(socket);
      socket.on('error', () => undefined);
    });
    await new Promise<void>((r) => silent.listen(0, HOST, r));
    const { app } = await createServer({
      dir: shellDir,
      env: { API_URL: `http://${HOST}:${(silent.address() as AddressInfo).port}` },
      timeouts: { headers: 500 },
    });
    await app.listen({ port: 0, host: HOST });
    try {
      const answer = await request(`http://${HOST}:${portOf(app)}`, {
        path: '/api/events',
      });
      assert.equal(answer.status, 504);
      assert.deepEqual(json(answer), { message: GATEWAY_MESSAGES[504] });
      assert.ok(answer.ms < 2_000);
    } finally {
      await app.close();
      for (const socket of sockets) socket.destroy();
      await new Promise((r) => silent.close(r));
    }
  });

  test('API stopped: 503 { message } within a second, and it recovers when the API is back', async () => {
    await stopApi();
    for (const p of ['/api/events', '/uploads/x.webp']) {
      const answer = await request(base, { path: p, agent });
      assert.equal(answer.status, 503);
      assert.deepEqual(json(answer), { message: GATEWAY_MESSAGES[503] });
      assert.ok(answer.ms < 1_000, `took ${answer.ms} ms`);
      assertOneShape(answer);
    }
    const post = await logIn('a@b.lv', 'x');
    assert.equal(post.status, 503);
    await startApi();
    const back = await request(base, { path: '/api/system-settings', agent });
    assert.equal(back.status, 200);
  });
});
