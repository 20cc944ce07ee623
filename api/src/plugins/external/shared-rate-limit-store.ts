import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitOptions, FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

/** As the plugin calls it (its published type leaves out the window and the maximum). */
type Incr = (
  key: string,
  cb: (err: Error | null, result?: { current: number; ttl: number }) => void,
  timeWindow?: number,
  max?: number,
) => void;
type RouteStoreOptions = Parameters<FastifyRateLimitStore['child']>[0];
interface Store {
  incr: Incr;
  child(routeOptions: RouteStoreOptions): Store;
}

// The plugin's own stores (it does not export them by name): the Lua script of the Redis one
// is what makes one count shared by every instance.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const RedisStore = require('@fastify/rate-limit/store/RedisStore') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key?: string,
) => Store;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const LocalStore = require('@fastify/rate-limit/store/LocalStore') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  cache?: number,
) => Store;

/**
 * A rate-limit store that counts in Redis, so every instance shares one count, and falls back
 * to this instance's memory while Redis cannot be reached: the site keeps serving (a limit is
 * then per instance) and the log says so once, and again when Redis is back.
 */
export function sharedStore(redis: Redis, log: FastifyBaseLogger) {
  let degraded = false;
  const fellBack = (error: Error) => {
    if (degraded) return;
    degraded = true;
    log.warn(
      { err: error },
      'Redis is unreachable: rate limits are counted per instance until it returns',
    );
  };
  const recovered = () => {
    if (!degraded) return;
    degraded = false;
    log.info('Redis is reachable again: rate limits are counted across all instances');
  };

  class FallbackStore implements Store {
    constructor(
      private readonly shared: Store,
      private readonly local: Store,
    ) {}

    incr: Incr = (key, cb, timeWindow, max) => {
      this.shared.incr(
        key,
        (error, result) => {
          if (!error) {
            recovered();
            cb(null, result);
            return;
          }
          fellBack(error);
          this.local.incr(key, cb, timeWindow, max);
        },
        timeWindow,
        max,
      );
    };

    child(routeOptions: RouteStoreOptions): Store {
      return new FallbackStore(this.shared.child(routeOptions), this.local.child(routeOptions));
    }
  }

  /** The class the plugin instantiates with its global options (`store` option). */
  return class GlobalStore extends FallbackStore {
    constructor(
      options: FastifyRateLimitOptions & {
        continueExceeding?: boolean;
        exponentialBackoff?: boolean;
      },
    ) {
      const continueExceeding = options.continueExceeding ?? false;
      const exponentialBackoff = options.exponentialBackoff ?? false;
      super(
        new RedisStore(continueExceeding, exponentialBackoff, redis, 'koris-rate-limit-'),
        new LocalStore(continueExceeding, exponentialBackoff),
      );
    }
  };
}
