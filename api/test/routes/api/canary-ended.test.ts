import { ADMIN, bearer, build, login, userWithRoles, type TestApp } from '../../helper';

/** A shell's server writes a canary it ended on its own into the content's activity log. */
describe('POST /api/activity/canary-ended', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await build();
    token = await login(t.app, ADMIN.email, ADMIN.password);
  });
  afterAll(() => t.destroy());

  const reason =
    "error rate 100.0 % (6 errors in 6 page views) is above 2.0 % and more than 2 times the current release's 0.0 %";
  const post = (payload: object, auth?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/activity/canary-ended',
      headers: auth ? bearer(auth) : {},
      payload,
    });

  it('records the remote, the release and why, read by a staff member with update-data', async () => {
    const res = await post({ remote: 'mf-content', release: '0123456789abcdef', reason }, token);
    expect(res.statusCode).toBe(204);
    const [line] = (await t.app.inject({ url: '/api/activity', headers: bearer(token) })).json<
      { action: string; kind: string; title: string }[]
    >();
    expect(line).toMatchObject({ action: 'canary-ended', kind: 'mf-content' });
    expect(line!.title).toMatch(
      /^0123456789abcdef: error rate 100\.0 % \(6 errors in 6 page views\)/,
    );
    expect(line!.title.length).toBeLessThanOrEqual(120);
    // Another shell instance reports the same end: still one line.
    expect(
      (await post({ remote: 'mf-content', release: '0123456789abcdef', reason }, token)).statusCode,
    ).toBe(204);
    const lines = (await t.app.inject({ url: '/api/activity', headers: bearer(token) })).json<
      { action: string }[]
    >();
    expect(lines.filter((l) => l.action === 'canary-ended')).toHaveLength(1);
  });

  it('refuses a visitor, a user without update-data and a body that names no release', async () => {
    const body = { remote: 'mf-content', release: '0123456789abcdef', reason };
    expect((await post(body)).statusCode).toBe(401);
    expect((await post(body, await userWithRoles(t.app, ['update-users']))).statusCode).toBe(403);
    expect((await post({ ...body, release: 'current' }, token)).statusCode).toBe(422);
  });
});
