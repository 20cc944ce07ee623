import { ADMIN, bearer, login, sqlCount, withApp, type TestApp } from '../../../helper';
import {
  BREACHED_PASSWORD_MESSAGE,
  breachedPasswordCount,
  isBreachedPassword,
} from '../../../../src/lib/breached-passwords';
import { newUser, signIn } from './support';

const TOO_COMMON = 'This password is too common. Choose another.';

describe('the list of commonly breached passwords', () => {
  it('holds only what the length policy would otherwise accept, compared without case', () => {
    expect(BREACHED_PASSWORD_MESSAGE).toBe(TOO_COMMON);
    expect(breachedPasswordCount()).toBeGreaterThan(10_000);
    for (const common of ['password123', 'Password123', 'qwertyuiop', 'iloveyou1', '12345678']) {
      expect(isBreachedPassword(common)).toBe(true);
    }
    // Shorter ones never reach the list: the policy refuses them first.
    expect(isBreachedPassword('123456')).toBe(false);
    for (const strong of ['Dziesma-Vakarā-42', 'correct horse battery staple 7']) {
      expect(isBreachedPassword(strong)).toBe(false);
    }
  });
});

describe('a new password among the commonly breached ones is refused', () => {
  let t: TestApp;
  withApp((built) => (t = built));

  async function registrationToken() {
    const admin = await login(t.app, ADMIN.email, ADMIN.password);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/issue-registration-token',
      headers: bearer(admin),
      payload: { update_data: '1' },
    });
    expect(res.statusCode).toBe(201);
    return res.json<{ registration_token: string }>().registration_token;
  }

  const register = (password: string, token: string, email = 'dziedataja@koris.lv') =>
    t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { name: 'Dziedātāja', email, password, registration_token: token },
    });

  it('on registration, with the message on the password; the token stays usable', async () => {
    const token = await registrationToken();
    for (const common of ['password123', 'Sunshine1']) {
      const res = await register(common, token);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message: TOO_COMMON, errors: { password: [TOO_COMMON] } });
    }
    expect(await sqlCount(t.app, 'users WHERE email = ?', 'dziedataja@koris.lv')).toBe(0);
    const strong = await register('Dziesma-Vakarā-42', token);
    expect(strong.statusCode).toBe(201);
    expect(strong.json().user.email).toBe('dziedataja@koris.lv');
  });

  it('on registration, only after a valid token (without one nothing is said)', async () => {
    const res = await register('password123', 'not-a-token', 'cits@koris.lv');
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['registration_token']);
  });

  it('on a password change, with the message on the new password', async () => {
    const user = await newUser(t.app);
    const token = await signIn(t.app, user);
    const change = (next: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/changePassword',
        headers: bearer(token),
        payload: { current_password: user.password, new_password: next },
      });
    const common = await change('qwertyuiop');
    expect(common.statusCode).toBe(422);
    expect(common.json()).toEqual({ message: TOO_COMMON, errors: { new_password: [TOO_COMMON] } });
    // The old password still signs in.
    expect(await signIn(t.app, user)).toEqual(expect.any(String));
    const strong = await change('Jauna-Dziesma-43');
    expect(strong.statusCode).toBe(200);
    expect(await signIn(t.app, { ...user, password: 'Jauna-Dziesma-43' })).toEqual(
      expect.any(String),
    );
  });
});
