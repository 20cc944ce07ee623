/**
 * What every production server of the site does alike (the shell's, and each remote's static
 * server): one error shape, the helmet headers also on answers Fastify gives before routing,
 * no refused request body left on a connection, and the caching rules of built files. Node
 * only: never imported by browser code. Plain JavaScript so that the remotes' static server
 * (run by Node as it is) and the shell's bundled server share it.
 */
import Fastify from 'fastify';
import helmet from '@fastify/helmet';

/** COOKIE_SECURE=1 (or true): the site is served over HTTPS. */
export function isHttps(env = process.env) {
  return env.COOKIE_SECURE === '1' || env.COOKIE_SECURE === 'true';
}

/** helmet options every server shares (the policies differ, see each server). */
export function commonHelmetOptions(https) {
  return {
    // Referer only as an origin, and never over a downgrade: the YouTube player refuses embeds
    // without one, so `no-referrer` would break /videos.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    hsts: https ? { maxAge: 31_536_000, includeSubDomains: false } : false,
    // Not needed by anything here and it would block the cross-origin embeds.
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * The headers helmet sets with these options, read once from a throwaway instance: for the
 * answers Fastify gives before routing (a malformed address), which skip helmet's hook.
 */
export async function helmetHeaders(options) {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, options);
  probe.get('/', (_req, reply) => reply.send(''));
  const res = await probe.inject('/');
  await probe.close();
  const skip = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
  return Object.fromEntries(
    Object.entries(res.headers).filter(
      ([name, value]) => !skip.has(name) && typeof value === 'string',
    ),
  );
}

/** Fastify's own refusals, reworded (the same words as the API's). */
const REQUEST_MESSAGES = {
  FST_ERR_BAD_URL: [400, 'Malformed address.'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'The address is too long.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Unsupported content type.'],
  FST_ERR_CTP_INVALID_CONTENT_TYPE: [415, 'Invalid content type.'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'Request body is too large.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'Invalid Content-Length.'],
};

/** `[status, message]` for an error: never a framework code, an address or a path. */
export function errorAnswer(error) {
  const known = error?.code && REQUEST_MESSAGES[error.code];
  if (known) return known;
  const status = error?.statusCode;
  if (status === 404) return [404, 'Not found'];
  if (status >= 400 && status < 500) return [status, 'Bad request.'];
  return [500, 'Server error'];
}

/**
 * A Fastify instance whose every error is `{ message }`, also those raised before routing
 * (which skip every hook: they get `headers()`, the security headers, by hand).
 */
export function createServerApp(headers = () => ({}), options = {}) {
  const app = Fastify({
    logger: false,
    ...options,
    frameworkErrors: (error, _request, reply) => {
      const [status, message] = errorAnswer(error);
      reply.headers(headers()).code(status).send({ message });
    },
  });
  app.setErrorHandler((error, _request, reply) => {
    const [status, message] = errorAnswer(error);
    return reply.code(status).send({ message });
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Not found' }));
  return app;
}

/**
 * An answer that goes out while the request body is still arriving never leaves that body on
 * a keep-alive connection, and never closes the connection under a client still sending (its
 * next write would meet a reset, and most clients then report the reset instead of the
 * answer). The body is read and dropped up to `maxBytes`: within that the connection stays
 * usable; past it, or with a client still sending after `timeoutMs`, the connection is closed
 * then. The API does the same (api/src/plugins/app/refused-body.ts).
 */
export const REFUSED_BODY_DEFAULTS = { maxBytes: 64 * 1024 * 1024, timeoutMs: 30_000 };

function discard(raw, { maxBytes, timeoutMs }) {
  raw.unpipe();
  raw.removeAllListeners('data');
  raw.on('error', () => undefined);
  const close = () => raw.socket?.destroy();
  const timer = setTimeout(close, timeoutMs);
  timer.unref();
  const done = () => clearTimeout(timer);
  let dropped = 0;
  raw.on('data', (chunk) => {
    dropped += chunk.length;
    if (dropped > maxBytes) close();
  });
  raw.once('end', done);
  raw.once('close', done);
  raw.resume();
}

/** The onSend hook of that rule. */
export function refusedBodyHook(options = REFUSED_BODY_DEFAULTS) {
  return function onSend(request, reply, payload, done) {
    const raw = request.raw;
    const hasBody =
      raw.headers['content-length'] !== undefined || raw.headers['transfer-encoding'] !== undefined;
    if (hasBody && !(raw.complete || raw.readableEnded || raw.destroyed)) {
      reply.removeHeader('connection');
      discard(raw, options);
    }
    done(null, payload);
  };
}

const NO_CACHE =
  /(^|\/)(mf-manifest\.json|remoteEntry\.js|mf-stats\.json|index\.html)(\.br|\.gz)?$/;
const HASHED = /\.[0-9a-f]{8,}\.(js|css|png|jpe?g|webp|svg|woff2?)(\.br|\.gz)?$/;

/**
 * Cache-Control of a built file: the entry points a deploy replaces (`mf-manifest.json`,
 * `remoteEntry.js`, `index.html`) are revalidated on every use, content-hashed files are kept a
 * year, anything else an hour.
 */
export function cacheControlFor(filePath) {
  if (NO_CACHE.test(filePath)) return 'no-cache';
  if (HASHED.test(filePath)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}
