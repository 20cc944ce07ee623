import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { commonHelmetOptions } from '@koris/shared/server';

declare module 'fastify' {
  interface FastifyReply {
    /** This answer's policy also allows these inline styles (their `'sha256-…'` sources). */
    allowStyles(hashes: readonly string[]): void;
  }
}

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
 * (`reply.allowStyles`); nothing else inline.
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

type CspOptions = Parameters<typeof helmet.contentSecurityPolicy>[0];
type CspMiddleware = ReturnType<typeof helmet.contentSecurityPolicy>;

/**
 * The shell's security headers on every answer (helmet, with `options`), and `reply.allowStyles`:
 * the answer's policy written again by helmet's own CSP middleware, with the page's style
 * hashes added.
 */
export default fp(
  async function security(app, { options }: { options: FastifyHelmetOptions }) {
    await app.register(helmet, options);
    /** The middleware per set of hashes: pages share a handful, anything beyond is not kept. */
    const policies = new Map<string, CspMiddleware>();
    function policyFor(hashes: readonly string[]): CspMiddleware {
      const key = hashes.join(' ');
      let policy = policies.get(key);
      if (!policy) {
        const csp = withStyleHashes(options, hashes).contentSecurityPolicy as CspOptions;
        policy = helmet.contentSecurityPolicy(csp);
        if (policies.size < 256) policies.set(key, policy);
      }
      return policy;
    }
    app.decorateReply('allowStyles', function allowStyles(this: FastifyReply, hashes) {
      if (hashes.length === 0) return;
      policyFor(hashes)(this.request.raw, this.raw, () => undefined);
    });
  },
  { name: 'security' },
);
