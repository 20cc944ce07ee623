/**
 * In which order a switch writes a release's files to PREFIX/: content-hashed files first, then
 * the other files, the server build's entry and manifest, the entry, and the manifest last. The
 * manifest is what the shell and the browser read first, so it never names files that are not
 * there yet.
 */
import { HASHED } from '../build.js';

/** The files a switch writes last, in this order: each names files written before it. */
const POINTERS = [
  'server/remoteEntry.js',
  'server/mf-manifest.json',
  'remoteEntry.js',
  'mf-manifest.json',
];

const rank = (rel: string): number => (HASHED.test(rel) ? 0 : POINTERS.indexOf(rel) + 2 || 1);

/**
 * The release's files in groups to write one after the other (the files of one group in any
 * order), leaving out hashed files already at PREFIX/: a hashed name carries its content, so
 * one already there is these same bytes. `present` holds the relative paths there.
 */
export function switchGroups(paths: readonly string[], present: ReadonlySet<string>): string[][] {
  const groups = new Map<number, string[]>();
  for (const rel of paths) {
    if (HASHED.test(rel) && present.has(rel)) continue;
    const r = rank(rel);
    groups.set(r, [...(groups.get(r) ?? []), rel]);
  }
  return [...groups.entries()].sort(([a], [b]) => a - b).map(([, files]) => files);
}
