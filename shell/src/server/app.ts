import { randomUUID } from 'node:crypto';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fastifyCompress from '@fastify/compress';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import {
  cacheControlFor,
  createServerApp,
  helmetHeaders,
  refusedBodyHook,
} from '@koris/shared/server';
import { redirectOf } from '../config/redirects';
import { registerApiProxy, PROXY_TIMEOUTS, type ProxyTimeouts } from './api-proxy';
import { contentApi } from './content-api';
import { documentWriter, type RouteMatch } from './document';
import {
  acceptedEncoding,
  contentVersions,
  DEFAULT_DOCUMENT_CACHE_MB,
  documentCache,
  FRESH_DOCUMENT_CACHE_CONTROL,
  KEPT_DOCUMENT_CACHE_CONTROL,
  matchesEtag,
  type ContentVersionOptions,
} from './document-cache';
import { readiness } from './readiness';
import { remoteDescriptors } from './remote-descriptors';
import { type RenderNotFound, type RenderPage } from './render';
import { REQUEST_ID_HEADER, renderRequestId, requestIdOf } from './request-id';
import { routeHead } from './route-head';
import { remoteOrigins, shellHelmetOptions, withStyleHashes } from './security';
import { LOGO_SVG, pageFacts, publicOrigin, robotsTxt, sitemapXml } from './seo';
import { readTemplates } from './template';

export interface ShellServerOptions {
  /** The shell's browser build (`dist/`). */
  root: string;
  /** Where the API is: `/api` and `/uploads` are proxied there, the server render calls it. */
  apiOrigin: string;
  /** Remote name → its manifest URL (`/remotes.json`). */
  remotes: Record<string, string>;
  https: boolean;
  /** The server render (null: every page is drawn by the browser) and its shared versions. */
  render: {
    renderPage: RenderPage;
    sharedVersions: Record<string, string>;
    /** The 404 page's server render (none: the browser draws it). */
    renderNotFound?: RenderNotFound;
  } | null;
  /** PUBLIC_URL: the site's address for canonical links and the sitemap (else each request's own). */
  publicUrl?: string | undefined;
  /** A rendered page carries its stylesheets written in (else linked). */
  inlineCss: boolean;
  timeouts?: Partial<ProxyTimeouts>;
  onRenderError?: (error: unknown, url: string) => void;
  /** Fastify's logger (main.ts: JSON lines, or pino-pretty in a terminal); none by default. */
  logger?: FastifyServerOptions['logger'];
  /** UPLOADS_PUBLIC_URL: the API redirects `/uploads/…` there, so images may load from it. */
  uploadsPublicUrl?: string | undefined;
  /** `/health`: how long the API's health check and a remote release's first render may take. */
  health?: { apiTimeoutMs?: number; warmTimeoutMs?: number };
  /** DOCUMENT_CACHE_MB in bytes: rendered documents kept for reuse (0: none). */
  documentCacheBytes?: number;
  /** How the API's content version is asked (document-cache.ts). */
  contentVersion?: Omit<ContentVersionOptions, 'apiOrigin'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set once the server closes: `/health` answers 503 so a balancer sends no more. */
    draining: boolean;
  }
}

/**
 * The route of a request: its path decoded and matched once (null: not a page of the site).
 * `origin`: the site's public origin, for the absolute addresses of its head.
 */
export function matchRoute(url: string, origin: string): RouteMatch | null {
  const pathname = new URL(url, 'http://x').pathname;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed path: the app shows its 404.
    return null;
  }
  const head = routeHead(decoded);
  return head ? { pathname, head, origin } : null;
}

/**
 * The shell's production server (DESIGN §4): its built files, `/remotes.json`, `/robots.txt`,
 * the API proxy, and every page's document (server-rendered where it can be), all with the
 * shell's security headers, every error as `{ message }`, no refused body left on a connection.
 */
