#!/usr/bin/env node
/**
 * Production static server of one browser package (DESIGN §4), run from the package folder:
 *   - remotes: CORS for the site's origin, precompressed assets (br, gzip), `no-cache` on
 *     mf-manifest.json and remoteEntry.js, immutable caching of content-hashed files;
 *   - the shell: the same, plus `/remotes.json` from REMOTE_*_URL, `/api` and `/uploads`
 *     proxied to the API (same-origin for the browser) and an SPA fallback for clean paths:
 *     the document per path (document.mjs), compressed per request.
 * Every server: @fastify/helmet's headers (security.mjs), every error as `{ message }` (never
 * a framework code, address or path), and no refused request body left on a connection.
 * The proxy to the API: fresh upstream connections after any error, connect/header/body
 * timeouts, hop-by-hop headers dropped, the API's own status and body passed through, and
 * 502/503/504 `{ message }` when the API is down or slow.
 * PORT overrides the package's default port.
 */
import path from 'node:path';
import { readFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { PassThrough, Readable } from 'node:stream';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCors from '@fastify/cors';
import httpProxy from '@fastify/http-proxy';
import fastifyCompress from '@fastify/compress';
import { createDocument, inlineStyleSources, loadRenderPage, loadRouteHead } from './document.mjs';
import { openReleaseStore, serveReleases } from './releases.mjs';
import helmet from '@fastify/helmet';
import { helmetHeaders, isHttps, remoteHelmetOptions, shellHelmetOptions } from './security.mjs';
import { refusedBodyHook } from './refused-body.mjs';

const require = createRequire(import.meta.url);
const { REMOTES } = require('../webpack/federation.cjs');
const { remotesJson } = require('./remotes.cjs');

/** What the pages show (in the danger alert) when the API cannot answer through the proxy. */
export const GATEWAY_MESSAGES = {
  502: 'Serveris atbildēja ar kļūdu. Lūdzu, mēģiniet vēlreiz.',
  503: 'Serveris pašlaik nav pieejams. Lūdzu, mēģiniet vēlreiz pēc brīža.',
  504: 'Serveris neatbildēja laikā. Lūdzu, mēģiniet vēlreiz.',
};

/** Upstream (API) timeouts of the proxy, in ms. */
export const PROXY_TIMEOUTS = {
  connect: 5_000,
  // Until the API's answer starts: a 50-image upload is resized while it streams in.
  headers: 120_000,
  // Longest pause inside the answer's body.
  body: 60_000,
};

/** Request headers that belong to one hop (RFC 9110 §7.6.1) and never go to the API. */
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'expect',
  'http2-settings',
];

