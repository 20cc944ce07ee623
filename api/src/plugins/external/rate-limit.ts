import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { counter, requestLabels } from '@koris/server-kit';
import { Redis } from 'ioredis';
import type { Config } from '../../config';
import { HttpError } from '../../lib/errors';
import { addressKey } from '../../lib/address';
import { localCounter, sharedCounter, sharedStore, type Counter } from './shared-rate-limit-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts that can be taken back (the login guard's), shared like the limits. */
    limitCounter: Counter;
  }
}

/** The limit that refused a request, where its route has more than one. */
const refusingLimits = requestLabels();

/**
 * Names the limit that refuses `request` (a 429), for the refusals metric: a route with
 * several limits (the login's) says which; any other refusal is named by its route pattern.
 */
export function refusedBy(request: FastifyRequest, limit: string): void {
  refusingLimits.set(request, limit);
}

/**
 * The sign-in's limit per address (RATE_LIMIT_LOGIN): what every answer that can be guessed
 * (a password, an app code) is held to.
 */
export function signInLimit(config: Config) {
  return { max: config.rateLimitLogin, timeWindow: config.rateLimitLoginWindowMs };
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
    // The sign-in limits are there from the start (at 0), so a rate over them needs no first refusal.
    const refusals = counter(
      fastify.metrics,
      'koris_rate_limit_refusals_total',
      'Requests refused with 429 by a rate limit, by limit (a name, or the route pattern of a route with one limit).',
      {
        names: ['limit'],
        startAt: ['login-address', 'login', 'login-account'].map((limit) => ({ limit })),
      },
    );
    fastify.addHook('onResponse', (request, reply, done) => {
      if (reply.statusCode === 429) {
        refusals.inc({ limit: refusingLimits.of(request) });
      }
      done();
    });
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
  { name: 'rate-limit', dependencies: ['config', 'metrics'] },
);
