import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { build, tempDataDir, type TestApp } from '../../helper';

/** A GET over real HTTP (one connection each): status, headers and body. */
function get(port: number, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const req = http.get({ host: '127.0.0.1', port, path, headers, agent: false }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on('error', reject);
    },
  );
}

describe('GET /api/health', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    // A login limit that a balancer's checks would reach at once, were they limited.
    t = await build({ RATE_LIMIT_LOGIN: '3', RATE_LIMIT_LOGIN_ADDRESS: '3' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.destroy());

  it('answers 200 { status: ok } while the database answers, never to be stored', async () => {
    const res = await get(port, '/api/health');
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('is never rate limited and never served from the response cache', async () => {
    for (let i = 0; i < 30; i++) {
      const res = await get(port, '/api/health');
      expect(res.status).toBe(200);
      expect(res.headers['x-ratelimit-limit']).toBeUndefined();
    }
    // The login limit of this app is reached well before that.
    let login = 0;
    for (let i = 0; i < 5; i++) {
      login = (
        await t.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: 'nobody@koris.lv', password: 'wrong-password' },
        })
      ).statusCode;
    }
    expect(login).toBe(429);
  });

  it('is documented in the OpenAPI document under the tag health', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json<{
      paths: Record<string, { get?: { tags?: string[]; responses: Record<string, unknown> } }>;
    }>();
    const op = doc.paths['/api/health']?.get;
    expect(op?.tags).toEqual(['health']);
    expect(Object.keys(op?.responses ?? {}).sort()).toEqual(['200', '503']);
  });
});

describe('GET /api/health without a database', () => {
  it('answers 503 { status: unavailable, message } without internals once the database is closed', async () => {
    const t = await build({}, tempDataDir());
    try {
      await t.app.db.close();
      const res = await t.app.inject('/api/health');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        status: 'unavailable',
        message: 'The database is unavailable.',
      });
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).not.toMatch(/sqlite|stack|\/tmp|Error/i);
    } finally {
      // The plugin's close of an already closed database is harmless.
      await t.destroy();
    }
  });

  it('answers 503 while the instance drains', async () => {
    const t = await build();
    try {
      t.app.draining = true;
      const res = await t.app.inject('/api/health');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', message: 'Shutting down.' });
    } finally {
      await t.destroy();
    }
  });
});

describe('GET /api/health under a flood of calls', () => {
  /** Every check asks the uploads storage for the same name, after the database. */
  function countChecks(t: TestApp): () => number {
    const exists = jest.spyOn(t.app.storage, 'exists');
    return () => exists.mock.calls.filter(([name]) => name === 'health-check').length;
  }

  /** Runs `test` on an app of its own, built with `env`, counting its checks; closes it after. */
  async function onOwnApp(
    env: Record<string, string>,
    test: (t: TestApp, checks: () => number) => Promise<void>,
  ) {
    const t = await build(env, tempDataDir());
    try {
      await test(t, countChecks(t));
    } finally {
      await t.destroy();
    }
  }

  it('asks the database and the uploads storage once for 50 calls within HEALTH_CHECK_CACHE_MS', async () => {
    // A window wider than 50 calls can take on a loaded machine; the default is 1000 ms.
    await onOwnApp({ HEALTH_CHECK_CACHE_MS: '30000' }, async (t, checks) => {
      const concurrent = await Promise.all(
        Array.from({ length: 25 }, () => t.app.inject('/api/health')),
      );
      const sequential = [];
      for (let i = 0; i < 25; i++) sequential.push(await t.app.inject('/api/health'));
      for (const res of [...concurrent, ...sequential]) {
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ status: 'ok' });
        expect(res.headers['cache-control']).toBe('no-store');
      }
      expect(checks()).toBe(1);

      // Closing is reported at once, whatever the last check said.
      t.app.draining = true;
      const draining = await t.app.inject('/api/health');
      expect(draining.statusCode).toBe(503);
      expect(draining.json()).toEqual({ status: 'unavailable', message: 'Shutting down.' });
      expect(checks()).toBe(1);
    });
  });

  it('checks again once the period is over, and a failure is seen then', async () => {
    await onOwnApp({ HEALTH_CHECK_CACHE_MS: '300' }, async (t, checks) => {
      expect((await t.app.inject('/api/health')).statusCode).toBe(200);
      await t.app.db.close();
      await new Promise((resolve) => setTimeout(resolve, 400));
      const down = await t.app.inject('/api/health');
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({
        status: 'unavailable',
        message: 'The database is unavailable.',
      });
      expect(checks()).toBe(1);
    });
  });

  it('checks on every call with HEALTH_CHECK_CACHE_MS=0', async () => {
    await onOwnApp({ HEALTH_CHECK_CACHE_MS: '0' }, async (t, checks) => {
      for (let i = 0; i < 5; i++) expect((await t.app.inject('/api/health')).statusCode).toBe(200);
      expect(checks()).toBe(5);
    });
  });
});
