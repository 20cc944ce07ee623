import Fastify from 'fastify';
import { healthRoute, type Readiness } from '../src/health';
import { decorateDraining, drainAndClose } from '../src/shutdown';

describe('healthRoute and drainAndClose', () => {
  it('answers 200 while ready, 503 with the reason otherwise and while draining', async () => {
    let state: Readiness = { ok: true };
    const app = Fastify({ logger: false });
    decorateDraining(app);
    decorateDraining(app);
    app.get(
      '/health',
      healthRoute({ check: async () => state, drainingMessage: 'Shutting down.' }),
    );

    const ok = await app.inject('/health');
    expect([ok.statusCode, ok.json()]).toEqual([200, { status: 'ok' }]);
    expect(ok.headers['cache-control']).toBe('no-store');

    state = { ok: false, reason: 'The database is unavailable.' };
    const down = await app.inject('/health');
    expect([down.statusCode, down.json()]).toEqual([
      503,
      { status: 'unavailable', message: 'The database is unavailable.' },
    ]);

    state = { ok: true };
    await app.ready();
    const closed = drainAndClose(app, 300)({ signal: 'SIGTERM' });
    expect(app.draining).toBe(true);
    const draining = await app.inject('/health');
    expect([draining.statusCode, draining.json()]).toEqual([
      503,
      { status: 'unavailable', message: 'Shutting down.' },
    ]);
    await closed;
  });

  it('with reuseMs, one check answers every call of the period; closing is reported at once', async () => {
    let checks = 0;
    let state: Readiness = { ok: true };
    const app = Fastify({ logger: false });
    decorateDraining(app);
    app.get(
      '/health',
      healthRoute({
        check: async () => {
          checks++;
          await new Promise((resolve) => setTimeout(resolve, 20));
          return state;
        },
        drainingMessage: 'Shutting down.',
        reuseMs: 300,
      }),
    );
    const flood = await Promise.all(Array.from({ length: 50 }, () => app.inject('/health')));
    expect(flood.map((res) => res.statusCode)).toEqual(Array(50).fill(200));
    expect(checks).toBe(1);

    state = { ok: false, reason: 'The database is unavailable.' };
    expect((await app.inject('/health')).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 350));
    const down = await app.inject('/health');
    expect([down.statusCode, down.json()]).toEqual([
      503,
      { status: 'unavailable', message: 'The database is unavailable.' },
    ]);
    expect(checks).toBe(2);

    state = { ok: true };
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect((await app.inject('/health')).statusCode).toBe(200);
    app.draining = true;
    const draining = await app.inject('/health');
    expect([draining.statusCode, draining.json()]).toEqual([
      503,
      { status: 'unavailable', message: 'Shutting down.' },
    ]);
    expect(checks).toBe(3);
  });

  it('closes at once after an uncaught error, without the drain delay', async () => {
    const app = Fastify({ logger: false });
    decorateDraining(app);
    let closed = false;
    app.addHook('onClose', async () => {
      closed = true;
    });
    await app.ready();
    const started = Date.now();
    await drainAndClose(app, 5_000)({ err: new Error('boom') });
    expect(closed).toBe(true);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
