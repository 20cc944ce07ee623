/**
 * Refused bodies through the shell's proxy, over real sockets: a body larger than the API takes
 * is always answered with its status (the client reads the 413), never reset while the client
 * is still sending. The API is a stand-in built like the real one (the kit's server app, the
 * API's body limit, the kit's refused-body rule), so the test starts in a second.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createServerApp, refusedBody } from '@koris/server-kit';
import { createShellServer } from '../app';

jest.setTimeout(120_000);

const portOf = (app: FastifyInstance) => (app.server.address() as AddressInfo).port;

let api: FastifyInstance;
let shell: FastifyInstance;
let base: string;
let root: string;
/** Bodies declared over the API's bound that reached the API anyway. */
let apiSawLarge = 0;

beforeAll(async () => {
  api = createServerApp(() => ({}), { bodyLimit: 1024 * 1024 });
  await api.register(refusedBody);
  api.addHook('onRequest', async (request) => {
    if (Number(request.headers['content-length']) > 1024 * 1024) apiSawLarge += 1;
  });
  api.post('/api/login', async () => ({ ok: true }));
  api.get('/api/system-settings', async () => []);
  await api.listen({ port: 0, host: '127.0.0.1' });
  root = mkdtempSync(path.join(os.tmpdir(), 'koris-proxy-bodies-'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>t</title>');
  shell = await createShellServer({
    root,
    apiOrigin: `http://127.0.0.1:${portOf(api)}`,
    remotes: {},
    https: false,
    render: null,
    inlineCss: true,
  });
  await shell.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${portOf(shell)}`;
});

afterAll(async () => {
  await shell?.close();
  await api?.close();
  rmSync(root, { recursive: true, force: true });
});

interface Outcome {
  status: number;
  text: string;
  /** What the client's socket reported while it was still sending (EPIPE, ECONNRESET). */
  error?: string;
}

/**
 * One POST on a fresh connection, its body written in chunks as a browser would: the answer as
 * read, or the error the client met before it could read one.
 */
function post(body: Buffer, { type = 'application/json', chunked = false } = {}): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = http.request(new URL('/api/login', base), {
      method: 'POST',
      agent: false,
      headers: {
        'content-type': type,
        ...(chunked
          ? { 'transfer-encoding': 'chunked' }
          : { 'content-length': String(body.length) }),
      },
    });
    let answered: Outcome | undefined;
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        answered = { status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') };
        resolve(answered);
      });
      res.on('error', (error) => resolve({ status: 0, text: '', error: error.message }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (!answered) resolve({ status: 0, text: '', error: error.code ?? error.message });
    });
    if (!chunked) return req.end(body);
    // Sent without a length, in pieces: only counting tells how long it is.
    const piece = 256 * 1024;
    for (let at = 0; at < body.length; at += piece) req.write(body.subarray(at, at + piece));
    req.end();
  });
}

const jsonBody = (bytes: number) =>
  Buffer.from(JSON.stringify({ email: 'a@b.lv', password: 'p'.repeat(bytes) }));

test('a 5 MB JSON body through the proxy is answered 413, twenty times out of twenty', async () => {
  const body = jsonBody(5 * 1024 * 1024);
  const outcomes: Outcome[] = [];
  for (let i = 0; i < 20; i++) outcomes.push(await post(body));
  const failed = outcomes.filter((o) => o.status !== 413);
  assert.deepEqual(failed, [], `${failed.length} of 20 were not read as 413`);
  for (const o of outcomes)
    assert.deepEqual(JSON.parse(o.text), { message: 'Request body is too large.' });
  const next = await post(jsonBody(10));
  assert.equal(next.status, 200);
  // Refused by the shell itself: none of them travelled to the API.
  assert.equal(apiSawLarge, 0);
});

test('twenty at once are each answered 413, and the proxy goes on answering', async () => {
  const body = jsonBody(5 * 1024 * 1024);
  const outcomes = await Promise.all(Array.from({ length: 20 }, () => post(body)));
  assert.deepEqual(
    outcomes.filter((o) => o.status !== 413),
    [],
  );
  assert.equal((await post(jsonBody(10))).status, 200);
});

test('a body sent without a length is counted: past the bound it is answered 413', async () => {
  for (let i = 0; i < 5; i++) {
    const outcome = await post(jsonBody(5 * 1024 * 1024), { chunked: true });
    assert.equal(outcome.status, 413, JSON.stringify(outcome));
    assert.deepEqual(JSON.parse(outcome.text), { message: 'Request body is too large.' });
  }
  assert.equal((await post(jsonBody(10), { chunked: true })).status, 200);
});

test('a 64 MiB body is answered with its status, never reset while it is sent', async () => {
  const body = jsonBody(64 * 1024 * 1024 - 64);
  for (let i = 0; i < 3; i++) {
    const outcome = await post(body);
    assert.equal(outcome.status, 413, JSON.stringify(outcome));
  }
});

test('an upload within the largest the API takes goes through to the API', async () => {
  const outcome = await post(Buffer.alloc(2 * 1024 * 1024, 'a'), {
    type: 'multipart/form-data; boundary=x',
  });
  // The stand-in API has no multipart parser: its own 415 comes back, not the proxy's 413.
  assert.equal(outcome.status, 415, JSON.stringify(outcome));
});
