import { ADMIN, bearer, build, login, multipart, type TestApp } from '../../helper';

/**
 * No account oracle: nothing an anonymous caller sees, nor how long an answer takes, tells
 * whether an e-mail has an account. Time is proved by the work done (argon2 calls counted),
 * never by a clock.
 */
const argon2Calls = { hash: 0, verify: 0 };
jest.mock('@node-rs/argon2', () => {
  const actual = jest.requireActual<typeof import('@node-rs/argon2')>('@node-rs/argon2');
  return {
    ...actual,
    hash: (...args: Parameters<typeof actual.hash>) => {
      argon2Calls.hash += 1;
      return actual.hash(...args);
    },
    verify: (...args: Parameters<typeof actual.verify>) => {
      argon2Calls.verify += 1;
      return actual.verify(...args);
    },
  };
});

/** The argon2 calls `run` makes. */
async function work(run: () => Promise<unknown>) {
  const before = { ...argon2Calls };
  await run();
  return { hash: argon2Calls.hash - before.hash, verify: argon2Calls.verify - before.verify };
}

describe('no account oracle', () => {
  let t: TestApp;
  const TAKEN = 'aiznemts@koris.lv';
  beforeAll(async () => {
    t = await build();
    await t.app.repos.users.create({
      name: 'Aizņemts',
      email: TAKEN,
      password: 'aiznemts-123',
      roles: [],
    });
  });
  afterAll(() => t.destroy());

  const register = (email: string, registration_token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/register',
      ...multipart({ name: 'Kāds', email, password: 'slepens-123', registration_token }),
    });

  it('answers a taken e-mail with a bad token exactly like a free one', async () => {
    const taken = await register(TAKEN, 'not-a-token');
    const free = await register('brivs@koris.lv', 'not-a-token');
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toEqual({
      message: 'The registration token is invalid, used or expired.',
      errors: { registration_token: ['The registration token is invalid, used or expired.'] },
    });
    expect(free.statusCode).toBe(taken.statusCode);
    expect(free.body).toBe(taken.body);
    // Upper case names the same account: still not told.
    expect((await register(TAKEN.toUpperCase(), 'not-a-token')).body).toBe(taken.body);
  });

  it('refuses a taken e-mail only to the holder of a valid token, after the same work', async () => {
    const token = await t.app.repos.users.issueRegistrationToken([], null, 600);
    let taken: Awaited<ReturnType<typeof register>> | undefined;
    const takenWork = await work(async () => (taken = await register(TAKEN, token)));
    expect(taken!.statusCode).toBe(422);
    expect(taken!.json().errors).toEqual({ email: ['The email has already been taken.'] });
    // The token is still good: the same one registers a free e-mail, hashing as much.
    let free: Awaited<ReturnType<typeof register>> | undefined;
    const freeWork = await work(async () => (free = await register('jauns2@koris.lv', token)));
    expect(free!.statusCode).toBe(201);
    expect(takenWork).toEqual(freeWork);
    expect(freeWork.hash).toBe(1);
  });

  it('checks one password hash at sign-in whether or not the account exists', async () => {
    const missing = await work(() =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'nav-tads@koris.lv', password: 'guess-guess' },
      }),
    );
    const existing = await work(() =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: TAKEN, password: 'guess-guess' },
      }),
    );
    expect(missing).toEqual({ hash: 0, verify: 1 });
    expect(existing).toEqual(missing);
  });

  it('checks one password hash at a password change whether or not the account still exists', async () => {
    const { users } = t.app.repos;
    const gone = await work(() => users.checkPassword(999_999, 'guess-guess'));
    const there = await work(() => users.checkPassword(1, 'guess-guess'));
    expect(gone).toEqual({ hash: 0, verify: 1 });
    expect(there).toEqual(gone);
    // Through the route: a wrong current password costs one verify.
    const token = await login(t.app, ADMIN.email, ADMIN.password);
    const wrong = await work(() =>
      t.app.inject({
        method: 'POST',
        url: '/api/changePassword',
        ...multipart({ current_password: 'nope', new_password: 'jauna-parole-1' }, bearer(token)),
      }),
    );
    expect(wrong).toEqual({ hash: 0, verify: 1 });
  });
});
