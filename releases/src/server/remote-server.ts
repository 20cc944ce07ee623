/**
 * The production static server of one remote: CORS for the site's origin, precompressed assets
 * (br, gzip), `no-cache` on mf-manifest.json and remoteEntry.js, immutable caching of
 * content-hashed files, the current release of the remote's release store when it has one,
 * helmet's headers (security.ts), and what every server of the site does alike
 * (@koris/server-kit): its log and request id, every error as `{ message }`, no refused request
 * body left on a connection, a `/health` that answers 503 while it closes, and its `/metrics`
 * behind METRICS_TOKEN (the release it serves among them). PORT overrides the remote's default
 * port.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fastifyCors from '@fastify/cors';
import helmet from '@fastify/helmet';
import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static';
import { REMOTES } from '@koris/shared/federation/remotes';
import {
  API_BODY_LIMIT_BYTES,
  Gauge,
  builtFilesOptions,
  createServerApp,
  echoRequestId,
  healthRoute,
  helmetHeaders,
  isHttps,
  labelRoute,
  METRICS_PATH,
  metrics,
  metricsTokenOf,
  refusedBodyHook,
  requestIdOptions,
} from '@koris/server-kit';
import { remotesLogger, type Env } from './logger.js';
import { remoteHelmetOptions } from './security.js';
import { serveReleases, servedReleaseStore } from './serve-releases.js';

export type { Env };

export interface RemoteServerOptions {
  /** The remote's package folder (its package.json names the remote). */
  dir: string;
  env?: Env;
  /** Where it logs (the remotes of one process share one); by default one of its own. */
  logger?: FastifyBaseLogger;
}

export interface RemoteServer {
  app: FastifyInstance;
  /** PORT, else the remote's own port from the one list of remotes. */
  port: number;
}

/** The remote whose package is in `dir` (its package.json names it). */
function remoteIn(dir: string) {
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name: string };
  const remote = Object.values(REMOTES).find((r) => r.pkg === pkg.name);
  if (!remote) throw new Error(`${pkg.name} is not a remote: the shell has a server of its own.`);
  return remote;
}

/** The server of the remote in `dir` (not listening yet). */
export async function createServer({
  dir,
  env = process.env,
  logger = remotesLogger(env),
}: RemoteServerOptions): Promise<RemoteServer> {
  const remote = remoteIn(dir);
  // A remote deployed with `pnpm deploy:remote` serves its current release.
  const releases = servedReleaseStore(dir, env);
  const root = path.join(dir, 'dist');
  if (!releases && !existsSync(path.join(root, 'index.html'))) {
    throw new Error(
      `${remote.pkg}: no build in ${root}. Run \`pnpm --filter ${remote.pkg} build\`.`,
    );
  }
  const helmetOptions = remoteHelmetOptions({ https: isHttps({ ...env }) });
  const headers = await helmetHeaders(helmetOptions);
  const app = createServerApp(() => headers, {
    loggerInstance: logger.child({ remote: remote.folder }),
    // It takes no bodies; one is refused at the API's bound (413) and drained (refusedBodyHook).
    bodyLimit: API_BODY_LIMIT_BYTES,
    ...requestIdOptions,
  });
  app.addHook('onRequest', echoRequestId);
  // Its own registry: the remotes served together in one process each answer for themselves.
  await app.register(metrics, { token: metricsTokenOf(env.METRICS_TOKEN) });
  new Gauge({
    name: 'koris_release_current',
    help: 'The release a remote serves now (1), by remote and release id; "dist" when it serves its build folder.',
    labelNames: ['remote', 'release'] as const,
    registers: [app.metrics],
    collect() {
      // Read at each scrape: a deploy or rollback switches the store without a restart.
      this.reset();
      this.set({ remote: remote.folder, release: releases?.currentNow() ?? 'dist' }, 1);
    },
  });
  // A build folder is served as one route per file: its files are timed as one route, `/*`,
  // as a release store's are, so the labels stay bounded whatever is deployed.
  app.addHook('onRequest', (request, _reply, done) => {
    const route = request.routeOptions.url;
    if (route !== undefined && route !== '/health' && route !== METRICS_PATH) {
      labelRoute(request, '/*');
    }
    done();
  });
  await app.register(helmet, helmetOptions);
  app.addHook('onSend', refusedBodyHook());
  // Remotes are fetched cross-origin by the shell's pages. SITE_ORIGIN narrows it in production.
  const origins = env.SITE_ORIGIN ? env.SITE_ORIGIN.split(',') : true;
  await app.register(fastifyCors, { origin: origins, methods: ['GET', 'HEAD'] });
  app.get(
    '/health',
    healthRoute({
      check: async () => ({ ok: true }),
      drainingMessage: `${remote.folder} is shutting down.`,
    }),
  );
  const files: FastifyStaticOptions = builtFilesOptions(root);
  if (releases) await app.register(serveReleases(releases), files);
  else await app.register(fastifyStatic, files);
  return { app, port: Number(env.PORT || remote.port) };
}
