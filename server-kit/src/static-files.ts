const NO_CACHE =
  /(^|\/)(mf-manifest\.json|remoteEntry\.js|mf-stats\.json|index\.html)(\.br|\.gz)?$/;
const HASHED = /\.[0-9a-f]{8,}\.(js|css|png|jpe?g|webp|svg|woff2?)(\.br|\.gz)?$/;

/**
 * Cache-Control of a built file: the entry points a deploy replaces (`mf-manifest.json`,
 * `remoteEntry.js`, `index.html`) are revalidated on every use, content-hashed files are kept a
 * year, anything else an hour.
 */
export function cacheControlFor(filePath: string): string {
  if (NO_CACHE.test(filePath)) return 'no-cache';
  if (HASHED.test(filePath)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

/**
 * The @fastify/static options of a server of built files: compressed copies when the browser
 * takes them, no folder index or wildcard, each file with the Cache-Control of cacheControlFor.
 */
export function builtFilesOptions(root: string) {
  return {
    root,
    preCompressed: true,
    wildcard: false,
    index: false,
    cacheControl: false,
    // @fastify/static hands its setHeaders the reply.
    setHeaders: (reply: { header(name: string, value: string): unknown }, filePath: string) =>
      reply.header('Cache-Control', cacheControlFor(filePath)),
  } as const;
}
