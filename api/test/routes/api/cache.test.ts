import { sql } from 'kysely';
import { COOKIE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from '../../../src/plugins/app/cache';
import { ADMIN, bearer, build, login, type TestApp, withStaffApp } from '../../helper';

/** Adds an achievement through the API, as the staff member of `token`. */
async function addAchievement(t: TestApp, token: string, payload: { text: string; order: number }) {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/achievements',
    payload,
    headers: bearer(token),
  });
  expect(created.statusCode).toBe(201);
  return created;
}

describe('response cache of the public lists', () => {
  let t: TestApp;
  let token: string;
  withStaffApp((staff) => ({ t, token } = staff));

  it('answers a repeated GET from the cache and drops it on any write', async () => {
    const first = await t.app.inject('/api/achievements');
    expect(first.json()).toEqual([]);
    // Written behind the API's back (Kysely's own executor, which no change signal hears of):
    // still the cached answer …
    await sql`INSERT INTO achievements (text, eng_text, "order", created_at, updated_at) VALUES ('Zelts', NULL, 0, '', '')`.execute(
      t.app.db.kysely,
    );
    const cached = await t.app.inject('/api/achievements');
    expect(cached.body).toBe(first.body);
    expect(cached.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(cached.headers['x-content-type-options']).toBe('nosniff');
    // … until a write through the API, which drops every cached answer.
    await addAchievement(t, token, { text: 'Sudrabs', order: 1 });
    const fresh = (await t.app.inject('/api/achievements')).json<{ text: string }[]>();
    expect(fresh.map((a) => a.text)).toEqual(['Zelts', 'Sudrabs']);
  });

  it('caches per URL (paging) and never caches errors', async () => {
    const titles = async (url: string) =>
      (await t.app.inject(url)).json<{ title: string }[]>().map((event) => event.title);
    // A refused query is refused afresh every time.
    expect((await t.app.inject('/api/events?take=-1')).statusCode).toBe(422);
    expect((await t.app.inject('/api/events?take=-1')).statusCode).toBe(422);
    const firstPage = await t.app.inject('/api/events?take=1');
    expect(firstPage.statusCode).toBe(200);
    expect((await t.app.inject('/api/events/999')).statusCode).toBe(404);

    // Written behind the API's back (no write the cache is told of), first in the listing order.
    await sql`INSERT INTO events (id, title, "order", is_current, created_at, updated_at)
         VALUES (999, 'Aiz muguras', -1000, 1, '2025-01-01T00:00:00.000Z', '2025-01-01T00:00:00.000Z')`.execute(
      t.app.db.kysely,
    );

    // The page asked for before is the cached answer, without the new row …
    const again = await t.app.inject('/api/events?take=1');
    expect(again.body).toBe(firstPage.body);
    expect(again.json<{ title: string }[]>().map((event) => event.title)).not.toContain(
      'Aiz muguras',
    );
    // … another page is another URL, read from the database …
    expect((await titles('/api/events?take=2'))[0]).toBe('Aiz muguras');
    // … and the 404 was not kept: the same URL now finds the row.
    const found = await t.app.inject('/api/events/999');
    expect(found.statusCode).toBe(200);
    expect(found.json<{ title: string }>().title).toBe('Aiz muguras');
  });

  it('still sets the XSRF cookie on a cached answer for a first visit', async () => {
    await t.app.inject('/api/videos');
    const again = await t.app.inject('/api/videos');
    expect(String(again.headers['set-cookie'])).toMatch(/^XSRF-TOKEN=/);
  });

  it("answers a repeat visit (with its cookie) with the first answer's bytes and headers", async () => {
    const cookie = { cookie: 'XSRF-TOKEN=abc' };
    const first = await t.app.inject({ url: '/api/galleries?take=3', headers: cookie });
    const again = await t.app.inject({ url: '/api/galleries?take=3', headers: cookie });
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    // Each answer names its own request's id; everything else is the first answer's.
    const { date: _a, 'x-request-id': firstId, ...firstHeaders } = first.headers;
    const { date: _b, 'x-request-id': againId, ...againHeaders } = again.headers;
    expect(againHeaders).toEqual(firstHeaders);
    expect(againId).not.toBe(firstId);
    expect(again.headers['content-length']).toBe(String(Buffer.byteLength(first.body)));
    expect(again.headers['content-security-policy']).toBeDefined();
    expect(again.headers['set-cookie']).toBeUndefined();
    // A GET that carries a body still goes through the answer hooks (nothing left unread).
    const withBody = await t.app.inject({
      url: '/api/galleries?take=3',
      headers: { ...cookie, 'content-type': 'text/plain' },
      payload: 'x',
    });
    expect(withBody.statusCode).toBe(200);
    expect(withBody.body).toBe(first.body);
  });
});

describe('validators and shared caching of the public lists', () => {
  let t: TestApp;
  let token: string;
  const cookie = { cookie: 'XSRF-TOKEN=abc' };
  withStaffApp((staff) => ({ t, token } = staff));

  it('carries an ETag and answers If-None-Match with 304 from the cache, until a write', async () => {
    const first = await t.app.inject({ url: '/api/conductors/current', headers: cookie });
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers['etag']);
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(first.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);

    const hit = await t.app.inject({ url: '/api/conductors/current', headers: cookie });
    expect(hit.headers['etag']).toBe(etag);
    const notModified = await t.app.inject({
      url: '/api/conductors/current',
      headers: { ...cookie, 'if-none-match': `"nope", ${etag}` },
    });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect(notModified.headers['etag']).toBe(etag);
    expect(notModified.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(notModified.headers['set-cookie']).toBeUndefined();
    const other = await t.app.inject({
      url: '/api/conductors/current',
      headers: { ...cookie, 'if-none-match': '"nope"' },
    });
    expect(other.statusCode).toBe(200);

    const created = await addAchievement(t, token, { text: 'Bronza', order: 2 });
    expect(created.headers['cache-control']).toBe('no-store');
    // A write drops the cache; the validator still names the same bytes (nothing changed in
    // this list), so the answer is still 304, now from a fresh read.
    const after = await t.app.inject({
      url: '/api/conductors/current',
      headers: { ...cookie, 'if-none-match': etag },
    });
    expect([200, 304]).toContain(after.statusCode);
    const changed = await t.app.inject({ url: '/api/achievements', headers: cookie });
    const again = await t.app.inject({
      url: '/api/achievements',
      headers: { ...cookie, 'if-none-match': String(changed.headers['etag']) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('a first visit gets its cookie on an answer no shared cache may keep; the kept one has none', async () => {
    const firstVisit = await t.app.inject('/api/history-events');
    expect(String(firstVisit.headers['set-cookie'])).toMatch(/^XSRF-TOKEN=/);
    expect(firstVisit.headers['cache-control']).toBe(COOKIE_CACHE_CONTROL);
    // From the cache, for another first visit: the cookie, and again not for a shared cache.
    const secondVisit = await t.app.inject('/api/history-events');
    expect(String(secondVisit.headers['set-cookie'])).toMatch(/^XSRF-TOKEN=/);
    expect(secondVisit.headers['cache-control']).toBe(COOKIE_CACHE_CONTROL);
    expect(secondVisit.headers['etag']).toBe(firstVisit.headers['etag']);
    // A repeat visit gets the kept answer: public, without a cookie.
    const repeat = await t.app.inject({ url: '/api/history-events', headers: cookie });
    expect(repeat.headers['set-cookie']).toBeUndefined();
    expect(repeat.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(repeat.body).toBe(firstVisit.body);
  });

  it("errors of a cached route are nobody's to keep", async () => {
    const missing = await t.app.inject({ url: '/api/events/424242', headers: cookie });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    expect(missing.headers['etag']).toBeUndefined();
  });
});

describe('GET /api/content-version', () => {
  it('changes with every write, also through another instance, and is never cached', async () => {
    const t = await build();
    const other = await build(t.env, t.dataDir);
    try {
      const version = async (app: TestApp) => {
        const res = await app.app.inject('/api/content-version');
        expect(res.statusCode).toBe(200);
        expect(res.headers['cache-control']).toBe('no-store');
        return res.json<{ version: string }>().version;
      };
      const before = await version(t);
      expect(await version(t)).toBe(before);
      const otherBefore = await version(other);
      const token = await login(t.app, ADMIN.email, ADMIN.password);
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/achievements',
        payload: { text: 'Jauns' },
        headers: bearer(token),
      });
      expect(created.statusCode).toBe(201);
      const after = await version(t);
      expect(after).not.toBe(before);
      // The other instance sees the change within a second (its poll of the database).
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await version(other)).not.toBe(otherBefore);
    } finally {
      await other.close();
      await t.destroy();
    }
  });
});

describe('read your own writes', () => {
  it("names a write's content version; a read asking for it gets the write from another instance", async () => {
    const t = await build();
    const other = await build(t.env, t.dataDir);
    try {
      const token = await login(t.app, ADMIN.email, ADMIN.password);
      const texts = async (headers: Record<string, string> = {}) =>
        (await other.app.inject({ url: '/api/achievements', headers }))
          .json<{ text: string }[]>()
          .map((a) => a.text);
      expect(await texts()).toEqual([]);
      const created = await addAchievement(t, token, { text: 'Zelts', order: 0 });
      const written = created.headers['content-version'];
      expect(written).toBe(
        (await t.app.inject('/api/content-version')).json<{ version: string }>().version,
      );
      // The shell's documents hear of it through a cookie only the servers read.
      expect(String(created.headers['set-cookie'])).toContain(
        `koris_seen=${encodeURIComponent(String(written))}; Max-Age=60; Path=/; HttpOnly; SameSite=Lax`,
      );
      expect(await texts({ 'min-content-version': String(written) })).toEqual(['Zelts']);
      // Reads carry no version of their own.
      expect((await t.app.inject('/api/achievements')).headers['content-version']).toBeUndefined();
    } finally {
      await other.close();
      await t.destroy();
    }
  });

  it('a read asking for a version not yet written is answered with what the instance has', async () => {
    const t = await build();
    try {
      const res = await t.app.inject({
        url: '/api/achievements',
        headers: { 'min-content-version': '999999' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
    } finally {
      await t.destroy();
    }
  });
});
