import fp from 'fastify-plugin';
import { DAY_MS, runPeriodically } from './periodic';

/** Real-user counts older than RUM_KEEP_DAYS are deleted, at start and then daily. */
export default fp(
  async (fastify) => {
    runPeriodically(
      fastify,
      { name: 'rum-purge', everyMs: DAY_MS, failure: 'real-user purge failed' },
      async () => {
        const before = new Date(Date.now() - fastify.config.rum.keepDays * DAY_MS).toISOString();
        const rows = await fastify.repos.rum.purge(before);
        if (rows > 0) fastify.log.info({ rows }, 'old real-user counts deleted');
      },
    );
  },
  { name: 'rum-purge', dependencies: ['repositories'] },
);
