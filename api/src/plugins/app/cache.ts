import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import {
  CONTENT_VERSION_HEADER,
  MIN_CONTENT_VERSION_HEADER,
  REQUEST_ID_HEADER,
  SEEN_VERSION_COOKIE,
  counter,
  etagOf,
  gaugeOf,
  matchesEtag,
  requestIdOf,
} from '@koris/server-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { XSRF_COOKIE } from './xsrf';

/**
 * A public list: any cache may keep it, a shared one (a CDN) one second and a few more while it
 * asks again, so a write shows at the origin at once and at a CDN within its stale window; a
 * browser asks every time, cheaply, with the ETag.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=1, stale-while-revalidate=5';
/** The same list carrying a first visit's XSRF cookie: the visitor's own, never a CDN's. */
export const COOKIE_CACHE_CONTROL = 'private, no-cache';
/** Everything else the API answers (private data, tokens, errors) unless a route says otherwise. */
export const DEFAULT_CACHE_CONTROL = 'no-store';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Public GET answer cached by URL (serialised once by the route's response schema). */
    cache?: boolean;
  }
  interface FastifyInstance {
    /**
     * Answers a request from the kept answers before Fastify sees it, when it is a plain hit
     * (see the plugin); false when it is not, and Fastify must handle it. Called by the
     * server's request listener (app.ts).
     */
    answerKept(req: IncomingMessage, res: ServerResponse): boolean;
    /**
     * The kept 200 answer of a GET of `url` (its JSON text) when it is a plain hit for a read
     * asking for at least `atLeast`; undefined when the read must go through its route.
     */
    keptRead(url: string, atLeast: string | undefined): string | undefined;
  }
}

