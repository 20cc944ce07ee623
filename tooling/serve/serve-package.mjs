#!/usr/bin/env node
/**
 * Production static server of one browser package (DESIGN §4), run from the package folder:
 *   - remotes: CORS for the site's origin, precompressed assets (br, gzip), `no-cache` on
 *     mf-manifest.json and remoteEntry.js, immutable caching of content-hashed files;
 *   - the shell: the same, plus `/remotes.json` from REMOTE_*_URL, `/api` and `/uploads`
 *     proxied to the API (same-origin for the browser) and an SPA fallback for clean paths.
 * PORT overrides the package's default port.
 */
import path from 'node:path';
import { readFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCors from '@fastify/cors';
import httpProxy from '@fastify/http-proxy';
import { openReleaseStore, serveReleases } from './releases.mjs';

const require = createRequire(import.meta.url);
const { REMOTES } = require('../webpack/federation.cjs');
const { remotesJson } = require('./remotes.cjs');

export async function createServer({ dir, env = process.env } = {}) {
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const remote = Object.entries(REMOTES).find(([, r]) => r.pkg === pkg.name);
  const isShell = pkg.name === '@koris/shell';
  // A remote deployed with `pnpm deploy:remote` serves its current release (releases.mjs).
  const releases = remote ? openReleaseStore(dir, env) : null;
  const root = path.join(dir, 'dist');
  if (!releases && !existsSync(path.join(root, 'index.html'))) {
    throw new Error(`${pkg.name}: no build in ${root}. Run \`pnpm --filter ${pkg.name} build\`.`);
  }
  const app = Fastify({ logger: false });

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
    const remotes = remotesJson(env);
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
        replyOptions: {
          // The API rate-limits per client address: tell it who the visitor is.
          rewriteRequestHeaders: (req, headers) => ({
            ...headers,
            'x-forwarded-for': headers['x-forwarded-for']
              ? `${headers['x-forwarded-for']}, ${req.socket.remoteAddress}`
              : req.socket.remoteAddress,
            'x-forwarded-proto': req.protocol,
            'x-forwarded-host': req.headers.host,
          }),
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
    // SPA fallback: any other GET that is not a file renders the app (its router shows 404s).
    app.setNotFoundHandler((req, reply) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        return reply.code(404).send({ message: 'Not found' });
      }
      return reply.header('Cache-Control', 'no-cache').type('text/html').send(indexHtml);
    });
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
