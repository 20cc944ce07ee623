import { startRedis } from '@koris/tooling/services';
import { build, type TestApp } from '../../helper';

/**
 * Two API instances on one real Redis count one login limit together; with Redis gone they
 * keep answering, each counting alone, and share the count again once it is back.
 */
describe('rate limits shared through Redis', () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let one: TestApp;
  let two: TestApp;

  const LIMIT = 4;
  const attempt = (t: TestApp) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'nobody@koris.lv', password: 'wrong-password' },
    });

  beforeAll(async () => {
    redis = await startRedis();
    const env = { REDIS_URL: redis.url, RATE_LIMIT_LOGIN_ADDRESS: String(LIMIT) };
    one = await build(env);
    two = await build(env);
  });
  afterAll(async () => {
    await one?.destroy();
    await two?.destroy();
    await redis?.stop();
  });

  it('counts attempts once across both instances', async () => {
    const statuses = [];
    for (const t of [one, two, one, two]) statuses.push((await attempt(t)).statusCode);
    expect(statuses).toEqual([422, 422, 422, 422]);
    // The limit is reached on either instance, though each saw only half of the attempts.
    expect((await attempt(one)).statusCode).toBe(429);
    expect((await attempt(two)).statusCode).toBe(429);
  });

  it('keeps serving while Redis is away, each instance counting alone', async () => {
    await redis.stop();
    const statuses = [];
    for (let i = 0; i < LIMIT; i += 1) statuses.push((await attempt(one)).statusCode);
    expect(statuses).toEqual([422, 422, 422, 422]);
    expect((await attempt(one)).statusCode).toBe(429);
    // The other instance's own count is still fresh: limits are per instance meanwhile.
    expect((await attempt(two)).statusCode).toBe(422);
  });
});