export async function createShellServer(options: ShellServerOptions): Promise<FastifyInstance> {
  const helmetOptions = shellHelmetOptions({
    remotes: options.remotes,
    https: options.https,
    uploadsPublicUrl: options.uploadsPublicUrl,
  });
  const headers = await helmetHeaders(helmetOptions);
  const app = createServerApp(() => headers, {
    logger: options.logger ?? false,
    // One id per request, end to end: a load balancer's when it is well formed (requestIdOf
    // checks it; Fastify's requestIdHeader would take any value), else a new one.
    requestIdHeader: false,
    genReqId: requestIdOf,
  });
  app.decorate('draining', false);
  // Every answer names its request's id, so a balancer's log line finds the shell's and the API's.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  await app.register(helmet, helmetOptions);
  app.addHook('onSend', refusedBodyHook());

  await app.register(fastifyStatic, {
    root: options.root,
    preCompressed: true,
    wildcard: false,
    index: false,
    cacheControl: false,
    setHeaders: (res, filePath) => res.setHeader('Cache-Control', cacheControlFor(filePath)),
  });

  const remotesBody = JSON.stringify(options.remotes);
  const originOf = publicOrigin(options.publicUrl);
  const content = contentApi(options.apiOrigin);
  app.get('/robots.txt', (request, reply) =>
    reply.type('text/plain').send(robotsTxt(originOf(request))),
  );
  app.get('/sitemap.xml', async (request, reply) => {
    const xml = await renderRequestId.run(request.id, () => sitemapXml(originOf(request), content));
    if (xml === null) {
      // Without the galleries a sitemap would tell search engines they are gone: ask again.
      return reply
        .code(503)
        .header('Retry-After', '60')
        .send({ message: 'Lapu karte pašlaik nav pieejama.' });
    }
    return reply.header('Cache-Control', 'no-cache').type('application/xml').send(xml);
  });
  app.get('/logo.svg', (_req, reply) =>
    reply.header('Cache-Control', 'public, max-age=86400').type('image/svg+xml').send(LOGO_SVG),
  );
  app.get('/remotes.json', (_req, reply) =>
    reply.header('Cache-Control', 'no-cache').type('application/json').send(remotesBody),
  );
  const versions = contentVersions({ apiOrigin: options.apiOrigin, ...options.contentVersion });
  // A write through this server's proxy: the page a staff member reloads next asks the API's
  // version at once instead of within the interval (other servers notice within it).
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && request.url.startsWith('/api/')) {
      versions.expire();
    }
    done(null, payload);
  });
  await registerApiProxy(app, options.apiOrigin, { ...PROXY_TIMEOUTS, ...options.timeouts });

  // Written at start, like remotes.json: the browser asks for the remote list and opens
  // connections to the remotes' servers while the shell's code still downloads.
  const hints = [
    '<link rel="preload" href="/remotes.json" as="fetch" crossorigin="anonymous">',
    ...remoteOrigins(options.remotes).map(
      (origin) => `<link rel="preconnect" href="${origin}" crossorigin>`,
    ),
  ].join('');
  const descriptors = remoteDescriptors({
    remotes: options.remotes,
    serverShared: options.render?.sharedVersions ?? null,
  });
  const writer = documentWriter({
    templates: readTemplates(path.resolve(options.root), hints, options.inlineCss),
    descriptors,
    renderPage: options.render?.renderPage ?? null,
    renderNotFound: options.render?.renderNotFound ?? null,
    factsOf: (head) => pageFacts(content, head),
    inlineCss: options.inlineCss,
    ...(options.onRenderError && { onRenderError: options.onRenderError }),
  });

  const documents = documentCache({
    writer,
    versions,
    maxBytes: options.documentCacheBytes ?? DEFAULT_DOCUMENT_CACHE_MB * 1024 * 1024,
  });
  /** The policy with a page's style hashes, made once per set of hashes, not per answer. */
  const policies = new Map<string, string>();
  function policyFor(hashes: readonly string[]): string | undefined {
    const key = hashes.join(' ');
    let policy = policies.get(key);
    if (policy === undefined) {
      const csp = withStyleHashes(helmetOptions, hashes).contentSecurityPolicy;
      const captured: Record<string, string> = {};
      const res = { setHeader: (name: string, value: string) => (captured[name] = value) };
      helmet.contentSecurityPolicy(csp as Parameters<typeof helmet.contentSecurityPolicy>[0])(
        {} as never,
        res as never,
        () => undefined,
      );
      policy = captured['Content-Security-Policy'] ?? '';
      // Pages share a handful of style sets; anything beyond that is not worth remembering.
      if (policies.size < 256) policies.set(key, policy);
    }
    return policy || undefined;
  }

  // For a route that compresses its answer per request (`compress: {}`); documents are
  // compressed by the document cache, files at build time.
  await app.register(fastifyCompress, { global: false, encodings: ['br', 'gzip'] });
  // Any other GET that is not a file: the document of that path (404 with the 404 page for an
  // address the site does not have), kept while the content and the page's remote release are
  // unchanged (document-cache.ts).
  app.get(
    '/*',
    {
      // Whatever a later hook adds, an answer that sets a cookie is nobody else's to keep.
      onSend: (_request, reply, payload, done) => {
        if (reply.hasHeader('set-cookie')) {
          reply.header('cache-control', 'private, no-store').removeHeader('etag');
        }
        done(null, payload);
      },
    },
    async (request, reply) => {
      // An old or misspelt address of a page moves there for good, query and all.
      const { pathname, search } = new URL(request.url, 'http://x');
      const moved = redirectOf(pathname);
      if (moved) return reply.redirect(`${moved}${search}`, 308);
      const encoding = acceptedEncoding(request.headers['accept-encoding']);
      // The render's API calls carry this request's id (request-id.ts).
      const doc = await renderRequestId.run(request.id, () =>
        documents.get(request.url, matchRoute(request.url, originOf(request)), encoding),
      );
      reply.header('vary', 'Accept-Encoding');
      // The styles written into the document are allowed by their hashes, nothing else inline.
      if (doc.styleHashes.length > 0) {
        const policy = policyFor(doc.styleHashes);
        if (policy) reply.header('content-security-policy', policy);
      }
      if (!doc.etag) {
        reply.header('cache-control', FRESH_DOCUMENT_CACHE_CONTROL);
      } else {
        reply.header('cache-control', KEPT_DOCUMENT_CACHE_CONTROL).header('etag', doc.etag);
        if (matchesEtag(request.headers['if-none-match'], doc.etag)) {
          return reply.code(304).send();
        }
      }
      if (doc.encoding !== 'identity') reply.header('content-encoding', doc.encoding);
      return reply.code(doc.status).type('text/html; charset=utf-8').send(doc.body);
    },
  );

  // For a load balancer (readiness.ts): 200 only once pages render with the remotes' current
  // releases and the API is healthy; 503 with the reason otherwise, and while draining.
  const ready = readiness({
    remotes: options.remotes,
    descriptors,
    renderPage: options.render?.renderPage ?? null,
    apiOrigin: options.apiOrigin,
    ...options.health,
  });
  app.get('/health', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const state = app.draining
      ? ({ ok: false, reason: 'shutting down' } as const)
      : await ready.check(request.id);
    if (!state.ok) {
      request.log.warn({ reason: state.reason }, 'not ready');
      return reply.code(503).send({ status: 'unavailable', message: state.reason });
    }
    return reply.send({ status: 'ok' });
  });
  // Warmed at start, not by the first check: the remotes' code loads while the balancer waits.
  app.addHook('onReady', async () => {
    void ready.check(randomUUID()).catch((error: unknown) => {
      app.log.warn({ err: error }, 'warming up failed');
    });
  });
  return app;
}
