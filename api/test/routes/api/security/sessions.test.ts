import { bearer, sqlRun, userWithRoles, withApp, type TestApp } from '../../../helper';
import {
  activityOf,
  CHROME_LINUX,
  FIREFOX_WINDOWS,
  jtiOf,
  me,
  minutesAgo,
  newUser,
  SAFARI_IPHONE,
  sessionRow,
  signIn,
} from './support';

interface SessionsAnswer {
  sessions: {
    id: string;
    browser: string;
    system: string;
    address: string | null;
    created_at: string;
    last_active_at: string;
    current: boolean;
  }[];
  confirmed_until: string | null;
}

describe('a user sees and ends their own sessions', () => {
  let t: TestApp;
  withApp((built) => (t = built));

  const list = async (token: string) => {
    const res = await t.app.inject({ url: '/api/security/sessions', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return res.json<SessionsAnswer>();
  };
  const end = (token: string, id: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/security/sessions/${id}`, headers: bearer(token) });

  it('lists each session with its browser, system, address and times, this one marked', async () => {
    const user = await newUser(t.app);
    const laptop = await signIn(t.app, user, FIREFOX_WINDOWS, '203.0.113.5');
    const phone = await signIn(t.app, user, SAFARI_IPHONE, '2001:db8::7');
    const { sessions, confirmed_until } = await list(laptop);
    expect(sessions).toHaveLength(2);
    // The newest first.
    expect(
      sessions.map(({ browser, system, address, current }) => ({
        browser,
        system,
        address,
        current,
      })),
    ).toEqual([
      { browser: 'Safari 17', system: 'iOS 17', address: '2001:db8::7', current: false },
      { browser: 'Firefox 133', system: 'Windows 10', address: '203.0.113.5', current: true },
    ]);
    // The id is not the token's: no answer shows a jti.
    for (const session of sessions) {
      expect(session.id).toMatch(/^[0-9a-f]{32}$/);
      expect([jtiOf(laptop), jtiOf(phone)]).not.toContain(session.id);
      expect(Date.parse(session.created_at)).toBeGreaterThan(Date.now() - 60_000);
      expect(session.last_active_at).toBe(session.created_at);
    }
    // A fresh sign-in counts as a confirmation.
    expect(Date.parse(confirmed_until!)).toBeGreaterThan(Date.now() + 9 * 60_000);
    // Only the user's own sessions.
    const other = await signIn(t.app, await newUser(t.app), CHROME_LINUX);
    expect((await list(other)).sessions).toEqual([
      expect.objectContaining({ browser: 'Chrome 131', system: 'Linux', current: true }),
    ]);
  });

  it('records the address as the API sees it: a trusted proxy forwards it, others do not', async () => {
    const user = await newUser(t.app);
    const viaProxy = async (remoteAddress: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: user.email, password: user.password },
        headers: { 'user-agent': CHROME_LINUX, 'x-forwarded-for': '198.51.100.9' },
        remoteAddress,
      });
      return res.json<{ authorisation: { token: string } }>().authorisation.token;
    };
    // TRUST_PROXY's default trusts loopback (the shell's proxy on the same machine).
    const proxied = await viaProxy('127.0.0.1');
    await viaProxy('203.0.113.77');
    const addresses = (await list(proxied)).sessions.map((s) => s.address);
    expect(addresses.sort()).toEqual(['198.51.100.9', '203.0.113.77']);
  });

  it('writes the last activity at most once a minute', async () => {
    const token = await signIn(t.app, await newUser(t.app));
    const jti = jtiOf(token);
    const recent = minutesAgo(0.5);
    await sqlRun(t.app, 'UPDATE sessions SET last_active_at = ? WHERE jti = ?', recent, jti);
    expect((await me(t.app, token)).statusCode).toBe(200);
    expect((await sessionRow(t.app, token)).last_active_at).toBe(recent);

    const old = minutesAgo(2);
    await sqlRun(t.app, 'UPDATE sessions SET last_active_at = ? WHERE jti = ?', old, jti);
    expect((await me(t.app, token)).statusCode).toBe(200);
    const written = (await sessionRow(t.app, token)).last_active_at;
    expect(Date.parse(written)).toBeGreaterThan(Date.now() - 10_000);
    const [shown] = (await list(token)).sessions;
    expect(shown!.last_active_at).toBe(written);
  });

  it('ends one session: its token answers 401 at once, the others go on', async () => {
    const user = await newUser(t.app);
    const laptop = await signIn(t.app, user, FIREFOX_WINDOWS);
    const phone = await signIn(t.app, user, SAFARI_IPHONE);
    expect((await me(t.app, phone)).statusCode).toBe(200);
    const phoneId = (await list(laptop)).sessions.find((s) => !s.current)!.id;

    const res = await end(laptop, phoneId);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const ended = await me(t.app, phone);
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toEqual({ message: 'Unauthenticated' });
    expect((await me(t.app, laptop)).statusCode).toBe(200);
    expect((await list(laptop)).sessions.map((s) => s.current)).toEqual([true]);
    // Ending it again, or an id that never was: not found.
    expect((await end(laptop, phoneId)).statusCode).toBe(404);
    expect((await end(laptop, 'f'.repeat(32))).json()).toEqual({ message: 'Session not found' });
  });

  it("cannot end another user's session", async () => {
    const victim = await signIn(t.app, await newUser(t.app));
    const victimId = (await list(victim)).sessions[0]!.id;
    const intruder = await signIn(t.app, await newUser(t.app, ['update-users']));
    expect((await end(intruder, victimId)).statusCode).toBe(404);
    expect((await me(t.app, victim)).statusCode).toBe(200);
  });

  it('ends every other session and keeps this one', async () => {
    const user = await newUser(t.app);
    const here = await signIn(t.app, user, FIREFOX_WINDOWS);
    const others = [
      await signIn(t.app, user, SAFARI_IPHONE),
      await signIn(t.app, user, CHROME_LINUX),
    ];
    const stranger = await signIn(t.app, await newUser(t.app));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/security/sessions/end-others',
      headers: bearer(here),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ended: 2 });
    expect((await me(t.app, here)).statusCode).toBe(200);
    for (const token of others) expect((await me(t.app, token)).statusCode).toBe(401);
    expect((await me(t.app, stranger)).statusCode).toBe(200);
    expect((await list(here)).sessions).toHaveLength(1);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/security/sessions/end-others',
      headers: bearer(here),
    });
    expect(again.json()).toEqual({ ended: 0 });
  });

  it('a password change ends every other session', async () => {
    const user = await newUser(t.app);
    const here = await signIn(t.app, user);
    const there = await signIn(t.app, user, SAFARI_IPHONE);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/changePassword',
      headers: bearer(here),
      payload: { current_password: user.password, new_password: 'Jauna-Dziesma-43' },
    });
    expect(res.statusCode).toBe(200);
    expect((await me(t.app, there)).statusCode).toBe(401);
    expect((await me(t.app, here)).statusCode).toBe(200);
  });

  it('every ended session is in the activity log, for update-users only', async () => {
    const user = await newUser(t.app);
    const here = await signIn(t.app, user, FIREFOX_WINDOWS);
    await signIn(t.app, user, SAFARI_IPHONE);
    await t.app.inject({
      method: 'POST',
      url: '/api/security/sessions/end-others',
      headers: bearer(here),
    });
    const admin = await userWithRoles(t.app, ['update-users']);
    expect(await activityOf(t.app, admin)).toContainEqual(
      expect.objectContaining({
        action: 'ended-session',
        title: 'Safari 17 · iOS 17',
        user_name: 'Sesija',
      }),
    );
    const editor = await userWithRoles(t.app, ['update-data']);
    const seen = (await activityOf(t.app, editor)).map((line) => line.action);
    expect(seen).not.toContain('ended-session');
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ url: '/api/security/sessions' })).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'POST', url: '/api/security/sessions/end-others' });
    expect(res.statusCode).toBe(401);
  });
});
