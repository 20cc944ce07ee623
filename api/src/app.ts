import http from 'node:http';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import {
  decorateDraining,
  echoRequestId,
  errorHandler,
  frameworkErrors,
  loggerOptions,
  metrics,
  notFoundHandler,
  refusedBody,
  requestIdOptions,
  telemetryPlugin,
  traceApp,
} from '@koris/server-kit';
import type { Config } from './config';
import { HttpError } from './lib/errors';
import { schemaErrors } from './schemas/errors';
import { formats, strictNumbers } from './schemas/keywords';
import { isBoundsGuard } from './db/bounds';
import swagger from './plugins/external/swagger';
import env from './plugins/external/env';
import db from './plugins/external/db';
import helmet from './plugins/external/helmet';
import formbody from '@fastify/formbody';
import multipart from './plugins/external/multipart';
import rateLimit from './plugins/external/rate-limit';
import staticFiles from './plugins/external/static';
import storage from './plugins/app/storage';
import repositories from './plugins/app/repositories';
import images from './plugins/app/images';
import auth from './plugins/app/auth';
import xsrf from './plugins/app/xsrf';
import cache from './plugins/app/cache';
import secondFactors from './plugins/app/second-factors';
import seed from './plugins/app/seed';
import trashPurge from './plugins/app/trash-purge';
import schedule from './plugins/app/schedule';
import rumPurge from './plugins/app/rum-purge';
import eventsRoutes from './routes/api/events';
import calendarRoutes from './routes/api/events/calendar';
import galleriesRoutes from './routes/api/galleries';
import conductorsRoutes from './routes/api/conductors';
import achievementsRoutes from './routes/api/achievements';
import settingsRoutes from './routes/api/system-settings';
import historyRoutes from './routes/api/history-events';
import videosRoutes from './routes/api/videos';
import authRoutes from './routes/api/auth';
import admissionRoutes from './routes/api/admission';
import trashRoutes from './routes/api/trash';
import versionsRoutes from './routes/api/versions';
import activityRoutes from './routes/api/activity';
import securityRoutes from './routes/api/security';
import healthRoutes from './routes/api/health';
import readsRoutes from './routes/api/reads';
import securitySessionsRoutes from './routes/api/security/sessions';
import securityConfirmRoutes from './routes/api/security/confirm';
import rumRoutes from './routes/api/rum';

