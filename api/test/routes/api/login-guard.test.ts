import { startRedis } from '@koris/tooling/services';
import type { LightMyRequestResponse } from 'fastify';
import { addressKey } from '../../../src/lib/address';
import { loadConfig } from '../../../src/config';
import { ADMIN, bearer, build, login, tempDataDir, type TestApp } from '../../helper';

/**
 * Guessing limited per account, from any number of addresses, without locking the owner out
 * of a browser they signed in with: attacked on loopback as a botnet would.
 */

const VICTIM = { name: 'Kora Vadītāja', email: 'vaditaja@koris.lv', password: 'ist-parole-42' };

const attempt = (
  t: TestApp,
  ip: string,
  password = 'guess-guess',
  cookies: Record<string, string> = {},
  email = VICTIM.email,
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password },
    remoteAddress: ip,
    cookies,
  });

/** A different /64 for each i (2001:db8:i::1). */
const network = (i: number) => `2001:db8:${i.toString(16)}::1`;

const deviceCookie = (res: LightMyRequestResponse) =>
  res.cookies.find((cookie) => cookie.name.startsWith('koris_device_'));

async function throttledRows(t: TestApp, admin?: string) {
  admin ??= await login(t.app, ADMIN.email, ADMIN.password);
  const log = await t.app.inject({ url: '/api/activity?take=100', headers: bearer(admin) });
  return (log.json() as { action: string; user_name: string; title: string }[]).filter(
    (entry) => entry.action === 'login-throttled',
  );
}

describe('addresses are counted by their /64', () => {
  it('keys IPv6 by its first 64 bits, IPv4 (mapped or not) as it is', () => {
    expect(addressKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(addressKey('192.0.2.7')).toBe('192.0.2.7');
  });

  it('stops a botnet of many addresses in one /64 at the per-address limits', async () => {
    const t = await build({ RATE_LIMIT_LOGIN: '10', RATE_LIMIT_LOGIN_ADDRESS: '15' });
    try {
      await t.app.repos.users.create({ ...VICTIM, roles: ['update-users'] });
      const statuses = [];
      for (let i = 1; i <= 12; i += 1) {
        statuses.push((await attempt(t, `2001:db8:1:2::${i.toString(16)}`)).statusCode);
      }
      expect(statuses).toEqual([...Array(10).fill(422), 429, 429]);
      // Across e-mails too: every address of the /64 is one address.
      const sprayed = [];
      for (let i = 1; i <= 6; i += 1) {
        const res = await attempt(t, `2001:db8:1:2:${i}::9`, 'x', {}, `m${i}@koris.lv`);
        sprayed.push(res.statusCode);
      }
      expect(sprayed).toEqual([422, 422, 422, 429, 429, 429]);
    } finally {
      await t.destroy();
    }
  });
});

describe('failed passwords are limited per account, from all addresses together', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The account limit at its default: 100 an hour.
    t = await build({ RATE_LIMIT_LOGIN_ACCOUNT: '', RATE_LIMIT_LOGIN_ACCOUNT_WINDOW_MS: '' });
    await t.app.repos.users.create({ ...VICTIM, roles: ['update-data', 'update-users'] });
  });
  afterAll(() => t.destroy());

  it('defaults to 100 failed passwords an hour', () => {
    const config = loadConfig({ DATA_DIR: tempDataDir() });
    expect(config.rateLimitLoginAccount).toBe(100);
    expect(config.rateLimitLoginAccountWindowMs).toBe(3_600_000);
  });

  it('stops a botnet of one address per /64 at the 101st guess, even with the password', async () => {
    let owner: LightMyRequestResponse | undefined;
    // The owner's browser signs in once before the attack (a success counts nothing).
    owner = await attempt(t, '192.0.2.50', VICTIM.password);
    expect(owner.statusCode).toBe(200);
    const cookie = deviceCookie(owner)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/login' });
    expect(cookie.secure).toBeFalsy();

    const statuses: number[] = [];
    for (let i = 1; i <= 100; i += 1) statuses.push((await attempt(t, network(i))).statusCode);
    expect(statuses.every((status) => status === 422)).toBe(true);
    const refused = await attempt(t, network(101));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: 'Too many login attempts. Try again in 60 min.' });
    // The right password from yet another network is refused alike: no oracle for the botnet.
    expect((await attempt(t, network(102), VICTIM.password)).statusCode).toBe(429);
    // An e-mail without an account is limited exactly alike (it has its own count).
    for (let i = 1; i <= 3; i += 1) {
      expect((await attempt(t, network(i), 'x', {}, 'nav@koris.lv')).statusCode).toBe(422);
    }

    // The owner's browser keeps its own allowance, from any address.
    owner = await attempt(t, '192.0.2.50', VICTIM.password, { [cookie.name]: cookie.value });
    expect(owner.statusCode).toBe(200);
    const renewed = deviceCookie(owner)!;
    expect(renewed.name).toBe(cookie.name);
    const roaming = await attempt(t, '198.51.100.7', VICTIM.password, {
      [renewed.name]: renewed.value,
    });
    expect(roaming.statusCode).toBe(200);
    // A mistyped password on the owner's browser is answered, not throttled.
    const typo = await attempt(t, '192.0.2.50', 'typo', { [renewed.name]: renewed.value });
    expect(typo.statusCode).toBe(422);

    // A forged or altered cookie is a stranger's.
    const forged = `${renewed.value.slice(0, -2)}xx`;
    expect(
      (await attempt(t, '192.0.2.50', VICTIM.password, { [renewed.name]: forged })).statusCode,
    ).toBe(429);
    // So is another account's cookie (the attacker's own, signed in to their own account).
    await t.app.repos.users.create({
      name: 'Citāds',
      email: 'citads@koris.lv',
      password: 'citads-123',
      roles: [],
    });
    const theirs = deviceCookie(
      await attempt(t, network(500), 'citads-123', {}, 'citads@koris.lv'),
    )!;
    expect(
      (await attempt(t, network(500), VICTIM.password, { [renewed.name]: theirs.value }))
        .statusCode,
    ).toBe(429);

    // Every refused attempt is counted in the activity log, by the account guessed at.
    const rows = await throttledRows(t);
    expect(rows).toEqual([
      expect.objectContaining({ action: 'login-throttled', user_name: VICTIM.name, title: '4' }),
    ]);
  });

  it('sets the device cookie Secure behind COOKIE_SECURE', async () => {
    const secure = await build({ COOKIE_SECURE: '1' });
    try {
      const res = await attempt(secure, '192.0.2.1', ADMIN.password, {}, ADMIN.email);
      expect(res.statusCode).toBe(200);
      expect(deviceCookie(res)).toMatchObject({ secure: true, httpOnly: true });
    } finally {
      await secure.destroy();
    }
  });
});

