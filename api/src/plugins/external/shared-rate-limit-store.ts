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
  const { fellBack, recovered } = fallbackLog(log);

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

type FallbackLog = { fellBack(error: Error): void; recovered(): void };
const fallbackLogs = new WeakMap<FastifyBaseLogger, FallbackLog>();

/**
 * One warning when Redis goes away, one note when it is back: per logger (the rate-limit store
 * and the counter share it), not per request.
 */
function fallbackLog(log: FastifyBaseLogger): FallbackLog {
  const known = fallbackLogs.get(log);
  if (known) return known;
  let degraded = false;
  const made: FallbackLog = {
    fellBack(error: Error) {
      if (degraded) return;
      degraded = true;
      log.warn(
        { err: error },
        'Redis is unreachable: rate limits are counted per instance until it returns',
      );
    },
    recovered() {
      if (!degraded) return;
      degraded = false;
      log.info('Redis is reachable again: rate limits are counted across all instances');
    },
  };
  fallbackLogs.set(log, made);
  return made;
}

/**
 * A count per key in a fixed window that can also be taken back: the login guard counts an
 * attempt before it checks the password (so concurrent guesses cannot all slip under the
 * limit) and takes it back when the password was right (only failures count).
 */
export interface Counter {
  /** One more in `key`'s window (opened now if none is open): the count and the ms left. */
  take(key: string, windowMs: number): Promise<{ current: number; ttl: number }>;
  /** One less, never below zero; the window keeps its end. */
  refund(key: string): Promise<void>;
}

/** Keys kept in memory at most (the oldest window is forgotten first). */
const LOCAL_KEYS = 10_000;

/** This process's memory: a limit per instance. */
export function localCounter(maxKeys = LOCAL_KEYS): Counter {
  const windows = new Map<string, { count: number; end: number }>();
  return {
    async take(key, windowMs) {
      const now = Date.now();
      let entry = windows.get(key);
      if (!entry || entry.end <= now) {
        windows.delete(key);
        if (windows.size >= maxKeys) windows.delete(windows.keys().next().value!);
        entry = { count: 0, end: now + windowMs };
        windows.set(key, entry);
      }
      entry.count += 1;
      return { current: entry.count, ttl: entry.end - now };
    },
    async refund(key) {
      const entry = windows.get(key);
      if (entry && entry.end > Date.now() && entry.count > 0) entry.count -= 1;
    },
  };
}

const TAKE = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if current == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}`;
const REFUND = `
if tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

/**
 * Counted in Redis, so every instance shares one count; while Redis cannot be reached, in
 * this process's memory (as the rate-limit store falls back).
 */
export function sharedCounter(redis: Redis, log: FastifyBaseLogger): Counter {
  const { fellBack, recovered } = fallbackLog(log);
  const local = localCounter();
  const prefix = 'koris-count-';
  return {
    async take(key, windowMs) {
      try {
        const [current, ttl] = (await redis.eval(TAKE, 1, prefix + key, windowMs)) as [
          number,
          number,
        ];
        recovered();
        return { current, ttl };
      } catch (error) {
        fellBack(error as Error);
        return local.take(key, windowMs);
      }
    },
    async refund(key) {
      try {
        await redis.eval(REFUND, 1, prefix + key);
        recovered();
      } catch (error) {
        fellBack(error as Error);
        await local.refund(key);
      }
    },
  };
}