const MAX_ENTRIES = 500;
/** The levels at which Fastify logs each request it answers. */
const REQUEST_LOG_LEVELS = new Set(['trace', 'debug', 'info']);
/** How a Cookie header that carries the XSRF cookie reads. */
const HAS_XSRF_COOKIE = `${XSRF_COOKIE}=`;
/** Methods that may change what a read answers. */
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface Entry {
  /** The answer as fast-json-stringify wrote it (ended as a string: Node then writes head and
   * body in one piece, which measures cheaper than a head and a buffer). */
  body: string;
  /** The headers it went out with, and its length. */
  headers: Record<string, string>;
  etag: string;
  /** A 304's headers: the validator and caching ones, no length or type. */
  notModified: Record<string, string>;
  /** `headers` and `notModified` as `writeHead`'s flat lists of names and values, each ending
   * in the request id's name and an empty slot for its value: a copy of a list is cheap, where
   * spreading the object into a new one with the id costs more than the rest of a hit. */
  headerList: string[];
  notModifiedList: string[];
  /** The route pattern it was answered by: its label in the request metrics. */
  route: string;
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

/** A header object as `writeHead`'s flat list, with a last slot for the request id. */
function flatWithId(headers: Record<string, string>): string[] {
  return [...Object.entries(headers).flat(), REQUEST_ID_HEADER, ''];
}

/**
 * The public lists are read far more than written. Routes with `config: { cache: true }`
 * keep their 200 answer, as fast-json-stringify wrote it, per URL; the next GET of that URL
 * is answered before routing work (no SQL, no serialising). Any write, by this instance or by
 * any other sharing the database (Database.changeToken: SQLite's data_version, PostgreSQL's
 * change sequence), drops the whole cache. Kept because the API bench measures the lists far
 * below a bare server without it (docs/decisions/007).
 *
 * Read your own writes (docs/decisions/042): a write's answer names the change token it left
 * (`Content-Version`, and the `koris_seen` cookie for the shell's documents); a read that asks
 * for at least a version (`Min-Content-Version`) this instance has not seen yet makes it read
 * the change signal now, which drops what it kept, before the read is answered. Reads without
 * the header are answered as before.
 */
export default fp(
  async (fastify) => {
    const { db } = fastify;
    const { seenCookieSeconds } = fastify.config;
    /** Per URL: the body and the headers it went out with (security headers, content type). */
    const cache = new Map<string, Entry>();
    let seen = '';
    const hits = counter(
      fastify.metrics,
      'koris_api_cache_hits_total',
      'Public GETs answered from the kept answers, without routing work or SQL.',
    );
    const misses = counter(
      fastify.metrics,
      'koris_api_cache_misses_total',
      'GETs of a cacheable public list answered by its route (nothing kept for the address, or a write dropped it).',
    );
    gaugeOf(
      fastify.metrics,
      'koris_api_cache_entries',
      'Answers kept now (one per address; every write drops them all).',
      () => cache.size,
    );

    /** The data version each request read at (an answer built across a write is not kept). */
    const readAt = new WeakMap<object, string>();
    const firstVisits = new WeakMap<object, Entry>();
    /** The change token now; undefined while the database cannot be read. */
    const tokenNow = (): string | undefined => {
      try {
        return db.changeToken();
      } catch (_unreadable) {
        return undefined;
      }
    };
    /** The change token each write started at. */
    const writeFrom = new WeakMap<object, string>();

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
      if (WRITES.has(request.method)) {
        // What a write is compared with: only one that changed something names a version.
        const token = tokenNow();
        if (token !== undefined) writeFrom.set(request, token);
        return done();
      }
      if (request.method !== 'GET') return done();
      const atLeast = request.headers[MIN_CONTENT_VERSION_HEADER];
      if (typeof atLeast === 'string' && atLeast && atLeast !== seen) {
        // A writer's read: this instance first learns of its write (one query when behind).
        db.catchUp(atLeast).then(
          () => answer(request, reply, done),
          () => answer(request, reply, done),
        );
        return;
      }
      answer(request, reply, done);
    });

    function answer(
      request: FastifyRequest,
      reply: FastifyReply,
      done: (error?: Error) => void,
    ): void {
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
      hits.inc();
      if (!request.headers.cookie?.includes(HAS_XSRF_COOKIE)) {
        firstVisits.set(request, hit);
        return done();
      }
      if (matchesEtag(request.headers['if-none-match'], hit.etag)) {
        reply.hijack();
        reply.raw.writeHead(304, hit.notModified).end();
        return;
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
    }

    /**
     * The kept answer of `url` while the database answers (a write it has not seen yet drops
     * them all first), counted as a hit; undefined when there is none.
     */
    function plainHit(url: string): Entry | undefined {
      if (!cache.has(url)) return undefined;
      try {
        current();
      } catch (_unreadable) {
        return undefined;
      }
      const hit = cache.get(url);
      if (hit !== undefined) hits.inc();
      return hit;
    }

    /**
     * The same hit, answered from the server's request listener before Fastify builds its
     * request and reply or runs a hook: what remains of a kept list's cost next to a bare
     * server is that work (bench). Only the plain case is taken: a GET without a body, with
     * the XSRF cookie, asking for no version this instance has not seen, while the instance
     * is not draining and the database answers. Everything else, and every miss, goes to
     * Fastify, whose hooks above answer the rest exactly as before (and answer `inject`, which
     * never reaches the listener). What the pipeline would have added is added here: the
     * request id, the cache's hit count, the request duration metric and, at level info, the
     * request's log line.
     */
    fastify.decorate('answerKept', (req: IncomingMessage, res: ServerResponse): boolean => {
      if (req.method !== 'GET' || fastify.draining) return false;
      const { headers } = req;
      const atLeast = headers[MIN_CONTENT_VERSION_HEADER];
      if (
        (atLeast !== undefined && atLeast !== seen) ||
        headers['content-length'] !== undefined ||
        headers['transfer-encoding'] !== undefined ||
        !headers.cookie?.includes(HAS_XSRF_COOKIE)
      ) {
        return false;
      }
      const url = req.url ?? '';
      const hit = plainHit(url);
      if (hit === undefined) return false;
      const start = performance.now();
      const status = matchesEtag(headers['if-none-match'], hit.etag) ? 304 : 200;
      const list = (status === 304 ? hit.notModifiedList : hit.headerList).slice();
      const id = requestIdOf(req);
      list[list.length - 1] = id;
      if (status === 304) res.writeHead(304, list).end();
      else res.writeHead(200, list).end(hit.body);
      const seconds = (performance.now() - start) / 1000;
      fastify.observeRequest({ route: hit.route, method: 'GET', status }, seconds);
      if (REQUEST_LOG_LEVELS.has(fastify.log.level)) {
        fastify.log.info(
          {
            reqId: id,
            req: { method: 'GET', url },
            res: { statusCode: status },
            responseTime: seconds * 1000,
          },
          'request completed (kept answer)',
        );
      }
      return true;
    });

    // A read of a batch (GET /api/reads): the same plain hit as answerKept's, its body only.
    // The batch is the request, with its own log line and metrics; a hit is counted as one.
    fastify.decorate('keptRead', (url: string, atLeast: string | undefined) => {
      if (fastify.draining || (atLeast !== undefined && atLeast !== seen)) return undefined;
      return plainHit(url)?.body;
    });

    // A hit without the XSRF cookie, once the XSRF hook has given it one.
    fastify.addHook('preValidation', (request, reply, done) => {
      const hit = firstVisits.get(request);
      if (hit === undefined) return done();
      // It carries the new cookie (onSend marks it the visitor's own).
      reply.headers(hit.headers).send(hit.body);
    });

    fastify.addHook('onSend', (request, reply, payload, done) => {
      const before = writeFrom.get(request);
      const written = before === undefined || reply.statusCode >= 400 ? before : tokenNow();
      if (written !== undefined && written !== before) {
        // The state this write left: the writer's next reads ask for at least it. (A write of
        // what no page shows, the real-user beacon, leaves the token and names nothing.)
        reply.header(CONTENT_VERSION_HEADER, written);
        if (seenCookieSeconds > 0) {
          // Written as a header: @fastify/cookie's own onSend may already have run.
          reply.header(
            'set-cookie',
            fastify.serializeCookie(SEEN_VERSION_COOKIE, written, {
              path: '/',
              sameSite: 'lax',
              secure: fastify.config.cookieSecure,
              httpOnly: true,
              maxAge: seenCookieSeconds,
            }),
          );
        }
      }
      if (
        request.method !== 'GET' ||
        reply.statusCode !== 200 ||
        typeof payload !== 'string' ||
        !request.routeOptions.config.cache ||
        // A staff read of a public list (drafts, a preview): theirs alone, never kept.
        Boolean(request.account)
      ) {
        // Private answers, errors, writes: nobody keeps them, unless the route said otherwise.
        // (A file served by @fastify/static sets its own on the raw response.)
        if (!reply.hasHeader('cache-control') && !reply.raw.hasHeader('cache-control')) {
          reply.header('cache-control', DEFAULT_CACHE_CONTROL);
        }
        return done(null, payload);
      }
      if (!firstVisits.has(request)) misses.inc();
      const etag = etagOf(payload);
      reply.header('etag', etag);
      // An answer that sets a cookie is never a shared cache's to keep; the one kept here for
      // others is the same answer without it.
      // The XSRF cookie of a first visit is written after this hook (@fastify/cookie's own),
      // so a request without one is known to get one.
      const setsCookie =
        reply.hasHeader('set-cookie') || !request.headers.cookie?.includes(HAS_XSRF_COOKIE);
      reply.header('cache-control', setsCookie ? COOKIE_CACHE_CONTROL : PUBLIC_CACHE_CONTROL);
      if (readAt.get(request) !== undefined && readAt.get(request) === current()) {
        if (cache.size >= MAX_ENTRIES) cache.clear();
        const headers: Record<string, string> = {
          'content-length': String(Buffer.byteLength(payload)),
        };
        for (const [name, value] of Object.entries(reply.getHeaders())) {
          if (typeof value === 'string' && !UNCACHED_HEADERS.has(name)) headers[name] = value;
        }
        headers['cache-control'] = PUBLIC_CACHE_CONTROL;
        const notModified: Record<string, string> = { etag, 'cache-control': PUBLIC_CACHE_CONTROL };
        if (headers['vary']) notModified['vary'] = headers['vary'];
        cache.set(request.url, {
          body: payload,
          headers,
          etag,
          notModified,
          headerList: flatWithId(headers),
          notModifiedList: flatWithId(notModified),
          route: request.routeOptions.url ?? request.url,
        });
      }
      done(null, payload);
    });
  },
  { name: 'cache', dependencies: ['db', 'metrics'] },
);
