/**
 * What every release store does alike with the records it keeps: the order of releases, the
 * release an id prefix names, the history's lines.
 */
import { RELEASE_ID } from './build.js';
import {
  ReleaseStoreError,
  type HistoryEntry,
  type ReleaseMeta,
  type Rollout,
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
export function historyLine(
  action: SwitchAction,
  { id, previous }: Switch,
  reason?: string,
): string {
  const entry: HistoryEntry = { at: new Date().toISOString(), action, release: id, previous };
  if (reason) entry.reason = reason;
  return `${JSON.stringify(entry)}\n`;
}

/** The file name of the rollout beside `current`, in every store. */
export const ROLLOUT_FILE = 'rollout.json';

export const NO_ROLLOUT: Rollout = { canary: null, lastEnded: null };

/**
 * A rollout file's text, as far as it is well formed: a canary needs a release id and a share
 * strictly between 0 and 100, else there is none (a damaged file never gives visitors a release).
 */
export function parseRollout(text: string | null): Rollout {
  if (!text) return NO_ROLLOUT;
  let raw: Partial<Rollout>;
  try {
    raw = JSON.parse(text) as Partial<Rollout>;
  } catch {
    return NO_ROLLOUT;
  }
  const canary = raw.canary;
  const valid =
    canary &&
    typeof canary.release === 'string' &&
    RELEASE_ID.test(canary.release) &&
    typeof canary.percent === 'number' &&
    canary.percent > 0 &&
    canary.percent < 100;
  return {
    canary: valid
      ? { release: canary.release, percent: canary.percent, since: String(canary.since) }
      : null,
    lastEnded: raw.lastEnded && typeof raw.lastEnded.release === 'string' ? raw.lastEnded : null,
  };
}

export const rolloutText = (rollout: Rollout) => `${JSON.stringify(rollout, null, 2)}\n`;
