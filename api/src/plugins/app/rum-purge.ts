import fp from 'fastify-plugin';
import { DAY_MS, runDaily } from '../../lib/daily';

/** Real-user counts older than RUM_KEEP_DAYS are deleted, at start and then daily. */
export default fp(
  async (fastify) => {
    runDaily(
      fastify,
      'rum-purge',
      async () => {
        const before = new Date(Date.now() - fastify.config.rum.keepDays * DAY_MS).toISOString();
        const rows = await fastify.repos.rum.purge(before);
        if (rows > 0) fastify.log.info({ rows }, 'old real-user counts deleted');
      },
      'real-user purge failed',
    );
  },
  { name: 'rum-purge', dependencies: ['repositories'] },
);
