/**
 * Ends a failing canary on its own: at each check, the store's canary and current release are
 * judged by canaryVerdict on the reported counts, and a failing canary is ended in the store
 * (`rollout.json` without it, its end and reason kept, a `canary-end` line in the history).
 * Every shell reads the rollout at the manifest interval, so from then on every new page view
 * gets the current release.
 */
import {
  canaryVerdict,
  DEFAULT_CANARY_THRESHOLDS,
  type CanaryThresholds,
} from './canary-verdict.js';
import type { ReleaseCountsSource } from './release-counts.js';
import type { CanaryEnd, ReleaseStore } from './store.js';

/** The longest interval between two checks: a failing canary ends within a minute. */
export const MAX_CANARY_CHECK_MS = 60_000;

/** CANARY_CHECK_SECONDS: 1 to 60 seconds between two checks, 30 by default. */
export function canaryCheckIntervalMs(env: Readonly<Record<string, string | undefined>>): number {
  const raw = env.CANARY_CHECK_SECONDS;
  if (raw === undefined || raw.trim() === '') return 30_000;
  const seconds = Number(raw);
  if (!Number.isInteger(seconds) || seconds < 1 || seconds * 1000 > MAX_CANARY_CHECK_MS) {
    throw new Error(`CANARY_CHECK_SECONDS must be a whole number from 1 to 60, not "${raw}".`);
  }
  return seconds * 1000;
}

export interface CanaryCheckOptions {
  /** The remote's federation name (`mf_content`), as the counts source takes it. */
  remote: string;
  store: ReleaseStore;
  counts: ReleaseCountsSource;
  thresholds?: CanaryThresholds;
  now?: () => Date;
}

/** One check: the end it wrote, or null when the canary runs on (or none runs). */
export async function checkCanary({
  remote,
  store,
  counts,
  thresholds = DEFAULT_CANARY_THRESHOLDS,
  now = () => new Date(),
}: CanaryCheckOptions): Promise<CanaryEnd | null> {
  const [{ canary }, current] = await Promise.all([store.rollout(), store.current()]);
  if (!canary) return null;
  const byRelease = await counts(remote);
  const verdict = canaryVerdict(
    current ? byRelease.get(current) : undefined,
    byRelease.get(canary.release),
    thresholds,
  );
  if (!verdict.end) return null;
  // Read again just before writing: a person may have promoted or ended it meanwhile.
  const latest = await store.rollout();
  if (latest.canary?.release !== canary.release) return null;
  const ended: CanaryEnd = {
    release: canary.release,
    at: now().toISOString(),
    action: 'auto-rollback',
    reason: verdict.reason,
  };
  await store.setRollout(
    { canary: null, lastEnded: ended },
    { action: 'canary-end', release: canary.release, reason: verdict.reason },
  );
  return ended;
}

export interface CanaryWatchOptions extends CanaryCheckOptions {
  /** Between two checks, at most MAX_CANARY_CHECK_MS (CANARY_CHECK_SECONDS). */
  intervalMs: number;
  /** A canary was ended: for the activity log and the server's log. */
  onEnded?: (ended: CanaryEnd) => void | Promise<void>;
  /** A check failed (counts or store not readable): the canary runs on, the next check tries again. */
  onError?: (error: unknown) => void;
}

/** Checks on an interval until the function it returns is called; checks never overlap. */
export function watchCanary(options: CanaryWatchOptions): () => void {
  const interval = Math.min(options.intervalMs, MAX_CANARY_CHECK_MS);
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    checkCanary(options)
      .then(async (ended) => {
        if (ended) await options.onEnded?.(ended);
      })
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        running = false;
      });
  }, interval);
  timer.unref();
  return () => clearInterval(timer);
}
