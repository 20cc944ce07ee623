import type { FastifyInstance } from 'fastify';

export const DAY_MS = 24 * 3600_000;

/**
 * Runs `job` once the app is ready and then daily, on one instance at a time (the others find
 * nothing left to do next time). A failure is logged as `failure`; the next day tries again.
 */
export function runDaily(
  fastify: FastifyInstance,
  name: string,
  job: () => Promise<void>,
  failure: string,
): void {
  const run = () =>
    fastify.db
      .once(name, job)
      .catch((error: unknown) => fastify.log.error({ err: error }, failure));
  fastify.addHook('onReady', async () => {
    await run();
  });
  const timer = setInterval(run, DAY_MS);
  timer.unref();
  fastify.addHook('onClose', async () => clearInterval(timer));
}
