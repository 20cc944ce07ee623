/**
 * Second factors of the Security tab on a real database: the authenticator app (a code works
 * once), recovery codes (hashes only, single use), passkeys verified for real by
 * @simplewebauthn/server against a software authenticator, the REQUIRE_SECOND_FACTOR_ROLES
 * policy and the activity entries of factor changes.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import { loadConfig } from '../../../../src/config';
import { bearer, build, sqlRows, tempDataDir, type TestApp } from '../../../helper';
import {
  checkFactorForConfirm,
  passkeyOptionsForConfirm,
} from '../../../../src/plugins/app/second-factors';
import { SoftPasskey } from '../../../support/authenticator';
import {
  addPasskey,
  enableTotp,
  passwordLogin,
  post,
  staffUser,
  totpCode,
} from '../../../support/factors';

let t: TestApp;
beforeAll(async () => {
  // The product's default policy, which the rest of the suite turns off.
  t = await build({ REQUIRE_SECOND_FACTOR_ROLES: 'update-users' });
});
afterAll(() => t.destroy());

const overview = async (token: string) => {
  const res = await t.app.inject({ url: '/api/security', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('authenticator app', () => {
  it('is pending after setup and turned on only by a valid code; then ten recovery codes', async () => {
    const user = await staffUser(t.app, ['update-data']);
    const setup = await post(t.app, '/api/security/totp/setup', user.token);
    expect(setup.statusCode).toBe(200);
    const { secret, otpauth_url: url } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(url).toMatch(/^otpauth:\/\/totp\//);
    expect(url).toContain(`secret=${secret}`);
    expect((await overview(user.token)).totp).toEqual({ enabled: false });

    const wrong = await post(t.app, '/api/security/totp/enable', user.token, { code: '000000' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({ message: 'Invalid code.', errors: { code: ['Invalid code.'] } });

    const enabled = await post(t.app, '/api/security/totp/enable', user.token, {
      code: await totpCode(secret),
    });
    expect(enabled.statusCode).toBe(200);
    const codes: string[] = enabled.json().recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);

    const after = await overview(user.token);
    expect(after.totp).toEqual({ enabled: true });
    expect(after.recovery_codes_left).toBe(10);
    expect(after.events.map((e: { action: string }) => e.action)).toEqual([
      'recovery-codes-created',
      'totp-enabled',
    ]);
    // A second setup while it is on is refused.
    expect((await post(t.app, '/api/security/totp/setup', user.token)).statusCode).toBe(409);
  });

  it('refuses the same code again inside its window, takes a later one, and turns off', async () => {
    const user = await staffUser(t.app, ['update-data']);
    const { secret } = await enableTotp(t.app, user.token);
    // The code that turned it on is used up.
    const reused = await post(t.app, '/api/security/totp/disable', user.token, {
      code: await totpCode(secret),
    });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors).toEqual({ code: ['Invalid code.'] });
    expect((await overview(user.token)).totp).toEqual({ enabled: true });

    // The next time step's code (a clock a step ahead) is accepted once.
    const next = await totpCode(secret, 1);
    const disabled = await post(t.app, '/api/security/totp/disable', user.token, { code: next });
    expect(disabled.statusCode).toBe(204);
    const after = await overview(user.token);
    expect(after.totp).toEqual({ enabled: false });
    // Without a factor the recovery codes would be a way in of their own.
    expect(after.recovery_codes_left).toBe(0);
    expect(after.events[0].action).toBe('totp-disabled');
  });

  it('a factor change ends every other session of the user, not the current one', async () => {
    const user = await staffUser(t.app, ['update-data']);
    const other = (await passwordLogin(t.app, user.email, user.password)).json().authorisation
      .token;
    await enableTotp(t.app, user.token);
    expect((await t.app.inject({ url: '/api/me', headers: bearer(other) })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/me', headers: bearer(user.token) })).statusCode).toBe(
      200,
    );
  });
});

describe('recovery codes', () => {
  it('are stored as SHA-256 hashes only', async () => {
    const user = await staffUser(t.app, ['update-data']);
    const { recoveryCodes } = await enableTotp(t.app, user.token);
    const rows = await sqlRows<{ code_hash: string }>(
      t.app,
      'SELECT code_hash FROM recovery_codes WHERE user_id = ?',
      user.id,
    );
    expect(rows).toHaveLength(10);
    const stored = rows.map((row) => row.code_hash).sort();
    const expected = recoveryCodes!
      .map((code) => crypto.createHash('sha256').update(code.replaceAll('-', '')).digest('hex'))
      .sort();
    expect(stored).toEqual(expected);
    for (const code of recoveryCodes!) {
      expect(JSON.stringify(rows)).not.toContain(code.replaceAll('-', ''));
    }
  });

  it('new codes need a factor, replace the old ones and are in the log', async () => {
    const user = await staffUser(t.app, ['update-data']);
    const none = await post(t.app, '/api/security/recovery-codes', user.token);
    expect(none.statusCode).toBe(409);
    const { recoveryCodes: old } = await enableTotp(t.app, user.token);
    const fresh = await post(t.app, '/api/security/recovery-codes', user.token);
    expect(fresh.statusCode).toBe(200);
    const codes: string[] = fresh.json().recovery_codes;
    expect(codes).toHaveLength(10);
    expect(codes.some((code) => old!.includes(code))).toBe(false);
    expect((await overview(user.token)).events[0].action).toBe('recovery-codes-created');
  });
});

describe('passkeys', () => {
  it('registers a discoverable passkey verified for real, the first with recovery codes', async () => {
    const user = await staffUser(t.app, ['update-data']);
    const options = await post(t.app, '/api/security/passkeys/options', user.token);
    expect(options.statusCode).toBe(200);
    const creation = options.json();
    expect(creation.rp).toEqual({ name: 'LU jauktais koris', id: 'localhost' });
    expect(creation.authenticatorSelection).toMatchObject({ residentKey: 'required' });
    expect(creation.attestation).toBe('none');

    const passkey = new SoftPasskey();
    const added = await post(t.app, '/api/security/passkeys', user.token, {
      name: 'Laptop',
      response: passkey.register(creation),
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().passkey).toMatchObject({ name: 'Laptop', last_used_at: null });
    expect(added.json().recovery_codes).toHaveLength(10);

    const second = await addPasskey(t.app, user.token, 'Phone');
    expect(second.res.statusCode).toBe(201);
    expect(second.res.json().recovery_codes).toBeUndefined();

    const list = (await overview(user.token)).passkeys;
    expect(list.map((p: { name: string }) => p.name)).toEqual(['Laptop', 'Phone']);
  });

  it('refuses an answer from another origin, and a challenge answered twice', async () => {
    const user = await staffUser(t.app, ['update-data']);
    const options = (await post(t.app, '/api/security/passkeys/options', user.token)).json();
    const elsewhere = new SoftPasskey('https://evil.example', 'localhost');
    const refused = await post(t.app, '/api/security/passkeys', user.token, {
      name: 'Evil',
      response: elsewhere.register(options),
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      response: ['The passkey could not be verified. Try again.'],
    });
    // The challenge was used up by that answer: a right answer to it is refused too.
    const again = await post(t.app, '/api/security/passkeys', user.token, {
      name: 'Laptop',
      response: new SoftPasskey().register(options),
    });
    expect(again.statusCode).toBe(422);
    expect((await overview(user.token)).passkeys).toEqual([]);
  });

  it('signs in alone (no e-mail), and a removed passkey no longer does', async () => {
    const user = await staffUser(t.app, ['update-data']);
    const { passkey, res } = await addPasskey(t.app, user.token);
    const id = res.json().passkey.id;

    const begin = await t.app.inject({ method: 'POST', url: '/api/login/passkey-options' });
    expect(begin.statusCode).toBe(200);
    const { challenge_id: challengeId, options } = begin.json();
    expect(options.allowCredentials).toEqual([]);
    expect(options.userVerification).toBe('required');
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/login/passkey',
      payload: { challenge_id: challengeId, response: passkey.assert(options) },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.email).toBe(user.email);
    const token = signedIn.json().authorisation.token;
    expect((await t.app.inject({ url: '/api/me', headers: bearer(token) })).statusCode).toBe(200);
    const used = (await overview(token)).passkeys[0];
    expect(used.last_used_at).not.toBeNull();

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/security/passkeys/${id}`,
      headers: bearer(token),
    });
    expect(removed.statusCode).toBe(204);
    expect((await overview(token)).events[0]).toMatchObject({
      action: 'passkey-removed',
      detail: 'Laptop',
    });

    const later = (
      await t.app.inject({ method: 'POST', url: '/api/login/passkey-options' })
    ).json();
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/login/passkey',
      payload: { challenge_id: later.challenge_id, response: passkey.assert(later.options) },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('This passkey is not recognised.');
  });

  it('refuses an assertion signed by another key under the same credential id', async () => {
    const user = await staffUser(t.app, ['update-data']);
    const { passkey } = await addPasskey(t.app, user.token);
    const forger = Object.assign(new SoftPasskey(), {
      credentialId: passkey.credentialId,
      userHandle: passkey.userHandle,
    });
    const begin = (
      await t.app.inject({ method: 'POST', url: '/api/login/passkey-options' })
    ).json();
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/login/passkey',
      payload: { challenge_id: begin.challenge_id, response: forger.assert(begin.options) },
    });
    expect(forged.statusCode).toBe(422);
    expect(forged.json().message).toBe('This passkey is not recognised.');
  });

  it('removing another user’s passkey is a 404', async () => {
    const owner = await staffUser(t.app, ['update-data']);
    const { res } = await addPasskey(t.app, owner.token);
    const stranger = await staffUser(t.app, ['update-data']);
    const attempt = await t.app.inject({
      method: 'DELETE',
      url: `/api/security/passkeys/${res.json().passkey.id}`,
      headers: bearer(stranger.token),
    });
    expect(attempt.statusCode).toBe(404);
    expect((await overview(owner.token)).passkeys).toHaveLength(1);
  });
});

describe('REQUIRE_SECOND_FACTOR_ROLES (default update-users)', () => {
  it('an update-users account without a factor reaches only me, logout and security', async () => {
    const user = await staffUser(t.app, ['update-users']);
    const me = await t.app.inject({ url: '/api/me', headers: bearer(user.token) });
    expect(me.json().user.second_factor_required).toBe(true);
    const refused = await post(t.app, '/api/issue-registration-token', user.token, {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: 'Set up a second factor first.',
      reason: 'second-factor',
    });
    const activity = await t.app.inject({ url: '/api/activity', headers: bearer(user.token) });
    expect(activity.statusCode).toBe(403);
    expect((await overview(user.token)).second_factor_required).toBe(true);

    await enableTotp(t.app, user.token);
    const meAfter = await t.app.inject({ url: '/api/me', headers: bearer(user.token) });
    expect(meAfter.json().user.second_factor_required).toBe(false);
    const issued = await post(t.app, '/api/issue-registration-token', user.token, {});
    expect(issued.statusCode).toBe(201);
  });

  it('signing out stays open to an account held by the policy', async () => {
    const user = await staffUser(t.app, ['update-users']);
    const out = await post(t.app, '/api/logout', user.token);
    expect(out.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/me', headers: bearer(user.token) })).statusCode).toBe(
      401,
    );
  });

  it('does not hold an account without such a role', async () => {
    const user = await staffUser(t.app, ['update-data']);
    const me = await t.app.inject({ url: '/api/me', headers: bearer(user.token) });
    expect(me.json().user.second_factor_required).toBe(false);
    const activity = await t.app.inject({ url: '/api/activity', headers: bearer(user.token) });
    expect(activity.statusCode).toBe(200);
  });

  it('factor changes are in the activity log for update-users, not for update-data', async () => {
    const admin = await staffUser(t.app, ['update-users', 'update-data']);
    await addPasskey(t.app, admin.token, 'Security key');
    const editor = await staffUser(t.app, ['update-data']);
    await enableTotp(t.app, editor.token);

    const seen = await t.app.inject({ url: '/api/activity', headers: bearer(admin.token) });
    const actions = seen.json().map((row: { action: string; title: string | null }) => row);
    expect(actions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'passkey-added', title: 'Security key' }),
        expect.objectContaining({ action: 'totp-enabled' }),
      ]),
    );
    const notSeen = await t.app.inject({ url: '/api/activity', headers: bearer(editor.token) });
    expect(notSeen.json().map((row: { action: string }) => row.action)).not.toContain(
      'totp-enabled',
    );
  });
});

describe('factors of a confirmation (what the confirm route plugs in)', () => {
  it('a code of the app and a recovery code work once each; a factor the account lacks is named', async () => {
    const user = await staffUser(t.app, ['update-data']);
    expect(await checkFactorForConfirm(t.app, user.id, { code: '123456' })).toEqual({
      ok: false,
      field: 'code',
      message: 'This account has no authenticator app.',
    });
    const { secret, recoveryCodes } = await enableTotp(t.app, user.token);
    const code = await totpCode(secret, 1);
    expect(await checkFactorForConfirm(t.app, user.id, { code })).toEqual({ ok: true });
    expect(await checkFactorForConfirm(t.app, user.id, { code })).toEqual({
      ok: false,
      field: 'code',
      message: 'Invalid code.',
    });
    const recovery = { recovery_code: recoveryCodes![0] };
    expect(await checkFactorForConfirm(t.app, user.id, recovery)).toEqual({ ok: true });
    expect(await checkFactorForConfirm(t.app, user.id, recovery)).toMatchObject({ ok: false });
    expect(await passkeyOptionsForConfirm(t.app, user.id)).toBeUndefined();
  });

  it('a passkey answers a confirmation challenge of its own user only', async () => {
    const user = await staffUser(t.app, ['update-data']);
    const { passkey } = await addPasskey(t.app, user.token);
    const options = (await passkeyOptionsForConfirm(t.app, user.id))!;
    expect(options.allowCredentials).toEqual([expect.objectContaining({ id: passkey.id })]);
    const answer = passkey.assert(options);
    const other = await staffUser(t.app, ['update-data']);
    await addPasskey(t.app, other.token);
    expect(await checkFactorForConfirm(t.app, other.id, { passkey: answer })).toEqual({
      ok: false,
      field: 'passkey',
      message: 'This passkey is not recognised.',
    });
    expect(await checkFactorForConfirm(t.app, user.id, { passkey: answer })).toEqual({ ok: true });
    // Its challenge is used up.
    expect(await checkFactorForConfirm(t.app, user.id, { passkey: answer })).toMatchObject({
      ok: false,
    });
  });
});

describe('settings', () => {
  const config = (env: Record<string, string>) => {
    const dataDir = tempDataDir();
    try {
      return loadConfig({ DATA_DIR: dataDir, ...env });
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  };

  it('REQUIRE_SECOND_FACTOR_ROLES: update-users by default, none when empty, roles checked', () => {
    expect(config({}).requireSecondFactorRoles).toEqual(['update-users']);
    expect(config({ REQUIRE_SECOND_FACTOR_ROLES: '' }).requireSecondFactorRoles).toEqual([]);
    expect(config({ REQUIRE_SECOND_FACTOR_ROLES: 'none' }).requireSecondFactorRoles).toEqual([]);
    expect(
      config({ REQUIRE_SECOND_FACTOR_ROLES: 'update-users, see-applications' })
        .requireSecondFactorRoles,
    ).toEqual(['update-users', 'see-applications']);
    expect(() => config({ REQUIRE_SECOND_FACTOR_ROLES: 'admin' })).toThrow(
      /REQUIRE_SECOND_FACTOR_ROLES names unknown roles \(got "admin"/,
    );
  });

  it('the passkeys’ origin and RP id follow WEBAUTHN_ORIGIN, else PUBLIC_URL, else localhost', () => {
    expect(config({}).webauthn).toEqual({
      rpId: 'localhost',
      origins: ['http://localhost:8080'],
      rpName: 'LU jauktais koris',
    });
    expect(config({ PUBLIC_URL: 'https://koris.lu.lv/sakums' }).webauthn).toMatchObject({
      rpId: 'koris.lu.lv',
      origins: ['https://koris.lu.lv'],
    });
    expect(
      config({
        WEBAUTHN_ORIGIN: 'https://koris.lu.lv, https://www.koris.lu.lv',
        WEBAUTHN_RP_ID: 'koris.lu.lv',
      }).webauthn,
    ).toMatchObject({
      rpId: 'koris.lu.lv',
      origins: ['https://koris.lu.lv', 'https://www.koris.lu.lv'],
    });
  });
});
