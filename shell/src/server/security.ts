import type { FastifyHelmetOptions } from '@fastify/helmet';
import { commonHelmetOptions } from '@koris/shared/server';

/**
 * Frame providers. The shell is one SPA document for every route, so its policy is the same
 * on /videos (YouTube, privacy-enhanced host) and /vara_saknes (the Spotify album) as on any
 * other page: a per-route policy would need a reload on every in-app navigation.
 */
export const FRAME_ORIGINS = ['https://www.youtube-nocookie.com', 'https://open.spotify.com'];

/** The origins of the remotes' manifest URLs (remotes.json), deduplicated. */
export function remoteOrigins(remotes: Record<string, string>): string[] {
  return [...new Set(Object.values(remotes).map((url) => new URL(url).origin))];
}

/**
 * helmet options of the shell's server: a Content-Security-Policy that names exactly the remote
 * origins of REMOTE_*_URL, the API through the same origin, and the two embed providers. The
 * styles a rendered page carries in its document are added per answer by their hashes
 * (`withStyleHashes`, through helmet's own `reply.helmet`); nothing else inline.
 */
export function shellHelmetOptions({
  remotes,
  https,
  uploadsPublicUrl,
}: {
  remotes: Record<string, string>;
  https: boolean;
  /** UPLOADS_PUBLIC_URL: where `/uploads/…` redirects (a public bucket or CDN). */
  uploadsPublicUrl?: string | undefined;
}): FastifyHelmetOptions {
  const origins = remoteOrigins(remotes);
  const uploads = uploadsPublicUrl ? [new URL(uploadsPublicUrl).origin] : [];
  return {
    ...commonHelmetOptions(https),
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // The shell's bundles, then every remote's remoteEntry.js and chunks. No inline script.
        scriptSrc: ["'self'", ...origins],
        scriptSrcAttr: ["'none'"],
        // Production CSS is extracted into files (the shell's and each remote's origin). React
        // sets style properties through the CSSOM, which CSP does not restrict.
        styleSrc: ["'self'", ...origins],
        // /uploads/* through the proxy (or where it redirects), bundled images of the remotes,
        // the inline favicon.
        imgSrc: ["'self'", 'data:', 'blob:', ...origins, ...uploads],
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

type Csp = { useDefaults?: boolean; directives: Record<string, Iterable<string>> };

/** The same options with these inline styles allowed (their `'sha256-…'` sources). */
export function withStyleHashes(
  options: FastifyHelmetOptions,
  hashes: readonly string[],
): FastifyHelmetOptions {
  const csp = options.contentSecurityPolicy as Csp;
  const styleSrc = [...(csp.directives['styleSrc'] ?? []), ...hashes];
  return {
    ...options,
    contentSecurityPolicy: { ...csp, directives: { ...csp.directives, styleSrc } },
  };
}
