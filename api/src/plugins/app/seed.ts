import fp from 'fastify-plugin';
import { ensureBaseline, seedDemo } from '../../seed';

/** First start: admin + settings always; demo content unless SEED=none. Idempotent. */
export default fp(
  async (fastify) => {
    await ensureBaseline(fastify);
    if (fastify.config.seed === 'demo') await seedDemo(fastify);
  },
  { name: 'seed', dependencies: ['repositories', 'images'] },
);
