import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Gauge, gaugeOf } from '@koris/server-kit';
import { SqliteDatabase, type Database } from '../../db/database';
import { PostgresDatabase } from '../../db/postgres';
import { jwtSecretOf } from '../../db/secret';
import type { Config } from '../../config';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** The key that signs tokens (JWT_SECRET, or the database's own). */
    jwtSecret: string;
  }
}

/** PostgreSQL when DATABASE_URL is set, else SQLite in DATA_DIR/koris.sqlite. */
export function openDatabase(config: Pick<Config, 'databaseUrl' | 'dbFile'>): Database {
  return config.databaseUrl
    ? new PostgresDatabase(config.databaseUrl)
    : new SqliteDatabase(config.dbFile);
}

/**
 * Opens the database and applies pending migrations before any route runs, once however many
 * instances start together (the others wait, then find nothing to do).
 */
export default fp(
  async (fastify) => {
    const { config } = fastify;
    const db = openDatabase(config);
    let secret: string;
    try {
      secret = await db.startup(async () => {
        const applied = await db.migrate({
          log: (repair) => fastify.log.warn({ repair }, 'stored value outside its bounds repaired'),
        });
        if (applied.length > 0) {
          fastify.log.info({ applied, database: db.where }, 'migrations applied');
        }
        return jwtSecretOf(db, config.jwtSecret, config.dataDir);
      });
    } catch (error) {
      await db.close().catch(() => undefined);
      throw error;
    }
    fastify.addHook('onClose', async () => db.close());
    fastify.decorate('db', db);
    if (db instanceof PostgresDatabase) poolMetrics(fastify.metrics, db);
    fastify.decorate('jwtSecret', secret);
  },
  { name: 'db', dependencies: ['config', 'metrics'] },
);

/**
 * PostgreSQL's connection pool as Prometheus reads it: connections open, idle, and queries
 * waiting for one (a pool too small for the load shows as waiting above 0). SQLite has no pool:
 * one connection in this process, nothing to export.
 */
function poolMetrics(registry: FastifyInstance['metrics'], db: PostgresDatabase): void {
  const { pool } = db;
  new Gauge({
    name: 'koris_db_pool_connections',
    help: 'PostgreSQL pool connections: total open, idle, and waiting (queries queued for a connection).',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
  gaugeOf(
    registry,
    'koris_db_pool_max',
    'The most connections the PostgreSQL pool opens.',
    () => pool.options.max ?? 10,
  );
}