export async function buildApp(config: Config): Promise<FastifyInstance> {
  // Filled in once the helmet plugin has computed them (frameworkErrors answers skip the hooks).
  let securityHeaders: Record<string, string> = {};
  // Set once every plugin is registered: a kept public list is answered before Fastify.
  let answerKept = false;
  const app = Fastify({
    // The server Fastify would build, with one step before Fastify's handler (the kept
    // answers, plugins/app/cache.ts). Off while tracing runs, so every request has its spans.
    serverFactory: (handler, options) => {
      const server = http.createServer((req, res) => {
        if (answerKept && app.answerKept(req, res)) return;
        handler(req, res);
      });
      server.keepAliveTimeout = Number(options.keepAliveTimeout ?? 72_000);
      server.requestTimeout = Number(options.requestTimeout ?? 0);
      server.setTimeout(Number(options.connectionTimeout ?? 0));
      if (options.maxRequestsPerSocket)
        server.maxRequestsPerSocket = Number(options.maxRequestsPerSocket);
      return server;
    },
    logger: loggerOptions(config.logLevel, config.production, config.logFormat),
    // One id per request, end to end: the one the shell forwards when it is well formed
    // (requestIdOf checks it; Fastify's requestIdHeader would take any value), else a new one.
    ...requestIdOptions,
    // Each route that takes a body states its own limit; this is for the rest (no body).
    bodyLimit: config.bodyLimits.account,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // The first start seeds images with sharp: on a loaded 2-core machine that can exceed
    // Fastify's default 10 s plugin timeout.
    pluginTimeout: 120_000,
    // Route schemas (src/schemas): every error of a form at once as per-field 422 messages
    // (bounded bodies: maxLength everywhere, no open arrays), unknown fields refused rather
    // than dropped, no array-to-scalar coercion (["a"] is not "a"), nullable type lists,
    // numbers sent as text read strictly and texts free of control characters (keywords.ts).
    ajv: {
      customOptions: {
        allErrors: true,
        verbose: true,
        coerceTypes: true,
        removeAdditional: false,
        allowUnionTypes: true,
        keywords: ['x-message', strictNumbers],
        formats,
      },
    },
    schemaErrorFormatter: schemaErrors(),
    // Errors Fastify raises before routing (no hook runs for them): same shape, no internals.
    frameworkErrors: frameworkErrors({ headers: () => securityHeaders, requestId: true }),
  });
  // Fastify's spans when OTEL_EXPORTER_OTLP_ENDPOINT is set (started by src/telemetry.ts).
  traceApp(app);

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({
        message: error.message,
        ...(error.errors && { errors: error.errors }),
        ...(error.reason && { reason: error.reason }),
      });
    }
    if (isBoundsGuard(error)) {
      // The schemas let through what the database refuses: nothing was stored.
      request.log.error({ err: error }, 'a write outside the bounds reached the database');
      return reply.status(422).send({ message: 'The given data was invalid.' });
    }
    if ((error as FastifyError).validation) {
      return reply.status(422).send({ message: 'The given data was invalid.' });
    }
    // Fastify's own 4xx errors, reworded; anything else unexpected becomes a bare 500.
    return errorHandler(error, request, reply);
  });

  app.setNotFoundHandler(notFoundHandler);

  decorateDraining(app);
  // Every answer names its request's id. Set on the raw response, before the cache's hook,
  // so that an answer the cache writes directly carries it too.
  app.addHook('onRequest', echoRequestId);

  try {
    await registerAll(app, config);
    securityHeaders = app.securityHeaders;
    answerKept = telemetryPlugin() === null;
  } catch (error) {
    // E.g. a refused first start: release the database before reporting.
    await app.close().catch(() => undefined);
    throw error;
  }
  return app;
}

async function registerAll(app: FastifyInstance, config: Config): Promise<void> {
  // External plugins, then the app's own, then routes (load order after fastify/demo).
  // The metrics first: the plugins below register theirs (database pool, cache, rate limits).
  // `/metrics` is on the API's own port, outside `/api`: the shell never forwards it.
  await app.register(metrics, { token: config.metricsToken });
  await app.register(env, { config });
  await app.register(db);
  // First request hook: a cached public GET skips every other hook (plugins/app/cache.ts).
  await app.register(cache);
  await app.register(helmet);
  await app.register(refusedBody);
  // Form posts without multipart (urlencoded) are read like JSON objects.
  await app.register(formbody);
  await app.register(multipart);
  await app.register(rateLimit);
  await app.register(storage);
  await app.register(staticFiles);
  await app.register(repositories);
  await app.register(images);
  await app.register(auth);
  await app.register(secondFactors);
  await app.register(xsrf);
  await app.register(seed);
  await app.register(trashPurge);
  await app.register(schedule);
  await app.register(rumPurge);
  await app.register(swagger);

  for (const routes of [
    eventsRoutes,
    calendarRoutes,
    galleriesRoutes,
    conductorsRoutes,
    achievementsRoutes,
    settingsRoutes,
    historyRoutes,
    videosRoutes,
    authRoutes,
    admissionRoutes,
    trashRoutes,
    versionsRoutes,
    activityRoutes,
    securityRoutes,
    healthRoutes,
    readsRoutes,
    securitySessionsRoutes,
    securityConfirmRoutes,
    rumRoutes,
  ]) {
    await app.register(routes, { prefix: '/api' });
  }
}
