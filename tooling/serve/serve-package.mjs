#!/usr/bin/env node
/**
 * Production static server of one remote (DESIGN §4), run from the remote's folder: CORS for the
 * site's origin, precompressed assets (br, gzip), `no-cache` on mf-manifest.json and
 * remoteEntry.js, immutable caching of content-hashed files, the current release of the
 * remote's release store when it has one (releases.mjs), helmet's headers (security.mjs), every
 * error as `{ message }` and no refused request body left on a connection (both
 * @koris/shared/server, as the shell's server). PORT overrides the remote's default port.
 */
import path from 'node:path';
import { readFileSync, existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import fastifyCors from '@fastify/cors';
import helmet from '@fastify/helmet';
import {
  cacheControlFor,
  createServerApp,
  helmetHeaders,
  isHttps,
  refusedBodyHook,
} from '../../shared/src/server/index.mjs';
import { REMOTES } from '../../shared/src/federation/remotes.cjs';
import { openReleaseStore, serveReleases } from './releases.mjs';
import { remoteHelmetOptions } from './security.mjs';

export async function createServer({ dir, env = process.env } = {}) {
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const remote = Object.values(REMOTES).find((r) => r.pkg === pkg.name);
  if (!remote) throw new Error(`${pkg.name} is not a remote: the shell has a server of its own.`);
  // A remote deployed with `pnpm deploy:remote` serves its current release (releases.mjs).
  const releases = openReleaseStore(dir, env);
  const root = path.join(dir, 'dist');
  if (!releases && !existsSync(path.join(root, 'index.html'))) {
    throw new Error(`${pkg.name}: no build in ${root}. Run \`pnpm --filter ${pkg.name} build\`.`);
  }
  const helmetOptions = remoteHelmetOptions({ https: isHttps(env) });
  const headers = await helmetHeaders(helmetOptions);
  const app = createServerApp(() => headers);
  await app.register(helmet, helmetOptions);
  app.addHook('onSend', refusedBodyHook());
  // Remotes are fetched cross-origin by the shell's pages. SITE_ORIGIN narrows it in production.
  const origins = env.SITE_ORIGIN ? env.SITE_ORIGIN.split(',') : true;
  await app.register(fastifyCors, { origin: origins, methods: ['GET', 'HEAD'] });
  await app.register(releases ? serveReleases(releases) : fastifyStatic, {
    root,
    preCompressed: true,
    wildcard: false,
    index: false,
    cacheControl: false,
    setHeaders: (res, filePath) => res.setHeader('Cache-Control', cacheControlFor(filePath)),
  });
  return { app, port: Number(env.PORT || remote.port) };
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
