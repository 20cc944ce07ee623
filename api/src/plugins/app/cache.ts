import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends a public GET answer from a cache keyed by URL, invalidated by any DB write. */
    sendCached: (
      request: FastifyRequest,
      reply: FastifyReply,
      produce: () => unknown,
    ) => FastifyReply;
  }
}

const MAX_ENTRIES = 500;

/**
 * The public lists are read far more than written. Their JSON is cached per URL and dropped
 * whenever this process writes (Database.version) or another connection commits (SQLite's
 * data_version, e.g. the CLI; seen within 100 ms).
 */
export default fp(
  async (fastify) => {
    const { db } = fastify;
    const dataVersion = db.sqlite.prepare('PRAGMA data_version').pluck();
    const cache = new Map<string, string>();
    let seen = '';
    // Other processes' commits are checked at most every 100 ms (a pragma call per request is
    // measurable on the hot path); this process's own writes invalidate at once.
    let otherVersion = dataVersion.get() as number;
    let checkedAt = Date.now();

    fastify.decorate(
      'sendCached',
      (request: FastifyRequest, reply: FastifyReply, produce: () => unknown) => {
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
        let body = cache.get(request.url);
        if (body === undefined) {
          body = JSON.stringify(produce());
          if (cache.size >= MAX_ENTRIES) cache.clear();
          cache.set(request.url, body);
        }
        return reply.type('application/json; charset=utf-8').send(body);
      },
    );
  },
  { name: 'cache', dependencies: ['db'] },
);
