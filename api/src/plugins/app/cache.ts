import fp from 'fastify-plugin';
import { XSRF_COOKIE } from './xsrf';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Public GET answer cached by URL (serialised once by the route's response schema). */
    cache?: boolean;
  }
}

const MAX_ENTRIES = 500;

interface Entry {
  /** The answer as fast-json-stringify wrote it (ended as a string: Node then writes head and
   * body in one piece). */
  body: string;
  /** The headers it went out with, and its length. */
  headers: Record<string, string>;
}
/** Per answer, never replayed: the XSRF cookie of a first visit, the request's own id; the
 * length is the body's own. */
const UNCACHED_HEADERS = new Set([
  'set-cookie',
  'content-length',
  'date',
  'connection',
  'x-request-id',
]);

/**
 * The public lists are read far more than written. Routes with `config: { cache: true }`
 * keep their 200 answer, as fast-json-stringify wrote it, per URL; the next GET of that URL
 * is answered before routing work (no SQL, no serialising). Any write, by this instance or by
 * any other sharing the database (Database.changeToken: SQLite's data_version, PostgreSQL's
 * change sequence), drops the whole cache. Kept because the API bench measures the lists far
 * below a bare server without it (docs/decisions/007).
 */
export default fp(
  async (fastify) => {
    const { db } = fastify;
    /** Per URL: the body and the headers it went out with (security headers, content type). */
    const cache = new Map<string, Entry>();
    let seen = '';

    /** The data version each request read at (an answer built across a write is not kept). */
    const readAt = new WeakMap<object, string>();
    const firstVisits = new WeakMap<object, Entry>();

    const current = () => {
      const version = db.changeToken();
      if (version !== seen) {
        cache.clear();
        seen = version;
      }
      return seen;
    };

    // A hit goes out with the headers the first answer had (the security headers, the type),
    // so registered before the other request hooks it skips them all. A request without the
    // XSRF cookie is answered after the XSRF hook has given it one (preValidation below).
    // Only answers of routes with `config: { cache: true }` are stored (onSend), so a hit needs
    // no look at the route: `request.routeOptions` builds a frozen object on every read, a
    // measurable part of a hit (bench). A miss notes the version it read at, whatever the route.
    fastify.addHook('onRequest', (request, reply, done) => {
      if (request.method !== 'GET') return done();
      let version: string;
      try {
        version = current();
      } catch (_unreadable) {
        // The database cannot be read (closed, gone): nothing kept is trusted, and the route
        // answers for itself (/api/health reports it as 503).
        cache.clear();
        return done();
      }
      const hit = cache.get(request.url);
      if (hit === undefined) {
        readAt.set(request, version);
        return done();
      }
      if (!request.headers.cookie?.includes(`${XSRF_COOKIE}=`)) {
        firstVisits.set(request, hit);
        return done();
      }
      if (
        request.headers['content-length'] !== undefined ||
        request.headers['transfer-encoding'] !== undefined
      ) {
        // A GET with a body: the reply pipeline (refused-body guard) deals with it.
        reply.headers(hit.headers).send(hit.body);
        return;
      }
      // The common case: the stored bytes with their stored headers, written directly. The
      // answer hooks have nothing to add (the cookie is there, no body is left unread), so the
      // reply pipeline is skipped: this is what brings a list near a bare server (bench).
      reply.hijack();
      reply.raw.writeHead(200, hit.headers).end(hit.body);
    });

    // A hit without the XSRF cookie, once the XSRF hook has given it one.
    fastify.addHook('preValidation', (request, reply, done) => {
      const hit = firstVisits.get(request);
      if (hit === undefined) return done();
      reply.headers(hit.headers).send(hit.body);
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
        const headers: Record<string, string> = {
          'content-length': String(Buffer.byteLength(payload)),
        };
        for (const [name, value] of Object.entries(reply.getHeaders())) {
          if (typeof value === 'string' && !UNCACHED_HEADERS.has(name)) headers[name] = value;
        }
        cache.set(request.url, { body: payload, headers });
      }
      done(null, payload);
    });
  },
  { name: 'cache', dependencies: ['db'] },
);
