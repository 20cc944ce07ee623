import { withApp, type TestApp } from '../../../helper';
import { addPasskey, enableTotp, post, staffUser, totpCode } from '../../../support/factors';
import { confirmedAgo } from './support';

const CONFIRM = { message: 'Confirm it is you to continue.', reason: 'confirm' };

/**
 * Turning a factor off, removing a passkey and replacing the recovery codes are sensitive acts:
 * after the confirmation window they ask for the password or a second factor again, and a
 * second factor given to the confirmation is checked (and used up) as at sign-in.
 */
describe('confirming with a second factor, and the factor acts behind a confirmation', () => {
  let t: TestApp;
  withApp((built) => (t = built), { CONFIRM_WINDOW_MINUTES: '5' });

  it('after the window, removing a passkey, turning the app off and new recovery codes answer 403 confirm', async () => {
    const user = await staffUser(t.app, ['update-data']);
    const { secret } = await enableTotp(t.app, user.token);
    const { res: added } = await addPasskey(t.app, user.token);
    expect(added.statusCode).toBe(201);
    const passkeyId = added.json<{ passkey: { id: number } }>().passkey.id;
    await confirmedAgo(t.app, user.token, 6);

    const refused = [
      await t.app.inject({
        method: 'DELETE',
        url: `/api/security/passkeys/${passkeyId}`,
        headers: { authorization: `Bearer ${user.token}` },
      }),
      await post(t.app, '/api/security/totp/disable', user.token, {
        code: await totpCode(secret, 1),
      }),
      await post(t.app, '/api/security/recovery-codes', user.token),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(CONFIRM);
    }
    // Nothing was changed by the refused acts.
    const security = await t.app.inject({
      url: '/api/security',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(security.json()).toMatchObject({
      totp: { enabled: true },
      recovery_codes_left: 10,
      passkeys: [{ id: passkeyId, name: 'Laptop' }],
    });
  });

  it('a code of the app confirms once; the same code again is refused on the field', async () => {
    const user = await staffUser(t.app, ['update-users']);
    const { secret } = await enableTotp(t.app, user.token);
    await confirmedAgo(t.app, user.token, 30);
    const code = await totpCode(secret, 1);

    const confirmed = await post(t.app, '/api/security/confirm', user.token, { code });
    expect(confirmed.statusCode).toBe(200);
    expect(Date.parse(confirmed.json().confirmed_until)).toBeGreaterThan(Date.now());
    const codes = await post(t.app, '/api/security/recovery-codes', user.token);
    expect(codes.statusCode).toBe(200);
    expect(codes.json().recovery_codes).toHaveLength(10);

    await confirmedAgo(t.app, user.token, 30);
    const again = await post(t.app, '/api/security/confirm', user.token, { code });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      message: 'Invalid code.',
      errors: { code: ['Invalid code.'] },
    });
  });

  it('a recovery code confirms once; an account without a passkey is told so', async () => {
    const user = await staffUser(t.app, ['update-users']);
    const { recoveryCodes } = await enableTotp(t.app, user.token);
    await confirmedAgo(t.app, user.token, 30);

    const recovery = recoveryCodes![0]!;
    const first = await post(t.app, '/api/security/confirm', user.token, {
      recovery_code: recovery,
    });
    expect(first.statusCode).toBe(200);
    await confirmedAgo(t.app, user.token, 30);
    const reused = await post(t.app, '/api/security/confirm', user.token, {
      recovery_code: recovery,
    });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors).toEqual({ recovery_code: ['Invalid code.'] });

    const options = await post(t.app, '/api/security/confirm/passkey-options', user.token);
    expect(options.statusCode).toBe(422);
    expect(options.json().message).toBe('This account has no passkey.');
  });

  it('a passkey confirms, answering the confirmation’s own challenge', async () => {
    const user = await staffUser(t.app, ['update-users']);
    const { passkey } = await addPasskey(t.app, user.token);
    await confirmedAgo(t.app, user.token, 30);

    const options = await post(t.app, '/api/security/confirm/passkey-options', user.token);
    expect(options.statusCode).toBe(200);
    const res = await post(t.app, '/api/security/confirm', user.token, {
      passkey: passkey.assert(options.json()),
    });
    expect(res.statusCode).toBe(200);
    expect((await post(t.app, '/api/security/recovery-codes', user.token)).statusCode).toBe(200);
  });
});
