/**
 * The second step of a password sign-in on a real database: a ticket that opens nothing of the
 * account, then an app code, a recovery code or a passkey; its own attempt limit
 * (SECOND_STEP_ATTEMPTS, counted in the database) and its lifetime.
 */
import { bearer, build, multipart, sqlCount, sqlRun, type TestApp } from '../../../helper';
import {
  addPasskey,
  enableTotp,
  passwordLogin,
  staffUser,
  totpCode,
  type StaffUser,
} from '../../../support/factors';

let t: TestApp;
beforeAll(async () => {
  t = await build({ REQUIRE_SECOND_FACTOR_ROLES: 'update-users', SECOND_STEP_ATTEMPTS: '3' });
});
afterAll(() => t.destroy());

const secondStep = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/login/second-step', payload });

async function ticketOf(user: StaffUser): Promise<string> {
  const res = await passwordLogin(t.app, user.email, user.password);
  expect(res.statusCode).toBe(200);
  return res.json().second_step.ticket;
}

/** A user with the authenticator app on; its clock moved back so that a new code is accepted. */
async function withApp() {
  const user = await staffUser(t.app, ['update-users']);
  const { secret, recoveryCodes } = await enableTotp(t.app, user.token);
  await sqlRun(
    t.app,
    'UPDATE totp_secrets SET last_step = last_step - 10 WHERE user_id = ?',
    user.id,
  );
  return { user, secret, recoveryCodes: recoveryCodes! };
}

describe('a password sign-in of an account with a second factor', () => {
  it('answers a second step (multipart too), and the ticket opens nothing', async () => {
    const { user } = await withApp();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      ...multipart({ email: user.email, password: user.password }),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toBeUndefined();
    expect(body.authorisation).toBeUndefined();
    expect(body.second_step).toEqual({
      ticket: expect.stringMatching(/^[\w-]{43}$/),
      methods: ['totp', 'recovery'],
      expires_in: 300,
    });
    const me = await t.app.inject({ url: '/api/me', headers: bearer(body.second_step.ticket) });
    expect(me.statusCode).toBe(401);
  });

  it('an account without a factor signs in as before', async () => {
    const user = await staffUser(t.app, ['update-data']);
    const res = await passwordLogin(t.app, user.email, user.password);
    expect(res.json().authorisation.token).toBeTruthy();
  });

  it('a current app code completes it once: the same code again is refused', async () => {
    const { user, secret } = await withApp();
    const code = await totpCode(secret);
    const done = await secondStep({ ticket: await ticketOf(user), code });
    expect(done.statusCode).toBe(200);
    expect(done.json().user.email).toBe(user.email);
    const token = done.json().authorisation.token;
    expect((await t.app.inject({ url: '/api/me', headers: bearer(token) })).statusCode).toBe(200);

    const replay = await secondStep({ ticket: await ticketOf(user), code });
    expect(replay.statusCode).toBe(422);
    expect(replay.json()).toEqual({
      message: 'Invalid code.',
      errors: { code: ['Invalid code.'] },
    });
  });

  it('a recovery code completes it, once', async () => {
    const { user, recoveryCodes } = await withApp();
    const [code] = recoveryCodes;
    const done = await secondStep({
      ticket: await ticketOf(user),
      recovery_code: code!.toUpperCase(),
    });
    expect(done.statusCode).toBe(200);
    const again = await secondStep({ ticket: await ticketOf(user), recovery_code: code });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ recovery_code: ['Invalid code.'] });
    const token = done.json().authorisation.token;
    const left = await t.app.inject({ url: '/api/security', headers: bearer(token) });
    expect(left.json().recovery_codes_left).toBe(9);
  });

  it('a passkey completes it', async () => {
    const user = await staffUser(t.app, ['update-users']);
    const { passkey } = await addPasskey(t.app, user.token);
    const ticket = await ticketOf(user);
    const options = await t.app.inject({
      method: 'POST',
      url: '/api/login/second-step/passkey-options',
      payload: { ticket },
    });
    expect(options.statusCode).toBe(200);
    expect(options.json().allowCredentials).toEqual([expect.objectContaining({ id: passkey.id })]);
    const done = await secondStep({ ticket, passkey: passkey.assert(options.json()) });
    expect(done.statusCode).toBe(200);
    expect(done.json().user.second_factor_required).toBe(false);
  });

  it('allows SECOND_STEP_ATTEMPTS wrong tries, then the ticket is dead; each is in the log', async () => {
    const { user, secret } = await withApp();
    const ticket = await ticketOf(user);
    for (let i = 0; i < 2; i++) {
      const wrong = await secondStep({ ticket, code: '000000' });
      expect(wrong.json()).toEqual({
        message: 'Invalid code.',
        errors: { code: ['Invalid code.'] },
      });
    }
    const last = await secondStep({ ticket, recovery_code: 'aaaa-bbbb-cccc-dddd' });
    expect(last.statusCode).toBe(422);
    expect(last.json().message).toBe('Too many attempts. Sign in again.');
    // Even the right code is refused now.
    const right = await secondStep({ ticket, code: await totpCode(secret) });
    expect(right.statusCode).toBe(422);
    expect(right.json()).toEqual({
      message: 'Too many attempts. Sign in again.',
      errors: { code: ['Too many attempts. Sign in again.'] },
    });
    expect(
      await sqlCount(
        t.app,
        "activity WHERE action = 'second-step-failed' AND user_id = ?",
        user.id,
      ),
    ).toBe(3);
  });

  it('an unknown or expired ticket: sign in again', async () => {
    const { user, secret } = await withApp();
    const unknown = await secondStep({ ticket: 'x'.repeat(43), code: await totpCode(secret) });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toBe('Sign in again.');

    const ticket = await ticketOf(user);
    await sqlRun(t.app, 'UPDATE login_tickets SET expires_at = ? WHERE user_id = ?', 1, user.id);
    const expired = await secondStep({ ticket, code: await totpCode(secret) });
    expect(expired.statusCode).toBe(422);
    expect(expired.json().message).toBe('Sign in again.');
  });

  it('two instances on one database count the same tries and accept a code once', async () => {
    const other = await build(t.env, t.dataDir);
    try {
      const { user, secret } = await withApp();
      const ticket = await ticketOf(user);
      const via = (app: TestApp['app'], payload: object) =>
        app.inject({ method: 'POST', url: '/api/login/second-step', payload });
      expect((await via(t.app, { ticket, code: '000000' })).json().message).toBe('Invalid code.');
      expect((await via(other.app, { ticket, code: '000000' })).json().message).toBe(
        'Invalid code.',
      );
      expect((await via(t.app, { ticket, code: '000000' })).json().message).toBe(
        'Too many attempts. Sign in again.',
      );

      // The same code on both instances at once: one sign-in.
      const code = await totpCode(secret);
      const [a, b] = await Promise.all([
        via(t.app, { ticket: await ticketOf(user), code }),
        via(other.app, { ticket: await ticketOf(user), code }),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 422]);
    } finally {
      await other.close();
    }
  });

  it('a used ticket does not sign in twice', async () => {
    const { user, recoveryCodes } = await withApp();
    const ticket = await ticketOf(user);
    const first = await secondStep({ ticket, recovery_code: recoveryCodes[0] });
    expect(first.statusCode).toBe(200);
    const second = await secondStep({ ticket, recovery_code: recoveryCodes[1] });
    expect(second.statusCode).toBe(422);
    expect(second.json().message).toBe('Sign in again.');
  });
});
