/**
 * The kept public lists answered by the server's request listener, before Fastify: over a real
 * socket (inject never reaches the listener), a repeat GET is the first answer's bytes and
 * headers with its own request id, a validator gets its 304, a write drops what was kept, and
 * every request the listener does not take (no cookie, a body, a version not seen yet) is
 * Fastify's, answered as before.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { MIN_CONTENT_VERSION_HEADER } from '@koris/server-kit';
import { ADMIN, build, login, type TestApp } from '../../helper';

const COOKIE = 'XSRF-TOKEN=0123456789abcdef0123456789abcdef';

describe('kept lists answered before Fastify, over HTTP', () => {
  let t: TestApp;
  let base: string;
  let taken: number;

  beforeAll(async () => {
    t = await build({ METRICS_TOKEN: 'the-metrics-token-of-this-test' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    // Counts what the listener answered itself, and leaves the answering to it.
    // (Replaced by hand: the suite's jest config restores spies before each test.)
    const answerKept = t.app.answerKept.bind(t.app);
    t.app.answerKept = (req, res) => {
      const answered = answerKept(req, res);
      if (answered) taken += 1;
      return answered;
    };
  });
  afterAll(() => t.destroy());
  beforeEach(() => {
    taken = 0;
  });

  const get = (path: string, headers: Record<string, string> = { cookie: COOKIE }) =>
    fetch(`${base}${path}`, { headers });

  it("answers a repeat GET with the first answer's bytes and headers, and its own request id", async () => {
    const first = await get('/api/achievements');
    expect(first.status).toBe(200);
    const firstBody = await first.text();
    expect(taken).toBe(0);

    const again = await get('/api/achievements', { cookie: COOKIE, 'x-request-id': 'mans-id-1' });
    expect(again.status).toBe(200);
    expect(await again.text()).toBe(firstBody);
    expect(taken).toBe(1);
    for (const name of [
      'content-type',
      'content-length',
      'etag',
      'cache-control',
      'x-content-type-options',
      'content-security-policy',
    ]) {
      expect(again.headers.get(name)).toBe(first.headers.get(name));
    }
    expect(again.headers.get('x-request-id')).toBe('mans-id-1');
    // A forged id is not echoed: a new one is made, as Fastify's own requests get.
    const forged = await get('/api/achievements', { cookie: COOKIE, 'x-request-id': 'a b\tc' });
    expect(forged.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers a matching validator with 304 and no body', async () => {
    const first = await get('/api/videos');
    const etag = first.headers.get('etag')!;
    const same = await get('/api/videos', { cookie: COOKIE, 'if-none-match': etag });
    expect(same.status).toBe(304);
    expect(await same.text()).toBe('');
    expect(same.headers.get('etag')).toBe(etag);
    expect(same.headers.get('cache-control')).toBe(first.headers.get('cache-control'));
    expect(same.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(same.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
    expect(taken).toBe(1);
  });

  it('drops what it kept on a write, and reads the new row', async () => {
    const before = await (await get('/api/achievements')).text();
    taken = 0;
    const staff = await login(t.app, ADMIN.email, ADMIN.password);
    const created = await fetch(`${base}/api/achievements`, {
      method: 'POST',
      headers: { authorization: `Bearer ${staff}`, 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'Klausītāju balva', order: 7 }),
    });
    expect(created.status).toBe(201);
    const after = await (await get('/api/achievements')).text();
    expect(after).not.toBe(before);
    expect(after).toContain('Klausītāju balva');
    expect(taken).toBe(0);
  });

  it("leaves to Fastify a first visit, a GET with a body and a writer's version not seen yet", async () => {
    await get('/api/history-events');
    // No XSRF cookie: the XSRF hook gives one (Fastify's).
    const firstVisit = await get('/api/history-events', {});
    expect(firstVisit.status).toBe(200);
    expect(firstVisit.headers.get('set-cookie')).toMatch(/^XSRF-TOKEN=/);
    // A version ahead of this instance: it learns of it first (Fastify's hook).
    const ahead = await get('/api/history-events', {
      cookie: COOKIE,
      [MIN_CONTENT_VERSION_HEADER]: 'ffffffffffff',
    });
    expect(ahead.status).toBe(200);
    // A GET with a body: the refused-body guard (Fastify's).
    const withBody = await new Promise<number>((resolve, reject) => {
      const req = http.request(`${base}/api/history-events`, {
        headers: { cookie: COOKIE, 'content-length': '2' },
      });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode!);
      });
      req.on('error', reject);
      req.end('{}');
    });
    // (Read and dropped within the small body limit: the list, from Fastify's own hook.)
    expect(withBody).toBe(200);
    expect(taken).toBe(0);
    // The same request without any of these is the listener's.
    expect((await get('/api/history-events')).status).toBe(200);
    expect(taken).toBe(1);
  });

  it('counts its answers in the request metrics, by route pattern', async () => {
    await get('/api/events?take=2');
    await get('/api/events?take=2');
    expect(taken).toBe(1);
    const text = await (
      await get('/metrics', { authorization: 'Bearer the-metrics-token-of-this-test' })
    ).text();
    expect(text).toMatch(/koris_api_cache_hits_total(\{[^}]*\})? [1-9]/);
    expect(text).toMatch(
      /http_request_duration_seconds_count\{[^}]*route="\/api\/events"[^}]*status_class="2xx"[^}]*\} [1-9]/,
    );
  });
});