describe('a device past its own allowance is a stranger again', () => {
  it('counts the device apart, then on the account', async () => {
    const t = await build({
      RATE_LIMIT_LOGIN: '3',
      RATE_LIMIT_LOGIN_ADDRESS: '1000',
      RATE_LIMIT_LOGIN_ACCOUNT: '2',
    });
    try {
      await t.app.repos.users.create({ ...VICTIM, roles: [] });
      const cookie = deviceCookie(await attempt(t, network(1), VICTIM.password))!;
      const jar = { [cookie.name]: cookie.value };
      // Three misses on the device's allowance (each from a new network), the account untouched.
      for (let i = 2; i <= 4; i += 1)
        expect((await attempt(t, network(i), 'x', jar)).statusCode).toBe(422);
      // Then the account's two.
      expect((await attempt(t, network(5), 'x', jar)).statusCode).toBe(422);
      expect((await attempt(t, network(6), 'x', jar)).statusCode).toBe(422);
      expect((await attempt(t, network(7), VICTIM.password, jar)).statusCode).toBe(429);
    } finally {
      await t.destroy();
    }
  });
});

describe('throttled attempts refused before the form is read', () => {
  it('are counted in the activity log without a name', async () => {
    const t = await build({ RATE_LIMIT_LOGIN_ADDRESS: '2' });
    try {
      const statuses = [];
      for (let i = 0; i < 5; i += 1) {
        statuses.push((await attempt(t, '203.0.113.9', 'x', {}, `n${i}@koris.lv`)).statusCode);
      }
      expect(statuses).toEqual([422, 422, 429, 429, 429]);
      // Counted after the answer: wait for the write.
      const admin = await login(t.app, ADMIN.email, ADMIN.password);
      let rows: Awaited<ReturnType<typeof throttledRows>> = [];
      for (let tries = 0; tries < 50 && rows[0]?.title !== '3'; tries += 1) {
        rows = await throttledRows(t, admin);
        if (rows[0]?.title !== '3') await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(rows).toEqual([expect.objectContaining({ user_name: '', title: '3' })]);
    } finally {
      await t.destroy();
    }
  });
});

describe('the account count is shared by instances on one Redis', () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let one: TestApp;
  let two: TestApp;

  beforeAll(async () => {
    redis = await startRedis();
    const env = { REDIS_URL: redis.url, RATE_LIMIT_LOGIN_ACCOUNT: '4' };
    one = await build(env);
    // The second instance on the same data, as behind a balancer.
    two = await build(env, one.dataDir);
    await one.app.repos.users.create({ ...VICTIM, roles: [] });
  });
  afterAll(async () => {
    await two?.close();
    await one?.destroy();
    await redis?.stop();
  });

  it('refuses the fifth failed password on either instance', async () => {
    const owner = deviceCookie(await attempt(one, network(1), VICTIM.password))!;
    const statuses = [];
    for (const [i, t] of [one, two, one, two].entries()) {
      statuses.push((await attempt(t, network(10 + i))).statusCode);
    }
    expect(statuses).toEqual([422, 422, 422, 422]);
    expect((await attempt(one, network(20), VICTIM.password)).statusCode).toBe(429);
    expect((await attempt(two, network(21), VICTIM.password)).statusCode).toBe(429);
    // The device cookie one instance issued is honoured by the other (same secret).
    const jar = { [owner.name]: owner.value };
    expect((await attempt(two, network(1), VICTIM.password, jar)).statusCode).toBe(200);
  });

  it('keeps answering while Redis is away, each instance counting alone', async () => {
    await redis.stop();
    expect((await attempt(one, network(30))).statusCode).toBe(422);
    expect((await attempt(two, network(31))).statusCode).toBe(422);
    expect((await attempt(one, network(32), VICTIM.password)).statusCode).toBe(200);
  });
});
