import type { LightMyRequestResponse } from 'fastify';
import {
  bearer,
  build,
  sqlCount,
  sqlRows,
  sqlRun,
  userWithRoles,
  withApp,
  type TestApp,
} from '../../helper';
import { RUM_ROUTES } from '../../../src/lib/rum';
import type { RumReport } from '../../../src/schemas/rum';

const REPORT: RumReport = {
  route: '/photo/gallery/:id',
  remote: 'mf-media',
  release: 'a1b2c3d4e5f60718',
  view: true,
  metrics: [
    { name: 'LCP', value: 1800 },
    { name: 'CLS', value: 0.02 },
  ],
  errors: 0,
};

const HOUR_MS = 3_600_000;

function post(t: TestApp, body: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/rum',
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

function expectRefused(res: LightMyRequestResponse, status: number, message: RegExp) {
  expect(res.statusCode).toBe(status);
  expect(res.json<{ message: string }>().message).toMatch(message);
  expect(res.body).not.toMatch(/\bat .*\.(ts|js):\d+/);
}

describe('POST /api/rum', () => {
  let t: TestApp;
  withApp((built) => (t = built));

  it('takes a well-formed report as JSON or as text/plain (sendBeacon) and answers 204', async () => {
    const json = await post(t, REPORT);
    expect(json.statusCode).toBe(204);
    expect(json.body).toBe('');
    const text = await post(t, REPORT, { 'content-type': 'text/plain;charset=UTF-8' });
    expect(text.statusCode).toBe(204);
    const [row] = await sqlRows<{ n: number }>(
      t.app,
      "SELECT n FROM rum_counts WHERE metric = 'views' AND route = ?",
      REPORT.route,
    );
    expect(Number(row!.n)).toBe(2);
  });

  it('needs no XSRF header and hands out no cookie', async () => {
    const res = await post(t, REPORT, { cookie: 'XSRF-TOKEN=abc123' });
    expect(res.statusCode).toBe(204);
    expect(res.headers['set-cookie']).toBeUndefined();
    const bare = await post(t, REPORT);
    expect(bare.headers['set-cookie']).toBeUndefined();
  });

  it.each([
    ['an unknown route', { ...REPORT, route: '/photo/gallery/12' }, /route/],
    ['an unknown remote', { ...REPORT, remote: 'mf-other' }, /remote/],
    ['a release with other characters', { ...REPORT, release: 'a b' }, /release/],
    ['a release too long', { ...REPORT, release: 'a'.repeat(65) }, /release/],
    ['an unknown metric', { ...REPORT, metrics: [{ name: 'FID', value: 3 }] }, /metric name/],
    ['a time over a minute', { ...REPORT, metrics: [{ name: 'LCP', value: 60_001 }] }, /60000/],
    ['a negative time', { ...REPORT, metrics: [{ name: 'INP', value: -1 }] }, /metric value/],
    ['a CLS over 10', { ...REPORT, metrics: [{ name: 'CLS', value: 10.5 }] }, /CLS .* 10/],
    [
      'more than 10 metrics',
      { ...REPORT, metrics: Array.from({ length: 11 }, () => ({ name: 'LCP', value: 1 })) },
      /metrics/,
    ],
    ['more than 20 errors', { ...REPORT, errors: 21 }, /errors/],
    ['a field of its own', { ...REPORT, url: 'https://example.com/?who=me' }, /url/],
    ['no view flag', { ...REPORT, view: undefined }, /view/],
  ])('refuses %s with 422 and a message that names the field', async (_what, body, message) => {
    const res = await post(t, body);
    expectRefused(res, 422, message);
  });

  it('refuses a body that is not JSON, not an object or too large, never with a 5xx', async () => {
    expectRefused(await post(t, '{"route":'), 400, /JSON/);
    expectRefused(await post(t, '{"route":', { 'content-type': 'text/plain' }), 400, /JSON/);
    expectRefused(await post(t, '[1,2]'), 400, /object/);
    const padded = { ...REPORT, release: 'x', pad: ' '.repeat(5000) };
    expectRefused(await post(t, padded), 413, /large/i);
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/rum',
      headers: { 'content-type': 'application/octet-stream' },
      payload: Buffer.from(JSON.stringify(REPORT)),
    });
    expect(form.statusCode).toBe(415);
  });

  it('stores counts only: no address, no cookie, no address of the page', async () => {
    await post(t, REPORT, {
      'x-forwarded-for': '203.0.113.77',
      cookie: 'session=secret-cookie-value',
    });
    const rows = await sqlRows(t.app, 'SELECT * FROM rum_counts');
    expect(Object.keys(rows[0]!).sort()).toEqual(
      ['bucket', 'hour', 'metric', 'n', 'release_key', 'remote', 'route'].sort(),
    );
    const stored = JSON.stringify(rows);
    expect(stored).not.toMatch(/203\.0\.113|secret-cookie-value/);
  });

  it('leaves the content version alone: reports do not empty the read caches', async () => {
    const before = (await t.app.inject('/api/content-version')).body;
    expect((await post(t, REPORT)).statusCode).toBe(204);
    const after = (await t.app.inject('/api/content-version')).body;
    expect(after).toBe(before);
  });
});

