/**
 * Request memory bounded by design: every route states the largest body it accepts, and a
 * multipart form is held to it as it streams (the whole body, each field, the number of fields),
 * answered at the first byte past a bound, not after the rest has been read. The anonymous forms
 * (sign-in, registration, application) are attacked over real sockets, as an outsider would.
 */
import type { AddressInfo } from 'node:net';
import { bearer, build, multipart, type TestApp, userWithRoles } from './helper';
import { attack } from './support/multipart-attack';

describe('anonymous multipart forms are refused at their bound, not after their last byte', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await build();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    const setting = (await t.app.repos.settings.byName('admission_open'))!;
    await t.app.repos.settings.update(setting.id, '1');
  });
  afterAll(() => t.destroy());

  const routes: [string, string[]][] = [
    ['/api/login', ['email', 'password']],
    ['/api/register', ['name', 'email', 'password', 'registration_token']],
    ['/api/apply', ['name', 'age', 'email', 'phone', 'experience', 'find_out', 'free']],
  ];

  it.each(routes)(
    '%s: 40 fields of 1 MB answered 413 with only the first 256 KiB sent',
    async (path, names) => {
      // The rest of the body is never sent: an answer proves the server did not wait for it.
      const result = await attack(port, path, names, { stopAfter: 256 * 1024 });
      expect(result.status).toBe(413);
      expect(JSON.parse(result.body)).toEqual({ message: 'A form field is too large.' });
      expect(result.ms).toBeLessThan(5_000);
    },
  );

  it.each(routes)(
    '%s: 20 at once, each answered 413 long before its end, the site answering throughout',
    async (path, names) => {
      const attacks = Array.from({ length: 20 }, () => attack(port, path, names));
      const during = await fetch(`http://127.0.0.1:${port}/api/health`);
      const results = await Promise.all(attacks);
      const after = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(during.status).toBe(200);
      expect(after.status).toBe(200);
      for (const result of results) {
        expect(result.status).toBe(413);
        expect(result.reset).toBe(false);
        // What the socket buffers took while the server decided, far from the 40 MB.
        expect(result.sentBeforeAnswer).toBeLessThan(result.length / 4);
      }
    },
    60_000,
  );
});

describe('each route states the largest body it accepts', () => {
  let t: TestApp;
  let editor: string;

  beforeAll(async () => {
    t = await build();
    const setting = (await t.app.repos.settings.byName('admission_open'))!;
    await t.app.repos.settings.update(setting.id, '1');
    editor = await userWithRoles(t.app, ['update-data']);
  });
  afterAll(() => t.destroy());

  const post = (url: string, form: ReturnType<typeof multipart>) =>
    t.app.inject({ method: 'POST', url, payload: form.payload, headers: form.headers });

  it('a sign-in of 20 KB of JSON is refused 413 (its limit is a few kilobytes)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'a@b.lv', password: 'x'.repeat(20_000) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'Request body is too large.' });
  });

  it('a sign-in field longer than any of its fields can be is 413 at once', async () => {
    const res = await post(
      '/api/login',
      multipart({ email: 'a@b.lv', password: 'x'.repeat(5000) }),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'A form field is too large.' });
  });

  it('many fields, each within its bound, past the sign-in limit: 413', async () => {
    const fields = Object.fromEntries(
      Array.from({ length: 20 }, (_, i) => [`f${i}`, 'x'.repeat(1000)]),
    );
    const res = await post('/api/login', multipart(fields));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'Request body is too large.' });
  });

  it('more text fields than FORM_MAX_FIELDS: 413', async () => {
    const fields = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`f${i}`, 'x']));
    const res = await post('/api/apply', multipart(fields));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'Too many form fields.' });
  });

  it('the largest valid forms, in four-byte characters, are still accepted', async () => {
    const wide = (n: number) => '😀'.repeat(n);
    const applied = await post(
      '/api/apply',
      multipart({
        name: wide(200),
        age: '20',
        email: `${wide(240)}@koris.lv`,
        phone: '+371 2000 0000 0000 0000 0000 0000 0000',
        experience: wide(5000),
        is_lu_student: '1',
        can_come_1: '1',
        can_come_2: '0',
        find_out: wide(2000),
        free: wide(5000),
      }),
    );
    expect(applied.statusCode).toBe(201);

    const login = await post('/api/login', multipart({ email: wide(254), password: wide(200) }));
    expect(login.statusCode).toBe(422);

    const register = await post(
      '/api/register',
      multipart({
        name: wide(200),
        email: `${wide(240)}@koris.lv`,
        password: wide(200),
        registration_token: wide(200),
      }),
    );
    expect(register.statusCode).toBe(422);

    const setting = (await t.app.repos.settings.byName('about_us_right'))!;
    const settings = await t.app.inject({
      method: 'PUT',
      url: `/api/system-setting/${setting.id}`,
      payload: { value: wide(20_000) },
      headers: bearer(editor),
    });
    expect(settings.statusCode).toBe(200);
  });
});
