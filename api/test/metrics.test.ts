/**
 * The API's Prometheus metrics: `GET /metrics` on its own port behind METRICS_TOKEN, the
 * request durations labelled by route pattern, and the site's own metrics moving when their
 * thing happens (a kept answer served, a rate limit refusing).
 */
import { POSTGRES_URL, build, type TestApp } from './helper';

const TOKEN = 'metrics-token-for-the-tests';
const scrape = async (t: TestApp) => {
  const res = await t.app.inject({
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(res.statusCode).toBe(200);
  return res.body;
};
/** The value of one sample line (`name{labels} value`), 0 when it is not there yet. */
const sample = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
};

describe('metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build();
  });
  afterAll(() => t.destroy());

  it('answers 404 { message }', async () => {
    const res = await t.app.inject({ url: '/metrics', headers: { authorization: 'Bearer x' } });
    expect([res.statusCode, res.json()]).toEqual([404, { message: 'Not found' }]);
  });
});

describe('metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({ METRICS_TOKEN: TOKEN, RATE_LIMIT_LOGIN_ADDRESS: '2' });
  });
  afterAll(() => t.destroy());

  it('refuses another token with 401 { message }, never stored', async () => {
    const res = await t.app.inject({ url: '/metrics', headers: { authorization: 'Bearer nope' } });
    expect([res.statusCode, res.json()]).toEqual([
      401,
      { message: 'A valid metrics token is required.' },
    ]);
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await t.app.inject('/metrics')).statusCode).toBe(401);
  });

  it('times requests by route pattern, never by the id asked', async () => {
    expect((await t.app.inject('/api/events/987654')).statusCode).toBe(404);
    const text = await scrape(t);
    expect(text).toMatch(
      /http_request_duration_seconds_count\{route="\/api\/events\/:id",method="GET",status_class="4xx"\} 1/,
    );
    expect(text).not.toContain('987654');
    expect(text).toContain('process_resident_memory_bytes');
  });

  it('counts a public list answered from the kept answers', async () => {
    const before = await scrape(t);
    const first = await t.app.inject('/api/events');
    const cookie = first.cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
    expect((await t.app.inject({ url: '/api/events', headers: { cookie } })).statusCode).toBe(200);
    const after = await scrape(t);
    expect(sample(after, 'koris_api_cache_misses_total')).toBe(
      sample(before, 'koris_api_cache_misses_total') + 1,
    );
    expect(sample(after, 'koris_api_cache_hits_total')).toBe(
      sample(before, 'koris_api_cache_hits_total') + 1,
    );
    expect(sample(after, 'koris_api_cache_entries')).toBeGreaterThan(0);
    // The kept answer is written directly, and still timed under its route.
    const listed =
      'http_request_duration_seconds_count{route="/api/events",method="GET",status_class="2xx"}';
    expect(sample(after, listed)).toBe(sample(before, listed) + 2);
  });

  it("shows PostgreSQL's pool use; SQLite has no pool to show", async () => {
    const text = await scrape(t);
    if (POSTGRES_URL) {
      expect(sample(text, 'koris_db_pool_max')).toBe(10);
      expect(sample(text, 'koris_db_pool_connections{state="total"}')).toBeGreaterThan(0);
      expect(text).toMatch(/^koris_db_pool_connections\{state="waiting"\} \d+$/m);
    } else {
      expect(text).not.toContain('koris_db_pool');
    }
  });

  it('counts a rate limit refusal by the limit that refused', async () => {
    const attempt = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: `someone${i}@koris.lv`, password: 'nope-nope' },
        remoteAddress: '10.0.0.77',
      });
    const series = 'koris_rate_limit_refusals_total{limit="login-address"}';
    expect(sample(await scrape(t), series)).toBe(0);
    for (let i = 0; i < 2; i++) expect((await attempt(i)).statusCode).toBe(422);
    expect((await attempt(3)).statusCode).toBe(429);
    expect(sample(await scrape(t), series)).toBe(1);
  });
});
