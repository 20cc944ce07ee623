import fp from 'fastify-plugin';
import { Database } from '../../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

/** Opens DATA_DIR/koris.sqlite and applies pending migrations before any route runs. */
export default fp(
  async (fastify) => {
    const db = new Database(fastify.config.dbFile);
    const applied = await db.migrate({
      log: (repair) => fastify.log.warn({ repair }, 'stored value outside its bounds repaired'),
    });
    if (applied.length > 0) fastify.log.info({ applied }, 'migrations applied');
    fastify.decorate('db', db);
    fastify.addHook('onClose', async () => db.close());
  },
  { name: 'db', dependencies: ['config'] },
);
