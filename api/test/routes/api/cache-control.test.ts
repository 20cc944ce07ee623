import type { InjectOptions } from 'fastify';
import { PUBLIC_CACHE_CONTROL } from '../../../src/plugins/app/cache';
import { ADMIN, bearer, build, login, type TestApp } from '../../helper';

/**
 * Every route of the API, as its OpenAPI document lists them, asked anonymously and as the
 * admin: only the public lists and items (those the response cache keeps) may be kept by a
 * shared cache; every other answer (private data, tokens, login, writes, errors) says
 * `no-store`, and no answer a shared cache may keep sets a cookie.
 */
const PUBLIC_GETS = new Set([
  '/api/events',
  '/api/events/current',
  '/api/events/old',
  '/api/events/{id}',
  '/api/events.ics',
  '/api/galleries',
  '/api/galleries/{id}',
  '/api/conductors/current',
  '/api/conductors/old',
  '/api/conductors/{id}',
  '/api/achievements',
  '/api/achievements/{id}',
  '/api/system-settings',
  '/api/system-setting/get-by-name/{name}',
  '/api/history-events',
  '/api/videos',
]);

type Paths = Record<string, Record<string, unknown>>;

describe('Cache-Control of every route', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let paths: Paths;
  beforeAll(async () => {
    t = await build();
    admin = bearer(await login(t.app, ADMIN.email, ADMIN.password));
    // Something for the `{id}` routes to find.
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/achievements',
      payload: { text: 'Zelts' },
      headers: admin,
    });
    expect(created.statusCode).toBe(201);
    expect(created.headers['cache-control']).toBe('no-store');
    paths = (await t.app.inject('/api/docs/json')).json<{ paths: Paths }>().paths;
  });
  afterAll(() => t.destroy());

  const urlOf = (template: string) =>
    template.replace('{name}', 'site_title').replace(/\{\w+\}/g, '1');

  function expectPolicy(
    template: string,
    method: string,
    res: Awaited<ReturnType<TestApp['app']['inject']>>,
  ) {
    const control = String(res.headers['cache-control']);
    const where = `${method.toUpperCase()} ${template} → ${res.statusCode} ${control}`;
    if (control.includes('public')) {
      expect([where, PUBLIC_GETS.has(template) && method === 'get']).toEqual([where, true]);
      expect([where, res.statusCode]).toEqual([where, 200]);
      expect([where, res.headers['set-cookie']]).toEqual([where, undefined]);
      expect([where, typeof res.headers['etag']]).toEqual([where, 'string']);
    } else if (res.statusCode !== 200 || !PUBLIC_GETS.has(template) || method !== 'get') {
      expect([where, control]).toEqual([where, 'no-store']);
    }
  }

  it('lists the routes this test knows to be public', () => {
    for (const template of PUBLIC_GETS) expect(paths[template]?.['get']).toBeDefined();
  });

  it('GET: only the public routes may be kept by a shared cache, anonymous or not', async () => {
    const cookie = { cookie: 'XSRF-TOKEN=abc' };
    let checked = 0;
    let publicAnswers = 0;
    for (const [template, methods] of Object.entries(paths)) {
      if (!('get' in methods)) continue;
      for (const headers of [cookie, { ...cookie, ...admin }, {}]) {
        const res = await t.app.inject({ url: urlOf(template), headers });
        expectPolicy(template, 'get', res);
        checked += 1;
      }
      // A public route that found something answers a repeat visitor with what a shared
      // cache may keep (the test data has one achievement, nothing with `{id}` 1 otherwise).
      const res = await t.app.inject({ url: urlOf(template), headers: cookie });
      if (PUBLIC_GETS.has(template) && res.statusCode === 200) {
        expect([template, res.headers['cache-control']]).toEqual([template, PUBLIC_CACHE_CONTROL]);
        publicAnswers += 1;
      }
    }
    expect(checked).toBeGreaterThan(40);
    expect(publicAnswers).toBeGreaterThanOrEqual(PUBLIC_GETS.size - 5);
    // The private ones that answered with data, named.
    for (const url of [
      '/api/me',
      '/api/applications',
      '/api/trash',
      '/api/versions?kind=achievement&item_id=1',
      '/api/activity',
    ]) {
      const res = await t.app.inject({ url, headers: admin });
      expect([url, res.statusCode, res.headers['cache-control']]).toEqual([url, 200, 'no-store']);
    }
  });

  it('every write, login and token answer says no-store, refused or not', async () => {
    const noStore = async (request: InjectOptions & { url: string }, status?: number) => {
      const res = await t.app.inject(request);
      expect([request.url, res.headers['cache-control']]).toEqual([request.url, 'no-store']);
      if (status !== undefined)
        expect([request.url, res.statusCode]).toEqual([request.url, status]);
      return res;
    };
    await noStore({ method: 'POST', url: '/api/login', payload: ADMIN }, 200);
    const exportToken = await noStore(
      { method: 'POST', url: '/api/export-applications/token', headers: admin },
      200,
    );
    await noStore(
      { url: `/api/export-applications?token=${exportToken.json<{ token: string }>().token}` },
      200,
    );
    await noStore({
      method: 'POST',
      url: '/api/issue-registration-token',
      headers: admin,
      payload: {},
    });

    for (const [template, methods] of Object.entries(paths)) {
      for (const method of Object.keys(methods)) {
        if (method === 'get') continue;
        // Anonymous (refused), then as the admin with an empty body (mostly refused as
        // invalid; a few succeed): a logout last, so the token holds throughout.
        if (template === '/api/logout') continue;
        for (const headers of [{}, admin]) {
          const res = await t.app.inject({
            method: method.toUpperCase() as 'POST',
            url: urlOf(template),
            headers,
            payload: {},
          });
          expectPolicy(template, method, res);
        }
      }
    }
    const logout = await t.app.inject({ method: 'POST', url: '/api/logout', headers: admin });
    expect(logout.headers['cache-control']).toBe('no-store');
  });
});
