import crypto from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import {
  bearer,
  build,
  login,
  multipart,
  pngImage,
  sqlRows,
  userWithRoles,
  type TestApp,
} from '../../helper';

type Access = 'update-data' | 'update-users' | 'see-applications' | 'any';

interface Endpoint {
  access: Access;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: (f: Fixtures) => string;
  body?: (
    f: Fixtures,
  ) => Promise<{ payload: InjectOptions['payload']; headers?: Record<string, string> }>;
}

interface Fixtures {
  event: number;
  gallery: number;
  galleryImage: number;
  conductor: number;
  achievement: number;
  setting: number;
}

const PASSWORD = 'password-123';

/** Fresh rows for every call, so deletes always have something to delete. */
async function fixtures(app: FastifyInstance): Promise<Fixtures> {
  const image = await app.images.store(await pngImage(200, 100));
  const event = (await app.repos.events.create({ title: 'E' }, null)).id;
  const gallery = await app.repos.galleries.create({ title: 'G' }, null);
  await app.repos.galleries.addImages(gallery, [image]);
  const galleryImage = (await app.repos.galleries.get(gallery))!.images![0]!.id;
  return {
    event,
    gallery,
    galleryImage,
    conductor: (await app.repos.conductors.create({ title: 'C' }, null)).id,
    achievement: (await app.repos.achievements.create({ text: 'A' })).id,
    setting: (await app.repos.settings.byName('footer_description'))!.id,
  };
}

const form = (fields: Record<string, string>) => async () => {
  const { payload, headers } = multipart(fields);
  return { payload, headers };
};

const ENDPOINTS: Endpoint[] = [
  { access: 'update-data', method: 'POST', url: () => '/api/events', body: form({ title: 'N' }) },
  {
    access: 'update-data',
    method: 'POST',
    url: (f) => `/api/events/${f.event}`,
    body: form({ _method: 'put', title: 'U' }),
  },
  {
    access: 'update-data',
    method: 'PUT',
    url: (f) => `/api/events/${f.event}`,
    body: form({ title: 'U' }),
  },
  { access: 'update-data', method: 'DELETE', url: (f) => `/api/events/${f.event}` },
  {
    access: 'update-data',
    method: 'POST',
    url: () => '/api/galleries',
    body: form({ title: 'N' }),
  },
  {
    access: 'update-data',
    method: 'POST',
    url: (f) => `/api/galleries/${f.gallery}`,
    body: form({ _method: 'put', title: 'U' }),
  },
  {
    access: 'update-data',
    method: 'PUT',
    url: (f) => `/api/galleries/${f.gallery}`,
    body: form({ title: 'U' }),
  },
  { access: 'update-data', method: 'DELETE', url: (f) => `/api/galleries/${f.gallery}` },
  {
    access: 'update-data',
    method: 'DELETE',
    url: (f) => `/api/galleries/${f.gallery}/images/${f.galleryImage}`,
  },
  {
    access: 'update-data',
    method: 'POST',
    url: () => '/api/conductors',
    body: form({ title: 'N' }),
  },
  {
    access: 'update-data',
    method: 'POST',
    url: (f) => `/api/conductors/${f.conductor}`,
    body: form({ _method: 'put', title: 'U' }),
  },
  {
    access: 'update-data',
    method: 'PUT',
    url: (f) => `/api/conductors/${f.conductor}`,
    body: form({ title: 'U' }),
  },
  { access: 'update-data', method: 'DELETE', url: (f) => `/api/conductors/${f.conductor}` },
  {
    access: 'update-data',
    method: 'POST',
    url: () => '/api/achievements',
    body: form({ text: 'N' }),
  },
  {
    access: 'update-data',
    method: 'PUT',
    url: (f) => `/api/achievements/${f.achievement}`,
    body: async () => ({ payload: { text: 'U' } }),
  },
  { access: 'update-data', method: 'DELETE', url: (f) => `/api/achievements/${f.achievement}` },
  {
    access: 'update-data',
    method: 'PUT',
    url: (f) => `/api/system-setting/${f.setting}`,
    body: async () => ({ payload: { value: 'V' } }),
  },
  {
    access: 'update-data',
    method: 'POST',
    url: () => '/api/toggle-edit-mode',
    body: form({ is_edit_mode_active: '1' }),
  },
  {
    access: 'update-users',
    method: 'POST',
    url: () => '/api/issue-registration-token',
    body: form({ update_data: '1', update_users: '0', see_applications: '0' }),
  },
  { access: 'see-applications', method: 'GET', url: () => '/api/applications' },
  { access: 'see-applications', method: 'POST', url: () => '/api/export-applications/token' },
  { access: 'see-applications', method: 'GET', url: () => '/api/export-applications' },
  { access: 'any', method: 'GET', url: () => '/api/me' },
  { access: 'any', method: 'POST', url: () => '/api/logout', body: form({}) },
  {
    access: 'any',
    method: 'POST',
    url: () => '/api/changePassword',
    body: form({ current_password: PASSWORD, new_password: PASSWORD }),
  },
];

