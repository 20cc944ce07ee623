import type { FastifyPluginAsync, FastifySchema } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import { healthRoute } from '@koris/server-kit';

const Healthy = Type.Object({ status: Type.Literal('ok') });
const Unavailable = Type.Object({
  status: Type.Literal('unavailable'),
  message: Type.String(),
});

const ContentVersion = Type.Object({
  version: Type.String({
    description:
      'Changes whenever any content may have changed (through any API instance); equal values mean the same content.',
  }),
});

/** What a balancer or a server asks often, from one address: never rate limited. */
const probe = <S extends FastifySchema>(schema: S) => ({
  config: { rateLimit: false as const },
  schema: { tags: ['health'], ...schema },
});

/** A balancer's check must answer quickly even when a bucket hangs. */
const STORAGE_TIMEOUT_MS = 2000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * The probes, never rate limited and never stored by a client or the response cache.
 *
 * /health, for a load balancer: 200 only while this instance can query its database and reach
 * its uploads (disk or bucket) and is not closing. Since anyone may call it, one check of the
 * database and the bucket answers every call for HEALTH_CHECK_CACHE_MS, so a flood of calls is
 * not a flood of bucket requests. Closing is reported at once.
 *
 * /content-version, what a server that keeps rendered pages asks before reusing one (the
 * shell's document cache): a token of the data's state, the same on every instance sharing the
 * database. No query is made (Database.changeToken).
 */
const health: FastifyPluginAsync = async (instance) => {
  const fastify = instance.withTypeProvider<TypeBoxTypeProvider>();
  fastify.get(
    '/health',
    probe({
      summary: 'Whether this instance can serve requests',
      description:
        '200 while the instance reaches its database and its uploads storage; 503 when it ' +
        'cannot or is shutting down.',
      response: { 200: Healthy, 503: Unavailable },
    }),
    healthRoute({
      drainingMessage: 'Shutting down.',
      reuseMs: fastify.config.healthCheckCacheMs,
      check: async (request) => {
        try {
          await sql`SELECT 1`.execute(fastify.db.kysely);
        } catch (error) {
          request.log.warn({ err: error }, 'health: the database cannot be queried');
          return { ok: false, reason: 'The database is unavailable.' };
        }
        try {
          // A name that is never stored: a bucket that answers "no such object" is reachable.
          await withTimeout(fastify.storage.exists('health-check'), STORAGE_TIMEOUT_MS);
        } catch (error) {
          request.log.warn({ err: error }, 'health: the uploads storage cannot be reached');
          return { ok: false, reason: 'The uploads storage is unavailable.' };
        }
        return { ok: true };
      },
    }),
  );

  fastify.get(
    '/content-version',
    probe({
      summary: 'A token of the content’s current state',
      response: { 200: ContentVersion },
    }),
    async () => {
      return { version: fastify.db.changeToken() };
    },
  );
};

export default health;
