import type { FastifyInstance } from 'fastify';

export const DAY_MS = 24 * 3600_000;

/**
 * Periodic upkeep: `work` runs when the app is ready and then every `everyMs`, on one instance
 * at a time (Database.once; the others find nothing left next time). A failure is logged as
 * `failure` and the next run tries again; the timer never keeps the process alive.
 */
export function runPeriodically(
  fastify: FastifyInstance,
  task: { name: string; everyMs: number; failure: string },
  work: () => Promise<void>,
): void {
  const run = () =>
    fastify.db
      .once(task.name, work)
      .catch((error: unknown) => fastify.log.error({ err: error }, task.failure));
  fastify.addHook('onReady', async () => {
    await run();
  });
  const timer = setInterval(() => void run(), task.everyMs);
  timer.unref();
  fastify.addHook('onClose', async () => clearInterval(timer));
}
