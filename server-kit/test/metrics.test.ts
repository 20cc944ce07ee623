import Fastify from 'fastify';
import { createServerApp } from '../src/errors';
import { Counter, labelRoute, metrics, metricsTokenOf, statusClass } from '../src/metrics';

const TOKEN = 'a-long-metrics-token';
const auth = (token = TOKEN) => ({ authorization: `Bearer ${token}` });

async function appWith(token: string | undefined) {
  const app = createServerApp(() => ({}), { logger: false });
  await app.register(metrics, { token });
  app.get('/things/:id', async () => ({ ok: true }));
  app.get('/pages/*', async (request) => {
    labelRoute(request, '/pages/:slug');
    return 'page';
  });
  app.get('/broken', async () => {
    throw new Error('boom');
  });
  return app;
}

describe('metrics', () => {
  it('answers 404 when no token is set, and times nothing', async () => {
    const app = await appWith(undefined);
    await app.inject('/things/1');
    const res = await app.inject({ url: '/metrics', headers: auth() });
    expect([res.statusCode, res.json()]).toEqual([404, { message: 'Not found' }]);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(await app.metrics.metrics()).not.toContain('http_request_duration_seconds');
    await app.close();
  });

  it('answers 401 { message } without the token or with another', async () => {
    const app = await appWith(TOKEN);
    for (const headers of [{}, auth('wrong'), auth(`${TOKEN}x`), { authorization: TOKEN }]) {
      const res = await app.inject({ url: '/metrics', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'A valid metrics token is required.' });
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.headers['cache-control']).toBe('no-store');
    }
    await app.close();
  });

  it('gives the exposition with the process metrics and route patterns, never a raw address', async () => {
    const app = await appWith(TOKEN);
    await app.inject('/things/12345');
    await app.inject('/pages/about-us');
    await app.inject('/no/such/address/999');
    await app.inject('/broken');
    const res = await app.inject({ url: '/metrics', headers: auth() });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    const text = res.body;
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toMatch(
      /http_request_duration_seconds_count\{route="\/things\/:id",method="GET",status_class="2xx"\} 1/,
    );
    expect(text).toMatch(/http_request_duration_seconds_count\{route="\/pages\/:slug",[^}]*\} 1/);
    expect(text).toMatch(
      /http_request_duration_seconds_count\{route="unmatched",method="GET",status_class="4xx"\} 1/,
    );
    expect(text).toMatch(
      /http_request_duration_seconds_count\{route="\/broken",method="GET",status_class="5xx"\} 1/,
    );
    expect(text).not.toMatch(/route="[^"]*(12345|about-us|999)/);
    expect(text.match(/route="[^"]*"/g)?.every((label) => !/\d/.test(label))).toBe(true);
    await app.close();
  });

  it('keeps one registry per app: several apps in one process never clash', async () => {
    const first = await appWith(TOKEN);
    const second = await appWith(TOKEN);
    for (const app of [first, second]) {
      new Counter({
        name: 'koris_example_total',
        help: 'An example.',
        registers: [app.metrics],
      }).inc();
    }
    await first.inject('/things/1');
    const one = (await first.inject({ url: '/metrics', headers: auth() })).body;
    const two = (await second.inject({ url: '/metrics', headers: auth() })).body;
    expect(one).toMatch(/http_request_duration_seconds_count\{route="\/things\/:id"/);
    expect(two).not.toMatch(/route="\/things\/:id"/);
    expect(two).toMatch(/^koris_example_total 1$/m);
    await Promise.all([first.close(), second.close()]);
  });

  it('reads METRICS_TOKEN: unset or empty is none, a short one stops the start unechoed', () => {
    expect(metricsTokenOf(undefined)).toBeUndefined();
    expect(metricsTokenOf('')).toBeUndefined();
    expect(metricsTokenOf(TOKEN)).toBe(TOKEN);
    expect(() => metricsTokenOf('short-secret')).toThrow(
      'METRICS_TOKEN must be at least 16 characters without spaces',
    );
    expect(() => metricsTokenOf('short-secret')).not.toThrow(/short-secret/);
  });

  it('names the status class', () => {
    expect([200, 304, 404, 503].map(statusClass)).toEqual(['2xx', '3xx', '4xx', '5xx']);
  });

  it('registers on a bare Fastify app too', async () => {
    const app = Fastify({ logger: false });
    await app.register(metrics, { token: TOKEN, defaultLabels: { remote: 'mf-content' } });
    await app.inject('/metrics');
    const res = await app.inject({ url: '/metrics', headers: auth() });
    expect(res.body).toMatch(/http_request_duration_seconds_count\{[^}]*remote="mf-content"/);
    await app.close();
  });
});