describe('authorization matrix', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await build();
  });
  afterAll(() => t.destroy());

  async function userToken(roles: string[]) {
    return userWithRoles(t.app, roles);
  }

  /** A token whose session is live but whose JWT expiry has passed. */
  async function expiredToken(roles: string[]) {
    const token = await userToken(roles);
    const account = (await t.app.inject({ url: '/api/me', headers: bearer(token) })).json().user
      .email as string;
    const [user] = await sqlRows<{ id: number }>(
      t.app,
      'SELECT id FROM users WHERE email = ?',
      account,
    );
    const jti = crypto.randomBytes(16).toString('hex');
    const now = Math.floor(Date.now() / 1000);
    await t.app.repos.users.createSession(user!.id, jti, now + 3600);
    return t.app.jwt.sign({
      sub: String(user!.id),
      jti,
      typ: 'access',
      iat: now - 7200,
      exp: now - 60,
    });
  }

  async function call(endpoint: Endpoint, headers: Record<string, string>) {
    const f = await fixtures(t.app);
    const body = endpoint.body ? await endpoint.body(f) : undefined;
    return t.app.inject({
      method: endpoint.method,
      url: endpoint.url(f),
      payload: body?.payload,
      headers: { ...body?.headers, ...headers },
    });
  }

  const name = (e: Endpoint) =>
    `${e.method} ${e.url({ event: 1, gallery: 1, galleryImage: 1, conductor: 1, achievement: 1, setting: 1 })} (${e.access})`;

  it.each(ENDPOINTS.map((e) => [name(e), e] as const))('%s', async (_name, endpoint) => {
    const roles = endpoint.access === 'any' ? [] : [endpoint.access];
    const wrongRoles = ['update-data', 'update-users', 'see-applications'].filter(
      (r) => r !== endpoint.access,
    );

    const none = await call(endpoint, {});
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ message: 'Unauthenticated' });

    const garbage = await call(endpoint, { authorization: 'Bearer not.a.jwt' });
    expect(garbage.statusCode).toBe(401);

    if (endpoint.access !== 'any') {
      const wrong = await call(endpoint, bearer(await userToken(wrongRoles)));
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json()).toEqual({ message: 'Unauthorized' });
    }

    const loggedOut = await userToken(roles);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: bearer(loggedOut),
    });
    expect(out.statusCode).toBe(200);
    expect((await call(endpoint, bearer(loggedOut))).statusCode).toBe(401);

    expect((await call(endpoint, bearer(await expiredToken(roles)))).statusCode).toBe(401);

    const right = await call(endpoint, bearer(await userToken(roles)));
    expect(right.statusCode).toBeGreaterThanOrEqual(200);
    expect(right.statusCode).toBeLessThan(300);
  });

  it('the admin (all three roles) passes a write of every kind', async () => {
    const admin = await login(t.app, 'admin@koris.lv', 'admin12345');
    for (const endpoint of ENDPOINTS.filter((e) => e.access !== 'any')) {
      const res = await call(endpoint, bearer(admin));
      expect({ route: name(endpoint), ok: res.statusCode < 300 }).toEqual({
        route: name(endpoint),
        ok: true,
      });
    }
  });
});