describe('POST /api/rum limits and failures', () => {
  it('rate limits each address to RUM_RATE_LIMIT reports a minute', async () => {
    const t = await build({ RUM_RATE_LIMIT: '3' });
    try {
      const from = (ip: string) => ({ 'x-forwarded-for': ip });
      for (let i = 0; i < 3; i++)
        expect((await post(t, REPORT, from('1.2.3.4'))).statusCode).toBe(204);
      expectRefused(await post(t, REPORT, from('1.2.3.4')), 429, /Too many requests/);
      expect((await post(t, REPORT, from('5.6.7.8'))).statusCode).toBe(204);
    } finally {
      await t.destroy();
    }
  });

  it('answers 204 and logs when the counts cannot be stored', async () => {
    const t = await build();
    try {
      await sqlRun(t.app, 'DROP TABLE rum_counts');
      const res = await post(t, REPORT);
      expect(res.statusCode).toBe(204);
    } finally {
      await t.destroy();
    }
  });
});

describe('GET /api/rum/summary', () => {
  let t: TestApp;
  withApp((built) => (t = built));
  const now = Date.now();
  const hour = (hoursAgo: number) => now - hoursAgo * HOUR_MS;

  beforeAll(async () => {
    const rum = t.app.repos.rum;
    const old = { ...REPORT, release: 'old' };
    // Four LCPs on the gallery page: the 75th percentile is the third, 3000 ms.
    for (const value of [1000, 2000, 3000, 5000]) {
      await rum.record({ ...old, metrics: [{ name: 'LCP', value }] }, hour(1));
    }
    await rum.record({ ...old, view: false, metrics: [{ name: 'INP', value: 120 }] }, hour(1));
    await rum.record({ ...old, view: false, metrics: [{ name: 'CLS', value: 0.3 }] }, hour(1));
    // The home page, two days ago: only in the 7-day window.
    await rum.record(
      { ...REPORT, route: '/', remote: 'mf-content', release: 'c1', metrics: [] },
      hour(48),
    );
    // mf-media: an older release, then a newer one that throws.
    await rum.record({ ...REPORT, release: 'old', metrics: [], errors: 1 }, hour(30));
    await rum.record({ ...REPORT, release: 'old', metrics: [], errors: 0 }, hour(2));
    await rum.record({ ...REPORT, release: 'new', metrics: [], errors: 3 }, hour(0));
  });

  const summary = async (token: string, query = '') => {
    const res = await t.app.inject({ url: `/api/rum/summary${query}`, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    return res.json<{
      window: string;
      pages: {
        route: string;
        views: number;
        lcp: { p75: number | null; rating: string | null; samples: number };
        inp: { p75: number | null; rating: string | null };
        cls: { p75: number | null; rating: string | null };
        hourly: { hour: string; lcp_p75: number | null; views: number }[];
      }[];
      releases: {
        remote: string;
        release: string;
        errors: number;
        views: number;
        previous: { release: string; errors: number; views: number } | null;
        seen: { release: string; errors: number; views: number }[];
      }[];
    }>();
  };

  it('is for update-data only', async () => {
    expect((await t.app.inject('/api/rum/summary')).statusCode).toBe(401);
    const other = await userWithRoles(t.app, ['update-users', 'see-applications']);
    const refused = await t.app.inject({ url: '/api/rum/summary', headers: bearer(other) });
    expect(refused.statusCode).toBe(403);
  });

  it("gives each page's 75th percentiles rated by Google's thresholds, and views by hour", async () => {
    const token = await userWithRoles(t.app, ['update-data']);
    const day = await summary(token);
    expect(day.window).toBe('24h');
    expect(day.pages.map((p) => p.route)).toEqual(['/photo/gallery/:id']);
    const [gallery] = day.pages;
    expect(gallery!.lcp).toEqual({ p75: 3000, rating: 'needs-improvement', samples: 4 });
    expect(gallery!.inp).toEqual({ p75: 125, rating: 'good', samples: 1 });
    expect(gallery!.cls).toEqual({ p75: 0.3, rating: 'poor', samples: 1 });
    // 4 LCP views an hour ago, 1 "old" two hours ago, 1 "new" now.
    expect(gallery!.views).toBe(6);
    expect(gallery!.hourly).toHaveLength(24);
    const anHourAgo = gallery!.hourly[22]!;
    expect(anHourAgo).toEqual({ hour: expect.any(String), lcp_p75: 3000, views: 4 });
    expect(gallery!.hourly[21]!.lcp_p75).toBeNull();

    const week = await summary(token, '?window=7d');
    expect(week.pages.map((p) => p.route)).toEqual(['/photo/gallery/:id', '/']);
    expect(week.pages[0]!.hourly).toHaveLength(168);
    expect(week.pages[1]!.lcp).toEqual({ p75: null, rating: null, samples: 0 });
  });

  it("sets each remote's newest release beside the one before it", async () => {
    const token = await userWithRoles(t.app, ['update-data']);
    const day = await summary(token);
    const media = day.releases.find((r) => r.remote === 'mf-media');
    expect(media).toEqual({
      remote: 'mf-media',
      release: 'new',
      errors: 3,
      views: 1,
      // Its error of 30 hours ago is outside the day.
      previous: { release: 'old', errors: 0, views: 5 },
      seen: [
        { release: 'new', errors: 3, views: 1 },
        { release: 'old', errors: 0, views: 5 },
      ],
    });
    const week = await summary(token, '?window=7d');
    expect(week.releases.find((r) => r.remote === 'mf-media')!.previous).toEqual({
      release: 'old',
      errors: 1,
      views: 6,
    });
    expect(week.releases.find((r) => r.remote === 'mf-content')).toEqual({
      remote: 'mf-content',
      release: 'c1',
      errors: 0,
      views: 1,
      previous: null,
      seen: [{ release: 'c1', errors: 0, views: 1 }],
    });
  });

  it('names every release seen in the window, so a canary first seen in the same hour as two others is counted', async () => {
    const rum = t.app.repos.rum;
    // The current release, a preview opened by staff and a canary that throws, all within
    // the hour: the canary's name sorts last.
    const seenNow = {
      ...REPORT,
      route: '/' as const,
      remote: 'mf-admission' as const,
      metrics: [],
    };
    await rum.record({ ...seenNow, release: 'a-current' }, hour(0));
    await rum.record({ ...seenNow, release: 'b-preview' }, hour(0));
    for (let i = 0; i < 4; i += 1) {
      await rum.record({ ...seenNow, release: 'c-canary', errors: 2 }, hour(0));
    }
    const token = await userWithRoles(t.app, ['update-data']);
    const admission = (await summary(token)).releases.find((r) => r.remote === 'mf-admission')!;
    expect(admission.seen).toEqual(
      expect.arrayContaining([{ release: 'c-canary', errors: 8, views: 4 }]),
    );
    expect(admission.seen.map((r) => r.release).sort()).toEqual([
      'a-current',
      'b-preview',
      'c-canary',
    ]);
  });

  it('refuses an unknown window', async () => {
    const token = await userWithRoles(t.app, ['update-data']);
    const res = await t.app.inject({
      url: '/api/rum/summary?window=1y',
      headers: bearer(token),
    });
    expectRefused(res, 422, /window/);
  });

  it('purges counts older than RUM_KEEP_DAYS', async () => {
    await t.app.repos.rum.record(REPORT, now - 40 * 24 * HOUR_MS);
    const before = await sqlCount(t.app, 'rum_counts');
    const removed = await t.app.repos.rum.purge(new Date(now - 30 * 24 * HOUR_MS).toISOString());
    expect(removed).toBe(3);
    expect(await sqlCount(t.app, 'rum_counts')).toBe(before - 3);
  });
});

describe('the route patterns a report may name', () => {
  it('has the patterns of the route table, each once', () => {
    expect(new Set(RUM_ROUTES).size).toBe(RUM_ROUTES.length);
    expect(RUM_ROUTES).toContain('/photo/gallery/:id');
  });
});
