import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { setServerApiOrigin } from '@koris/shared/api';
import {
  type BodyBounds,
  type TrustProxy,
  createServerApp,
  echoRequestId,
  helmetHeaders,
  metrics,
  refusedBody,
  remoteOrigins,
  requestIdOptions,
} from '@koris/server-kit';
import { contentVersions, type ContentVersionOptions } from './document/content-version';
import { shellDocuments } from './document';
import apiProxy, { type ProxyTimeouts } from './plugins/api-proxy';
import security, { shellHelmetOptions } from './plugins/security';
import staticFiles from './plugins/static-files';
import { shellMetrics } from './metrics';
import { readiness } from './readiness';
import { remoteDescriptors } from './remote-descriptors';
import { type RenderNotFound, type RenderPage } from './render';
import { createApiReader } from './api-read';
import { renderRequestHeaders } from './content-api';
import { releaseChoices } from './releases';
import documentRoutes from './routes/documents';
import previewRoutes from './routes/preview';
import health from './routes/health';
import remotesRoute from './routes/remotes';
import seoRoutes from './routes/seo';
import { publicOrigin } from './seo';
import { START_LOADER_HASH, type StartTag } from './start';

export { matchRoute } from './routes/documents';

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
  /**
   * DOCUMENT_STALE_SECONDS: how long after an edit a visitor may be served a page's previous
   * document while its new one renders (0: never; default 5).
   */
  documentStaleSeconds?: number;
  /** How the API's content version is asked (document/content-version.ts). */
  contentVersion?: ContentVersionOptions;
  /**
   * TRUST_PROXY (@koris/server-kit's trustProxySetting): whose X-Forwarded-Proto and -Host
   * give the scheme and host of the absolute addresses the server writes. None by default.
   */
  trustProxy?: TrustProxy;
  /** The largest bodies the API reads: larger ones are refused by the proxy (413). */
  bodyBounds?: BodyBounds;
  /** METRICS_TOKEN: the bearer token of the shell's own `/metrics` (none: it answers 404). */
  metricsToken?: string | undefined;
  /** PREVIEW_SECRET: checks the signed preview links (none: every preview link is refused). */
  previewSecret?: string | null;
  /** CANARY_COOKIE_DAYS: how long a browser keeps its canary draw. */
  canaryCookieDays?: number;
  /** SERVER_READ_BATCH_MAX: a render's reads sent to the API in one request (1: each alone). */
  readBatchMax?: number;
}

/**
 * The shell's production server (docs/architecture.md#run-time): its built files, `/remotes.json`, `/robots.txt`,
 * the API proxy, and every page's document (server-rendered where it can be), all with the
 * shell's security headers, every error as `{ message }`, no refused body left on a connection.
 */
export async function createShellServer(options: ShellServerOptions): Promise<FastifyInstance> {
  const policy = {
    remotes: options.remotes,
    https: options.https,
    uploadsPublicUrl: options.uploadsPublicUrl,
    // A rendered page's code starts after its first paint, by this one inline script.
    scriptHashes: [START_LOADER_HASH],
  };
  const headers = await helmetHeaders(shellHelmetOptions(policy));
  // One id per request, end to end: a load balancer's when it is well formed, else a new one.
  const app = createServerApp(() => headers, {
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    ...requestIdOptions,
  });
  // Every answer names its request's id, so a balancer's log line finds the shell's and the API's.
  app.addHook('onRequest', echoRequestId);
  // The shell's own `/metrics`, a route of its own: never a page, never kept, never proxied.
  await app.register(metrics, { token: options.metricsToken });
  const measured = shellMetrics(app.metrics);
  await app.register(security, { policy, headers });
  await app.register(refusedBody);
  // The shell's own calls to the API (a page's data, the content version, its health) go
  // there directly, each under the id of the request it serves.
  const reader = createApiReader({ batchMax: options.readBatchMax });
  app.addHook('onClose', () => reader.close());
  setServerApiOrigin(options.apiOrigin, renderRequestHeaders, reader.read);

  await app.register(staticFiles, { root: options.root });
  const originOf = publicOrigin(options.publicUrl);
  await app.register(seoRoutes, { originOf });
  await app.register(fastifyCookie);
  // Previews and canaries: which release of each remote a browser gets (releases.ts).
  const releases = releaseChoices({
    remotes: options.remotes,
    previewSecret: options.previewSecret ?? null,
    secure: options.https,
    ...(options.canaryCookieDays !== undefined && { canaryCookieDays: options.canaryCookieDays }),
  });
  await app.register(previewRoutes, { releases, remotes: options.remotes });
  await app.register(remotesRoute, { remotes: options.remotes, releases });

  const versions = contentVersions(options.contentVersion);
  // A write through this server's proxy: the page a staff member reloads next asks the API's
  // version at once instead of within the interval (other servers notice within it).
  await app.register(apiProxy, {
    apiOrigin: options.apiOrigin,
    ...(options.timeouts && { timeouts: options.timeouts }),
    ...(options.bodyBounds && { bodyBounds: options.bodyBounds }),
    onWrite: versions.expire,
  });

  const descriptors = remoteDescriptors({
    remotes: options.remotes,
    serverShared: options.render?.sharedVersions ?? null,
  });
  const documents = shellDocuments({
    root: options.root,
    hints: startHints(options.remotes),
    descriptors,
    versions,
    renderPage: options.render?.renderPage ?? null,
    renderNotFound: options.render?.renderNotFound ?? null,
    inlineCss: options.inlineCss,
    maxBytes: options.documentCacheBytes,
    staleSeconds: options.documentStaleSeconds,
    onRenderError: (error, url) => {
      measured.renderFailed();
      options.onRenderError?.(error, url);
    },
    events: measured.events,
  });
  measured.measureKept(documents.size);
  // For a route that compresses its answer per request (`compress: {}`); documents are
  // compressed by the document cache, files at build time.
  await app.register(fastifyCompress, { global: false, encodings: ['br', 'gzip'] });
  await app.register(documentRoutes, { documents, originOf, releases });

  const ready = readiness({
    remotes: options.remotes,
    descriptors,
    renderPage: options.render?.renderPage ?? null,
    ...options.health,
  });
  await app.register(health, { ready });
  return app;
}

/**
 * Written into every document: the browser opens connections to the remotes' servers while the
 * shell's code still downloads, and asks for the remote list beside that code.
 */
function startHints(remotes: Record<string, string>): StartTag[] {
  return [
    ['link', { rel: 'preload', href: '/remotes.json', as: 'fetch', crossorigin: 'anonymous' }],
    ...remoteOrigins(remotes).map((href): StartTag => [
      'link',
      { rel: 'preconnect', href, crossorigin: '' },
    ]),
  ];
}
