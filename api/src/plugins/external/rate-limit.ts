import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { HttpError } from '../../lib/errors';
import { addressKey } from '../../lib/address';
import { localCounter, sharedCounter, sharedStore, type Counter } from './shared-rate-limit-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts that can be taken back (the login guard's), shared like the limits. */
    limitCounter: Counter;
  }
}

/**
 * Registered with global: false; routes opt in with `config.rateLimit`. With REDIS_URL every
 * limit is counted once across all API instances; without it, in this process's memory.
 * Addresses are counted by addressKey (an IPv6 address by its /64).
 */
export default fp(
  async (fastify) => {
    const { redisUrl } = fastify.config;
    let redis: Redis | undefined;
    if (redisUrl) {
      redis = new Redis(redisUrl, {
        // Fail a count at once while Redis is away (the store then counts locally) instead of
        // queueing requests behind a reconnect.
        enableOfflineQueue: false,
        maxRetriesPerRequest: 0,
        connectTimeout: 2000,
      });
      // Reconnects on its own; the store logs the fallback, so the client's errors are noise.
      redis.on('error', () => undefined);
      fastify.addHook('onClose', async () => {
        redis?.disconnect();
      });
    }
    fastify.decorate('limitCounter', redis ? sharedCounter(redis, fastify.log) : localCounter());
    await fastify.register(rateLimit, {
      global: false,
      keyGenerator: (request) => addressKey(request.ip),
      ...(redis && { store: sharedStore(redis, fastify.log) }),
      errorResponseBuilder: (_request, context) =>
        new HttpError(
          429,
          `Too many requests. Try again in ${Math.ceil(context.ttl / 60000)} min.`,
        ),
    });
  },
  { name: 'rate-limit', dependencies: ['config'] },
);