/** Fastify's own refusals, reworded (the same words as the API's). */
const REQUEST_MESSAGES = {
  FST_ERR_BAD_URL: [400, 'Malformed address.'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'The address is too long.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Unsupported content type.'],
  FST_ERR_CTP_INVALID_CONTENT_TYPE: [415, 'Invalid content type.'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'Request body is too large.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'Invalid Content-Length.'],
};

function errorAnswer(error) {
  const known = error?.code && REQUEST_MESSAGES[error.code];
  if (known) return known;
  const status = error?.statusCode;
  if (status === 404) return [404, 'Not found'];
  if (status >= 400 && status < 500) return [status, 'Bad request.'];
  return [500, 'Server error'];
}

/** Which gateway status an upstream failure deserves. */
export function gatewayStatus(error) {
  const codes = [error?.code, error?.cause?.code, error?.cause?.cause?.code];
  if (codes.some((c) => c === 'ECONNREFUSED' || c === 'ENOTFOUND' || c === 'EAI_AGAIN')) {
    return 503;
  }
  if (error?.statusCode === 503) return 503;
  if (
    error?.statusCode === 504 ||
    codes.some((c) => c === 'UND_ERR_CONNECT_TIMEOUT' || c === 'UND_ERR_HEADERS_TIMEOUT')
  ) {
    return 504;
  }
  return 502;
}

/**
 * `timeouts` overrides PROXY_TIMEOUTS (tests use short ones to see a 504 quickly).
 */
export async function createServer({ dir, env = process.env, timeouts = {} } = {}) {
  const proxyTimeouts = { ...PROXY_TIMEOUTS, ...timeouts };
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const remote = Object.entries(REMOTES).find(([, r]) => r.pkg === pkg.name);
  const isShell = pkg.name === '@koris/shell';
  // A remote deployed with `pnpm deploy:remote` serves its current release (releases.mjs).
  const releases = remote ? openReleaseStore(dir, env) : null;
  const root = path.join(dir, 'dist');
  if (!releases && !existsSync(path.join(root, 'index.html'))) {
    throw new Error(`${pkg.name}: no build in ${root}. Run \`pnpm --filter ${pkg.name} build\`.`);
  }
  const https = isHttps(env);
  const remotes = remotesJson(env);
  let securityHeaders = {};
  const app = Fastify({
    logger: false,
    // Errors raised before routing skip every hook: same shape, same headers.
    frameworkErrors: (error, _request, reply) => {
      const [status, message] = errorAnswer(error);
      reply.headers(securityHeaders).code(status).send({ message });
    },
  });
  app.setErrorHandler((error, _request, reply) => {
    const [status, message] = errorAnswer(error);
    return reply.code(status).send({ message });
  });
  const helmetOptions = isShell
    ? shellHelmetOptions({ remotes, https })
    : remoteHelmetOptions({ https });
  await app.register(helmet, helmetOptions);
  securityHeaders = await helmetHeaders(helmetOptions);
  app.addHook('onSend', refusedBodyHook());

  if (!isShell) {
    // Remotes are fetched cross-origin by the shell's pages. SITE_ORIGIN narrows it in production.
    const origins = env.SITE_ORIGIN ? env.SITE_ORIGIN.split(',') : true;
    await app.register(fastifyCors, { origin: origins, methods: ['GET', 'HEAD'] });
  }

  const noCache =
    /(^|\/)(mf-manifest\.json|remoteEntry\.js|mf-stats\.json|index\.html)(\.br|\.gz)?$/;
  const hashed = /\.[0-9a-f]{8,}\.(js|css|png|jpe?g|webp|svg|woff2?)(\.br|\.gz)?$/;
  await app.register(releases ? serveReleases(releases) : fastifyStatic, {
    root,
    preCompressed: true,
    wildcard: false,
    index: false,
    cacheControl: false,
    setHeaders(res, filePath) {
      if (noCache.test(filePath)) res.setHeader('Cache-Control', 'no-cache');
      else if (hashed.test(filePath))
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      else res.setHeader('Cache-Control', 'public, max-age=3600');
    },
  });

  if (isShell) {
    const apiUrl = env.API_URL || `http://127.0.0.1:${env.API_PORT || 8090}`;
    const body = JSON.stringify(remotes);
    app.get('/robots.txt', (_req, reply) =>
      reply.type('text/plain').send('User-agent: *\nAllow: /\nDisallow: /api/\n'),
    );
    app.get('/remotes.json', (_req, reply) =>
      reply.header('Cache-Control', 'no-cache').type('application/json').send(body),
    );
    for (const prefix of ['/api', '/uploads']) {
      await app.register(httpProxy, {
        upstream: apiUrl,
        prefix,
        rewritePrefix: prefix,
        // One pool per prefix, plain HTTP/1.1 without pipelining. undici drops a connection
        // after any error on it (and when the API answers before the request body was sent),
        // and idle connections are dropped well before the API's own keep-alive timeout.
        // The API's client (undici) destroys the body stream it was given when the API answers
        // before the body was sent; given the visitor's own request stream, that leaves the
        // rest of the body unread on the visitor's connection (the next request there hangs
        // until the keep-alive timeout). It gets a pass-through copy instead, and the onSend
        // hook drains the original.
        preHandler: (request, _reply, done) => {
          if (request.body instanceof Readable) {
            const copy = new PassThrough();
            request.raw.pipe(copy);
            request.body = copy;
          }
          done();
        },
        undici: {
          connections: 64,
          pipelining: 1,
          keepAliveTimeout: 4_000,
          keepAliveMaxTimeout: 10_000,
          connectTimeout: proxyTimeouts.connect,
          headersTimeout: proxyTimeouts.headers,
          bodyTimeout: proxyTimeouts.body,
        },
        replyOptions: {
          rewriteRequestHeaders: (req, headers) => {
            const out = { ...headers };
            for (const name of HOP_BY_HOP) delete out[name];
            // The API rate-limits per client address: tell it who the visitor is.
            out['x-forwarded-for'] = headers['x-forwarded-for']
              ? `${headers['x-forwarded-for']}, ${req.socket.remoteAddress}`
              : req.socket.remoteAddress;
            out['x-forwarded-proto'] = req.protocol;
            out['x-forwarded-host'] = req.headers.host;
            return out;
          },
          // The API down, unreachable or too slow: a short message the pages can show, never
          // the upstream address or an error code.
          onError: (reply, { error }) => {
            const status = gatewayStatus(error);
            reply.request.log.warn({ err: error }, 'API unreachable through the proxy');
            if (reply.sent) return;
            // Whatever is left of the request body is not for this connection any more.
            reply.header('connection', 'close');
            reply.code(status).send({ message: GATEWAY_MESSAGES[status] });
          },
        },
      });
    }
    // Resource hints written at start, like remotes.json: the browser asks for the remote list
    // and opens connections to the remotes' servers while the shell's code still downloads.
    const origins = [...new Set(Object.values(remotes).map((url) => new URL(url).origin))];
    const hints = [
      '<link rel="preload" href="/remotes.json" as="fetch" crossorigin="anonymous">',
      ...origins.map((origin) => `<link rel="preconnect" href="${origin}" crossorigin>`),
    ].join('');
    const indexHtml = readFileSync(path.join(root, 'index.html'), 'utf8').replace(
      '</head>',
      `${hints}</head>`,
    );
    // Per path: its title, description, language and preloads of its remote's code (issue 13).
    // …and the page itself, rendered by the remote that owns it, with its first data.
    const document = createDocument({
      indexHtml,
      remotes,
      routeHead: loadRouteHead(dir),
      server: env.SERVER_RENDER === 'off' ? null : loadRenderPage(dir, apiUrl),
      // A rendered page's stylesheets in its document (INLINE_CSS=off: linked, as before).
      inlineStylesFrom: env.INLINE_CSS === 'off' ? null : root,
      // One line for the team; the visitor gets the page rendered by the browser instead.
      onRenderError: (error, url) =>
        console.warn(
          `[shell] ${url} served without its server render: ${error instanceof Error ? error.message : String(error)}`,
        ),
    });
    // SPA fallback: any other GET that is not a file renders the app (its router shows 404s).
    // The document is made per request, so it is compressed per request (brotli or gzip, as
    // the browser accepts): a rendered page with its data is 40 KB, 7 KB compressed; the files
    // beside it are compressed at build time.
    await app.register(fastifyCompress, { global: false, encodings: ['br', 'gzip'] });
    app.get('/*', { compress: {} }, async (req, reply) => {
      const html = await document.render(req.url);
      // The styles written into the document are allowed by their hashes, nothing else inline.
      const styles = inlineStyleSources(html);
      const csp = reply.getHeader('content-security-policy');
      if (styles.length && typeof csp === 'string') {
        reply.header(
          'content-security-policy',
          csp.replace(/(^|;)style-src ([^;]*)/, `$1style-src $2 ${styles.join(' ')}`),
        );
      }
      return reply.header('Cache-Control', 'no-cache').type('text/html').send(html);
    });
    app.setNotFoundHandler((_req, reply) => reply.code(404).send({ message: 'Not found' }));
  } else {
    app.setNotFoundHandler((_req, reply) => reply.code(404).send({ message: 'Not found' }));
  }
  return { app, port: Number(env.PORT || (isShell ? 8080 : remote?.[1].port)) };
}

const isMain =
  process.argv[1] && path.resolve(process.argv[1]) === new URL(import.meta.url).pathname;
if (isMain) {
  const dir = process.cwd();
  const { app, port } = await createServer({ dir });
  const host = process.env.HOST || '0.0.0.0';
  await app.listen({ port, host });
  console.log(`${path.basename(dir)} listening on http://localhost:${port}`);
  const stop = () => app.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
