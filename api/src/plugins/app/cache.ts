import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Public GET answer cached by URL (serialised once by the route's response schema). */
    cache?: boolean;
  }
}

const MAX_ENTRIES = 500;

/**
 * The public lists are read far more than written. Routes with `config: { cache: true }`
 * keep their 200 answer, as fast-json-stringify wrote it, per URL; the next GET of that URL
 * is answered before routing work (no SQL, no serialising). Any write by this process
 * (Database.version) or by another connection (SQLite's data_version, e.g. the CLI; checked at
 * most every 100 ms) drops the whole cache. Kept because `pnpm --filter @koris/api bench`
 * measures the lists without it at about a quarter of a bare server (README, Performance).
 */
export default fp(
  async (fastify) => {
    const { db } = fastify;
    const dataVersion = db.sqlite.prepare('PRAGMA data_version').pluck();
    const cache = new Map<string, string>();
    let seen = '';
    let otherVersion = dataVersion.get() as number;
    let checkedAt = Date.now();

    /** The data version each request read at (an answer built across a write is not kept). */
    const readAt = new WeakMap<object, string>();

    const current = () => {
      const now = Date.now();
      if (now - checkedAt >= 100) {
        otherVersion = dataVersion.get() as number;
        checkedAt = now;
      }
      const version = `${db.version}:${otherVersion}`;
      if (version !== seen) {
        cache.clear();
        seen = version;
      }
      return seen;
    };

    fastify.addHook('onRequest', (request, reply, done) => {
      if (request.method !== 'GET' || !request.routeOptions.config.cache) return done();
      const version = current();
      const body = cache.get(request.url);
      if (body === undefined) {
        readAt.set(request, version);
        return done();
      }
      reply.type('application/json; charset=utf-8').send(body);
    });

    fastify.addHook('onSend', (request, reply, payload, done) => {
      if (
        request.method === 'GET' &&
        request.routeOptions.config.cache &&
        reply.statusCode === 200 &&
        typeof payload === 'string' &&
        readAt.get(request) !== undefined &&
        readAt.get(request) === current()
      ) {
        if (cache.size >= MAX_ENTRIES) cache.clear();
        cache.set(request.url, payload);
      }
      done(null, payload);
    });
  },
  { name: 'cache', dependencies: ['db'] },
);
