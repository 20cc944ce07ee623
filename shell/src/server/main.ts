/**
 * The shell's server as deployed: configured only by its environment (README, "Environment").
 * `pnpm --filter @koris/shell serve` runs it from the shell's folder after a production build.
 */
// First: the instrumentations patch what is required after it.
import './telemetry';
import path from 'node:path';
import { remotesJson } from '@koris/shared/federation/remotes';
import {
  apiBodyBounds,
  closeOnSignals,
  holdTickShapes,
  previewSecretOf,
  isHttps,
  loggerOptions,
  metricsTokenOf,
  trustProxySetting,
} from '@koris/server-kit';
import { readBatchMaxOf } from './api-read';
import { createShellServer } from './app';
import { startCanaryChecks } from './canary-checks';
import { documentStaleSeconds } from './document/cache';
import { documentCacheBytes } from './document/kept-store';
import { renderNotFound, renderPage, sharedVersions } from './render';

const env = process.env;
const apiOrigin = env['API_URL'] || `http://127.0.0.1:${env['API_PORT'] || 8090}`;

async function main() {
  holdTickShapes();
  const cacheBytes = documentCacheBytes(env['DOCUMENT_CACHE_MB']);
  const staleSeconds = documentStaleSeconds(env['DOCUMENT_STALE_SECONDS']);
  const readBatchMax = readBatchMaxOf(env['SERVER_READ_BATCH_MAX']);
  const app = await createShellServer({
    root: path.resolve('dist'),
    apiOrigin,
    remotes: remotesJson(env),
    https: isHttps(env),
    uploadsPublicUrl: env['UPLOADS_PUBLIC_URL'] || undefined,
    render: env['SERVER_RENDER'] === 'off' ? null : { renderPage, renderNotFound, sharedVersions },
    publicUrl: env['PUBLIC_URL'] || undefined,
    inlineCss: env['INLINE_CSS'] !== 'off',
    documentCacheBytes: cacheBytes,
    documentStaleSeconds: staleSeconds,
    // Read as the API reads them, so both believe the same balancer and refuse the same bodies.
    trustProxy: trustProxySetting(env['TRUST_PROXY']),
    bodyBounds: apiBodyBounds(env),
    metricsToken: metricsTokenOf(env['METRICS_TOKEN']),
    previewSecret: previewSecretOf(env['PREVIEW_SECRET']),
    canaryCookieDays: Number(env['CANARY_COOKIE_DAYS']) || 30,
    readBatchMax,
    logger: loggerOptions(env['LOG_LEVEL'] || 'info', env['NODE_ENV'] === 'production'),
    // One line for the team; the visitor gets the page rendered by the browser instead.
    onRenderError: (error, url) =>
      app.log.warn(
        { url, reason: error instanceof Error ? error.message : String(error) },
        'served without its server render',
      ),
  });
  const graceMs = Number(env['SHUTDOWN_GRACE_MS']) || 10_000;
  const delayMs = Math.max(0, Number(env['SHUTDOWN_DELAY_MS']) || 0);
  // Every instance checks the canaries of the stores it is given; they decide the same.
  const stopChecks = await startCanaryChecks({ env, apiOrigin, log: app.log });
  if (stopChecks) app.addHook('onClose', async () => stopChecks());
  closeOnSignals(app, graceMs, delayMs);
  const port = Number(env['PORT'] || 8080);
  await app.listen({ port, host: env['HOST'] || '0.0.0.0' });
}

main().catch((error: unknown) => {
  console.error(`shell: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
