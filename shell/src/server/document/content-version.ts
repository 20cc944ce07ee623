import { isOlderVersion } from '@koris/server-kit';
import { contentVersion } from '../content-api';

/** The content's state as the API last said it, and whether every API instance has it yet. */
export interface ContentState {
  version: string;
  /**
   * Seen long enough that every API instance sharing the database answers from it (their
   * change signals follow within a short poll), so a render now reads what the version names.
   */
  settled: boolean;
}

export interface ContentVersionOptions {
  /** The API is asked at most this often, whatever the traffic. */
  intervalMs?: number;
  /** An answer not back within it counts as no answer (documents are then rendered). */
  timeoutMs?: number;
  /** How long a new version must have been seen before documents rendered under it are kept. */
  settleMs?: number;
  now?: () => number;
  /** How the version is asked (the API's `GET /api/content-version`). */
  ask?: (timeoutMs: number, atLeast?: string) => Promise<string | null>;
}

/**
 * The content-version watcher: the API's version, asked at most once per interval by one
 * request that every document request shares. No answer (the API down, slow, or saying
 * something else) gives null: nothing kept is trusted until it answers again.
 */
export function contentVersions({
  intervalMs = 250,
  timeoutMs = 500,
  settleMs = 400,
  now = Date.now,
  ask: askApi = contentVersion,
}: ContentVersionOptions = {}) {
  let known: { version: string; since: number } | null = null;
  let lastAsked = Number.NEGATIVE_INFINITY;
  /** Bumped by expire(): an answer asked before it may predate a write. */
  let generation = 0;
  let askedGeneration = -1;
  let asking: Promise<void> | null = null;
  let asked = 0;

  async function ask(): Promise<void> {
    const askedAt = now();
    lastAsked = askedAt;
    askedGeneration = generation;
    asked += 1;
    const version = await askApi(timeoutMs).catch(() => null);
    learn(version, askedAt);
  }

  function learn(version: string | null, askedAt: number): void {
    // An answer older than one a writer's request already learnt does not take the cache back.
    if (version && known && isOlderVersion(version, known.version)) return;
    known = version ? { version, since: known?.version === version ? known.since : askedAt } : null;
  }

  /**
   * The current state, at most one interval old; null while the API does not say. `atLeast`
   * (a writer's request, docs/decisions/042): when the state known is older, the API is asked
   * again now, for at least that version, so the writer is never answered from before its write.
   */
  async function current(atLeast?: string): Promise<ContentState | null> {
    // An answer on its way is the freshest there will be: every request waits for it.
    while (asking || now() - lastAsked >= intervalMs || askedGeneration < generation) {
      asking ??= ask().finally(() => {
        asking = null;
      });
      await asking;
    }
    if (atLeast && known && isOlderVersion(known.version, atLeast)) {
      const askedAt = now();
      asked += 1;
      learn(await askApi(timeoutMs, atLeast).catch(() => null), askedAt);
    }
    if (!known) return null;
    return { version: known.version, settled: now() - known.since >= settleMs };
  }

  /** A write went through this server: the next document asks again, not after the interval. */
  function expire(): void {
    generation += 1;
  }

  return { current, expire, asked: () => asked };
}

export type ContentVersions = ReturnType<typeof contentVersions>;
