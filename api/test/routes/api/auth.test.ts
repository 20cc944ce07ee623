import {
  ADMIN,
  bearer,
  build,
  login,
  multipart,
  userWithRoles,
  type TestApp,
  withApp,
  sqlRows,
  sqlRun,
} from '../../helper';

describe('auth and account', () => {
  let t: TestApp;
  withApp((built) => (t = built), { RATE_LIMIT_LOGIN: '10' });

  it('logs the admin in with multipart and answers user + authorisation.token', async () => {
    const form = multipart({ email: ADMIN.email, password: ADMIN.password });
    const res = await t.app.inject({ method: 'POST', url: '/api/login', ...form });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toEqual({
      name: 'Administrators',
      email: ADMIN.email,
      roles: [{ name: 'update-data' }, { name: 'update-users' }, { name: 'see-applications' }],
      is_edit_mode_active: false,
      second_factor_required: false,
    });
    expect(body.authorisation.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const me = await t.app.inject({ url: '/api/me', headers: bearer(body.authorisation.token) });
    expect(me.json()).toEqual({ user: body.user });
  });

  it('stores the password as argon2id, never in clear', async () => {
    const [row] = await sqlRows<{ password_hash: string }>(
      t.app,
      'SELECT password_hash FROM users WHERE email = ?',
      ADMIN.email,
    );
    expect(row!.password_hash).toMatch(/^\$argon2id\$/);
    expect(row!.password_hash).not.toContain(ADMIN.password);
  });

  it('refuses wrong credentials with 422 and a message (not 401, which logs the client out)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: ADMIN.email, password: 'wrong-password' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Invalid email or password.');
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'x@y.lv', password: 'p' },
    });
    expect(unknown.json().message).toBe('Invalid email or password.');
    const missing = await t.app.inject({ method: 'POST', url: '/api/login', payload: {} });
    expect(Object.keys(missing.json().errors).sort()).toEqual(['email', 'password']);
  });

  it('rate limits login per address and e-mail with 429 (10 per window)', async () => {
    const attempt = (email: string, ip = '10.0.0.1') =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email, password: 'nope-nope' },
        remoteAddress: ip,
      });
    for (let i = 0; i < 10; i++) expect((await attempt('victim@koris.lv')).statusCode).toBe(422);
    const limited = await attempt('victim@koris.lv');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/Too many login attempts/);
    // Another e-mail from the same address, or the same e-mail from another address, still works.
    expect((await attempt('other@koris.lv')).statusCode).toBe(422);
    expect((await attempt('victim@koris.lv', '10.0.0.2')).statusCode).toBe(422);
  });

  it('rate limits login per address across e-mails (credential spraying)', async () => {
    const sprayed = await build({ RATE_LIMIT_LOGIN: '10', RATE_LIMIT_LOGIN_ADDRESS: '15' });
    try {
      const attempt = (email: string, ip: string) =>
        sprayed.app.inject({
          method: 'POST',
          url: '/api/login',
          ...multipart({ email, password: 'Parole123' }),
          remoteAddress: ip,
        });
      // 15 different e-mails from one address: each one only once, all answered.
      for (let i = 0; i < 15; i++) {
        expect((await attempt(`member${i}@koris.lv`, '10.0.0.9')).statusCode).toBe(422);
      }
      const limited = await attempt('member99@koris.lv', '10.0.0.9');
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({
        message: expect.stringMatching(/^Too many login attempts\. Try again in \d+ min\.$/),
      });
      // The right password does not get through from that address either, another address does.
      const admin = await attempt(ADMIN.email, '10.0.0.9');
      expect(admin.statusCode).toBe(429);
      const elsewhere = await sprayed.app.inject({
        method: 'POST',
        url: '/api/login',
        ...multipart({ email: ADMIN.email, password: ADMIN.password }),
        remoteAddress: '10.0.0.10',
      });
      expect(elsewhere.statusCode).toBe(200);
    } finally {
      await sprayed.destroy();
    }
  });

  it('logout revokes the token on the server', async () => {
    const token = await login(t.app, ADMIN.email, ADMIN.password);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      ...multipart([], bearer(token)),
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: 'Logged out' });
    const after = await t.app.inject({ url: '/api/me', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: 'Unauthenticated' });
  });

  it('issues a single-use registration token carrying the chosen roles; register consumes it', async () => {
    const admin = await login(t.app, ADMIN.email, ADMIN.password);
    const issued = await t.app.inject({
      method: 'POST',
      url: '/api/issue-registration-token',
      ...multipart(
        { update_data: '1', update_users: '0', see_applications: 'true' },
        bearer(admin),
      ),
    });
    expect(issued.statusCode).toBe(201);
    const token = issued.json().registration_token as string;
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    // Only a hash is stored.
    expect(JSON.stringify(await sqlRows(t.app, 'SELECT * FROM registration_tokens'))).not.toContain(
      token,
    );

    const form = {
      name: 'Jauns Dziedātājs',
      email: 'jauns@koris.lv',
      password: 'slepens-123',
      registration_token: token,
    };
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      ...multipart(form),
    });
    expect(registered.statusCode).toBe(201);
    expect(registered.json().user).toEqual({
      name: 'Jauns Dziedātājs',
      email: 'jauns@koris.lv',
      roles: [{ name: 'update-data' }, { name: 'see-applications' }],
      is_edit_mode_active: false,
      second_factor_required: false,
    });
    expect(registered.json().authorisation.token).toBeTruthy();

    const reused = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      ...multipart({ ...form, email: 'otrs@koris.lv' }),
    });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors.registration_token).toEqual([
      'The registration token is invalid, used or expired.',
    ]);

    const noToken = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { name: 'A', email: 'a@b.lv', password: 'x' },
    });
    expect(noToken.statusCode).toBe(422);
    expect(Object.keys(noToken.json().errors).sort()).toEqual(['password', 'registration_token']);
  });

  it('refuses an expired registration token', async () => {
    const token = await t.app.repos.users.issueRegistrationToken(['update-data'], null, 60);
    await sqlRun(t.app, 'UPDATE registration_tokens SET expires_at = 1');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        name: 'Vēlu',
        email: 'velu@koris.lv',
        password: 'slepens-123',
        registration_token: token,
      },
    });
    expect(res.statusCode).toBe(422);
  });

  it('changes the password only with the current one; other sessions are revoked', async () => {
    const token = await userWithRoles(t.app, []);
    const email = (await t.app.inject({ url: '/api/me', headers: bearer(token) })).json().user
      .email as string;
    const other = await login(t.app, email, 'password-123');
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/changePassword',
      ...multipart({ current_password: 'nope', new_password: 'jauna-parole-1' }, bearer(token)),
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.current_password).toBeDefined();
    const short = await t.app.inject({
      method: 'POST',
      url: '/api/changePassword',
      ...multipart({ current_password: 'password-123', new_password: 'short' }, bearer(token)),
    });
    expect(short.statusCode).toBe(422);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/changePassword',
      ...multipart(
        { current_password: 'password-123', new_password: 'jauna-parole-1' },
        bearer(token),
      ),
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: 'Password changed!' });
    expect((await t.app.inject({ url: '/api/me', headers: bearer(token) })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/me', headers: bearer(other) })).statusCode).toBe(401);
    await expect(login(t.app, email, 'password-123')).rejects.toThrow();
    await expect(login(t.app, email, 'jauna-parole-1')).resolves.toBeTruthy();
  });

  it('toggles edit mode, stores it per user and returns it on the next login', async () => {
    const admin = await login(t.app, ADMIN.email, ADMIN.password);
    const on = await t.app.inject({
      method: 'POST',
      url: '/api/toggle-edit-mode',
      ...multipart({ is_edit_mode_active: '1' }, bearer(admin)),
    });
    expect(on.statusCode).toBe(200);
    expect(on.json().user.is_edit_mode_active).toBe(true);
    const relogin = await t.app.inject({ method: 'POST', url: '/api/login', payload: ADMIN });
    expect(relogin.json().user.is_edit_mode_active).toBe(true);
    const off = await t.app.inject({
      method: 'POST',
      url: '/api/toggle-edit-mode',
      ...multipart({ is_edit_mode_active: '0' }, bearer(admin)),
    });
    expect(off.json().user.is_edit_mode_active).toBe(false);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/toggle-edit-mode',
      ...multipart({ is_edit_mode_active: 'maybe' }, bearer(admin)),
    });
    expect(bad.statusCode).toBe(422);
  });

  it('rejects tampered, foreign-secret and export tokens as bearer', async () => {
    const token = await login(t.app, ADMIN.email, ADMIN.password);
    const tampered = token.slice(0, -3) + (token.endsWith('aaa') ? 'bbb' : 'aaa');
    expect((await t.app.inject({ url: '/api/me', headers: bearer(tampered) })).statusCode).toBe(
      401,
    );
    expect(
      (await t.app.inject({ url: '/api/me', headers: { authorization: 'Basic abc' } })).statusCode,
    ).toBe(401);
    const exportToken = (
      await t.app.inject({
        method: 'POST',
        url: '/api/export-applications/token',
        headers: bearer(token),
      })
    ).json().token as string;
    expect((await t.app.inject({ url: '/api/me', headers: bearer(exportToken) })).statusCode).toBe(
      401,
    );
  });
});
