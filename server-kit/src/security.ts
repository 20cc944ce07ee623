import Fastify from 'fastify';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';

/** COOKIE_SECURE=1 (or true): the site is served over HTTPS. */
export function isHttps(env: Record<string, string | undefined> = process.env): boolean {
  return env['COOKIE_SECURE'] === '1' || env['COOKIE_SECURE'] === 'true';
}

/** helmet options every site-facing server shares (the policies differ, see each server). */
export function commonHelmetOptions(https: boolean) {
  return {
    // Referer only as an origin, and never over a downgrade: the YouTube player refuses embeds
    // without one, so `no-referrer` would break /videos.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    hsts: https ? { maxAge: 31_536_000, includeSubDomains: false } : false,
    // Not needed by anything here and it would block the cross-origin embeds.
    crossOriginEmbedderPolicy: false,
  } satisfies FastifyHelmetOptions;
}

/**
 * The headers helmet sets with these options, read once from a throwaway instance: for
 * answers that skip helmet's hook (those Fastify gives before routing, a cache's direct
 * answers), and for a server whose headers never depend on the request (set as one block,
 * instead of helmet recomputing them on every answer).
 */
export async function helmetHeaders(
  options: FastifyHelmetOptions,
): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, options);
  probe.get('/', (_request, reply) => reply.send(''));
  const res = await probe.inject('/');
  await probe.close();
  const skip = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.headers)) {
    if (!skip.has(name) && typeof value === 'string') headers[name] = value;
  }
  return headers;
}

/** A helmet `contentSecurityPolicy`: exactly these directives, none of helmet's defaults. */
export interface ContentSecurityPolicy {
  useDefaults: false;
  directives: Record<string, string[]>;
}

/**
 * The policy of a server that serves no HTML page (the API, a remote's assets): nothing may
 * run or be framed on its origin.
 */
export function noDocumentPolicy(): ContentSecurityPolicy {
  return {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  };
}

/**
 * Frame providers of the site's pages. The shell is one SPA document for every route, so its
 * policy is the same on /videos (YouTube, privacy-enhanced host) and /vara_saknes (the Spotify
 * album) as on any other page: a per-route policy would need a reload on every in-app
 * navigation.
 */
export const FRAME_ORIGINS: readonly string[] = [
  'https://www.youtube-nocookie.com',
  'https://open.spotify.com',
];

/** The origins of the remotes' manifest URLs (remotes.json), deduplicated. */
export function remoteOrigins(remotes: Readonly<Record<string, string>>): string[] {
  return [...new Set(Object.values(remotes).map((url) => new URL(url).origin))];
}

/**
 * The folder a remote is served from: its manifest URL's directory (`https://s3.example/bucket/
 * prefix/mf-manifest.json` → `https://s3.example/bucket/prefix/`). A remote's every file sits
 * there (publicPath 'auto'), so nothing of it needs more than this address.
 */
export function remoteFolder(manifestUrl: string): string {
  const folder = new URL('./', manifestUrl);
  folder.search = '';
  folder.hash = '';
  return folder.href;
}

/**
 * The remotes' folders as CSP source expressions, deduplicated. A source expression carries a
 * path (CSP3 §6.7.2.9): one ending in `/` allows that folder and below, so a remote on a
 * path-style bucket allows its own prefix, not every bucket on the host. `;` and `,` would end
 * the directive or the policy: they are written percent-encoded, which CSP matches decoded.
 */
export function remoteSources(remotes: Readonly<Record<string, string>>): string[] {
  const source = (url: string) => remoteFolder(url).replace(/;/g, '%3B').replace(/,/g, '%2C');
  const folders = [...new Set(Object.values(remotes).map(source))];
  // A folder inside another listed one adds nothing.
  return folders.filter(
    (folder) => !folders.some((other) => other !== folder && folder.startsWith(other)),
  );
}

/**
 * Whether `url` lies inside `folder` (a remoteFolder): same origin, and its path at or below
 * the folder's. `..` and encoded slashes are resolved by URL first, so neither climbs out.
 */
export function isInsideFolder(url: string | URL, folder: string): boolean {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return false;
  }
  const base = new URL(folder);
  if (target.origin !== base.origin) return false;
  if (/%2f|%5c/i.test(target.pathname)) return false;
  return target.pathname.startsWith(base.pathname);
}

export interface PagePolicyOptions {
  /**
   * Remote name → its manifest URL (REMOTE_*_URL): their scripts, styles, images and fonts, from
   * the manifest's folder.
   */
  remotes: Readonly<Record<string, string>>;
  https: boolean;
  /** UPLOADS_PUBLIC_URL: where `/uploads/…` redirects (a public bucket or CDN), for images. */
  uploadsPublicUrl?: string | undefined;
  /** The inline styles a rendered page carries (`'sha256-…'` sources). */
  styleHashes?: readonly string[];
  /** The inline scripts the pages carry (`'sha256-…'` sources): the shell's start-up loader. */
  scriptHashes?: readonly string[];
  frameOrigins?: readonly string[];
}

/**
 * The Content-Security-Policy of the site's pages (the shell's documents): exactly the remotes'
 * folders, the API through the same origin, the embed providers; inline scripts and styles
 * only by their hashes. For helmet's options, or per answer through `reply.helmet`.
 */
export function pageContentSecurityPolicy({
  remotes,
  https,
  uploadsPublicUrl,
  styleHashes = [],
  scriptHashes = [],
  frameOrigins = FRAME_ORIGINS,
}: PagePolicyOptions): ContentSecurityPolicy {
  // Each remote's own folder, not its host: another folder on a shared host (another bucket
  // of a path-style bucket host) is not the site's.
  const folders = remoteSources(remotes);
  const uploads = uploadsPublicUrl ? [new URL(uploadsPublicUrl).origin] : [];
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      // The shell's bundles, then every remote's remoteEntry.js and chunks; inline, only the
      // scripts named by their hashes.
      scriptSrc: ["'self'", ...folders, ...scriptHashes],
      scriptSrcAttr: ["'none'"],
      // Production CSS is extracted into files (the shell's and each remote's origin). React
      // sets style properties through the CSSOM, which CSP does not restrict.
      styleSrc: ["'self'", ...folders, ...styleHashes],
      // /uploads/* through the proxy (or where it redirects), bundled images of the remotes,
      // the inline favicon.
      imgSrc: ["'self'", 'data:', 'blob:', ...folders, ...uploads],
      fontSrc: ["'self'", 'data:', ...folders],
      // The API through the same origin, the remotes' mf-manifest.json.
      connectSrc: ["'self'", ...folders],
      mediaSrc: ["'self'"],
      frameSrc: [...frameOrigins],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      ...(https ? { upgradeInsecureRequests: [] } : {}),
    },
  };
}
