/**
 * Security headers of the production static servers (issue 8), all set by @fastify/helmet:
 *   - the shell's document and assets: a Content-Security-Policy that names exactly the remote
 *     origins of REMOTE_*_URL, the API through the same origin, and the two embed providers;
 *   - the remotes' assets: nosniff, a strict referrer policy, and a policy that forbids any
 *     document on the remote's own origin (their index.html is the dev host only).
 * HSTS (and upgrade-insecure-requests) only behind the HTTPS switch COOKIE_SECURE=1.
 */
import Fastify from 'fastify';
import helmet from '@fastify/helmet';

/**
 * Frame providers. The shell is one SPA document for every route, so its policy is the same
 * on /videos (YouTube, privacy-enhanced host) and /vara_saknes (the Spotify album) as on any
 * other page: a per-route policy would need a reload on every in-app navigation.
 */
export const FRAME_ORIGINS = ['https://www.youtube-nocookie.com', 'https://open.spotify.com'];

/** COOKIE_SECURE=1 (or true): the site is served over HTTPS. */
export function isHttps(env = process.env) {
  return env.COOKIE_SECURE === '1' || env.COOKIE_SECURE === 'true';
}

/** The origins of the remotes' manifest URLs (remotes.json), deduplicated. */
export function remoteOrigins(remotes) {
  return [...new Set(Object.values(remotes).map((url) => new URL(url).origin))];
}

const common = (https) => ({
  // Referer only as an origin, and never over a downgrade: the YouTube player refuses embeds
  // without one, so `no-referrer` would break /videos.
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  xFrameOptions: { action: 'deny' },
  hsts: https ? { maxAge: 31_536_000, includeSubDomains: false } : false,
  // Not needed by anything here and it would block the cross-origin embeds.
  crossOriginEmbedderPolicy: false,
});

/** helmet options for the shell's server. */
export function shellHelmetOptions({ remotes, https }) {
  const origins = remoteOrigins(remotes);
  return {
    ...common(https),
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // The shell's bundles, then every remote's remoteEntry.js and chunks. No inline script.
        scriptSrc: ["'self'", ...origins],
        scriptSrcAttr: ["'none'"],
        // Production CSS is extracted into files (the shell's and each remote's origin). React
        // sets style properties through the CSSOM, which CSP does not restrict. The styles a
        // rendered page carries in its document are added per response by their hashes
        // (serve-package.mjs); nothing else inline.
        styleSrc: ["'self'", ...origins],
        // /uploads/* through the proxy, bundled images of the remotes, the inline favicon.
        imgSrc: ["'self'", 'data:', 'blob:', ...origins],
        fontSrc: ["'self'", 'data:', ...origins],
        // The API through the same origin, the remotes' mf-manifest.json.
        connectSrc: ["'self'", ...origins],
        mediaSrc: ["'self'"],
        frameSrc: FRAME_ORIGINS,
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginResourcePolicy: { policy: 'same-origin' },
  };
}

/** helmet options for a remote's server: assets loaded by the shell's pages on another origin. */
export function remoteHelmetOptions({ https }) {
  return {
    ...common(https),
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
    // The shell's origin loads these scripts, styles and images.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginOpenerPolicy: false,
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
