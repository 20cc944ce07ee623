import fp from 'fastify-plugin';

const DAY_MS = 24 * 3600_000;

/** Real-user counts older than RUM_KEEP_DAYS are deleted, at start and then daily. */
export default fp(
  async (fastify) => {
    const purge = async () => {
      const before = new Date(Date.now() - fastify.config.rum.keepDays * DAY_MS).toISOString();
      const rows = await fastify.repos.rum.purge(before);
      if (rows > 0) fastify.log.info({ rows }, 'old real-user counts deleted');
    };
    // On one instance at a time: the others find nothing left to purge next time.
    const run = () =>
      fastify.db
        .once('rum-purge', purge)
        .catch((error: unknown) => fastify.log.error({ err: error }, 'real-user purge failed'));
    fastify.addHook('onReady', async () => {
      await run();
    });
    const timer = setInterval(run, DAY_MS);
    timer.unref();
    fastify.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'rum-purge', dependencies: ['repositories'] },
);
