import { bearer, userWithRoles, withApp, type TestApp } from '../../../helper';
import { activityOf, confirmedAgo, newUser, sessionRow, signIn } from './support';

const CONFIRM = { message: 'Confirm it is you to continue.', reason: 'confirm' };

describe('confirming it is the user before the sensitive acts', () => {
  let t: TestApp;
  // A window of 5 minutes instead of the default 10: the setting is what counts.
  withApp((built) => (t = built), { CONFIRM_WINDOW_MINUTES: '5' });

  const post = (url: string, token: string, payload?: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload && { payload }) });
  const exportToken = (token: string) => post('/api/export-applications/token', token);
  const exportFile = (token: string) =>
    t.app.inject({ url: '/api/export-applications', headers: bearer(token) });
  const issueToken = (token: string) =>
    post('/api/issue-registration-token', token, { see_applications: '1' });
  const confirm = (token: string, payload: Record<string, unknown>) =>
    post('/api/security/confirm', token, payload);

  async function staff() {
    const user = await newUser(t.app, ['update-users', 'see-applications']);
    return { user, token: await signIn(t.app, user) };
  }

  it('a fresh sign-in counts as a confirmation', async () => {
    const { token } = await staff();
    expect((await exportToken(token)).statusCode).toBe(200);
    expect((await exportFile(token)).statusCode).toBe(200);
    expect((await issueToken(token)).statusCode).toBe(201);
  });

  it('inside the window the acts pass; after it each answers 403 reason confirm', async () => {
    const { token } = await staff();
    await confirmedAgo(t.app, token, 4);
    expect((await exportToken(token)).statusCode).toBe(200);

    await confirmedAgo(t.app, token, 6);
    for (const res of [
      await exportToken(token),
      await exportFile(token),
      await issueToken(token),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(CONFIRM);
    }
    const sessions = await t.app.inject({ url: '/api/security/sessions', headers: bearer(token) });
    expect(sessions.json().confirmed_until).toBeNull();
    // Nothing else changes: the session stays signed in and ordinary calls pass.
    expect((await t.app.inject({ url: '/api/me', headers: bearer(token) })).statusCode).toBe(200);
  });

  it('the password confirms: the acts pass again for the window', async () => {
    const { user, token } = await staff();
    await confirmedAgo(t.app, token, 30);
    expect((await issueToken(token)).statusCode).toBe(403);

    const res = await confirm(token, { password: user.password });
    expect(res.statusCode).toBe(200);
    const until = Date.parse(res.json().confirmed_until);
    expect(until).toBeGreaterThan(Date.now() + 4 * 60_000);
    expect(until).toBeLessThanOrEqual(Date.now() + 5 * 60_000);
    expect((await issueToken(token)).statusCode).toBe(201);
    expect((await exportToken(token)).statusCode).toBe(200);
    const sessions = await t.app.inject({ url: '/api/security/sessions', headers: bearer(token) });
    expect(sessions.json().confirmed_until).toBe(res.json().confirmed_until);
  });

  it('a wrong password is 422 on the field, keeps the session and confirms nothing', async () => {
    const { token } = await staff();
    await confirmedAgo(t.app, token, 30);
    const res = await confirm(token, { password: 'nav-mana-parole' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'The password is incorrect.',
      errors: { password: ['The password is incorrect.'] },
    });
    expect((await exportToken(token)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/me', headers: bearer(token) })).statusCode).toBe(200);
  });

  it('asks for one answer: none, two, or a factor the account does not have are refused', async () => {
    const { user, token } = await staff();
    expect((await confirm(token, {})).json()).toEqual({
      message: 'Enter your password.',
      errors: { password: ['Enter your password.'] },
    });
    const two = await confirm(token, { password: user.password, code: '123456' });
    expect(two.statusCode).toBe(422);
    expect(Object.keys(two.json().errors)).toEqual(['code']);
    const code = await confirm(token, { code: '123456' });
    expect(code.statusCode).toBe(422);
    expect(code.json().errors).toEqual({ code: ['This account has no authenticator app.'] });
    const unknown = await confirm(token, { pin: '1234' });
    expect(unknown.statusCode).toBe(422);
    const options = await post('/api/security/confirm/passkey-options', token);
    expect(options.statusCode).toBe(422);
    expect(options.json().errors).toEqual({ passkey: ['This account has no passkey.'] });
  });

  it('every confirmation and every refused one is in the activity log, for update-users', async () => {
    const { user, token } = await staff();
    await confirm(token, { password: 'nav-mana-parole' });
    await confirm(token, { password: user.password });
    const admin = await userWithRoles(t.app, ['update-users']);
    const lines = (await activityOf(t.app, admin)).filter((l) => l.user_name === 'Sesija');
    expect(lines.slice(0, 2).map(({ action, title }) => ({ action, title }))).toEqual([
      { action: 'confirmed', title: 'password' },
      { action: 'confirm-failed', title: 'password' },
    ]);
    const editor = await userWithRoles(t.app, ['update-data']);
    const seen = (await activityOf(t.app, editor)).map((l) => l.action);
    expect(seen).not.toContain('confirmed');
    expect(seen).not.toContain('confirm-failed');
  });

  it('changing the password needs no separate confirmation: the current password is one', async () => {
    const { user, token } = await staff();
    await confirmedAgo(t.app, token, 30);
    const change = (current: string, next: string) =>
      post('/api/changePassword', token, { current_password: current, new_password: next });
    const wrong = await change('nav-mana-parole', 'Jauna-Dziesma-43');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({
      current_password: ['The current password is incorrect.'],
    });
    expect((await exportToken(token)).statusCode).toBe(403);

    const right = await change(user.password, 'Jauna-Dziesma-43');
    expect(right.statusCode).toBe(200);
    expect(right.json()).toEqual({ message: 'Password changed!' });
    expect(Date.parse((await sessionRow(t.app, token)).confirmed_at)).toBeGreaterThan(
      Date.now() - 10_000,
    );
    expect((await exportToken(token)).statusCode).toBe(200);
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/security/confirm',
      payload: { password: 'x' },
    });
    expect(res.statusCode).toBe(401);
  });
});
