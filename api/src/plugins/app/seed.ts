import fp from 'fastify-plugin';
import { ensureBaseline, seedDemo } from '../../seed';

/**
 * First start: admin + settings always; demo content unless SEED=none. Idempotent, and run by one
 * instance at a time: instances starting together on one empty database make one admin and
 * one seed.
 */
export default fp(
  async (fastify) => {
    await fastify.db.startup(async () => {
      await ensureBaseline(fastify);
      if (fastify.config.seed === 'demo') await seedDemo(fastify);
    });
  },
  { name: 'seed', dependencies: ['repositories', 'images'] },
);
