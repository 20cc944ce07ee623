/**
 * What every release store does alike with the records it keeps: the order of releases, the
 * release an id prefix names, the history's lines.
 */
import {
  ReleaseStoreError,
  type HistoryEntry,
  type ReleaseMeta,
  type Switch,
  type SwitchAction,
} from './store.js';

/** Oldest first; the id breaks ties between releases made in the same millisecond. */
export function byAge(a: ReleaseMeta, b: ReleaseMeta): number {
  return a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);
}

/** The one release of `releases` whose id starts with `idOrPrefix` (find() of every store). */
export function findRelease<T extends ReleaseMeta>(
  releases: readonly T[],
  idOrPrefix: string,
  location: string,
): T {
  const matches = releases.filter((meta) => meta.id.startsWith(idOrPrefix));
  const [only] = matches;
  if (matches.length === 1 && only) return only;
  if (matches.length === 0) throw new ReleaseStoreError(`No release ${idOrPrefix} in ${location}.`);
  throw new ReleaseStoreError(
    `${idOrPrefix} names ${matches.length} releases: give more of the id.`,
  );
}

/** The history file's lines (JSON lines), oldest first. */
export function parseHistory(text: string): HistoryEntry[] {
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as HistoryEntry);
}

/** One history line for a switch. */
export function historyLine(action: SwitchAction, { id, previous }: Switch): string {
  return `${JSON.stringify({ at: new Date().toISOString(), action, release: id, previous })}\n`;
}
