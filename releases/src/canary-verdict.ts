/**
 * Whether a canary ends on its own: a pure decision over the two releases' counts, so the
 * shell's server, `status:remote` and the tests reach the same verdict from the same figures.
 */
import { errorRate, type ReleaseCounts } from './release-counts.js';

/** When a canary has failed: settings of the shell's server (docs/environment.md). */
export interface CanaryThresholds {
  /** Page views of the canary before its rate is trusted (CANARY_MIN_VIEWS). */
  minViews: number;
  /** How many times the current release's error rate the canary's must exceed (CANARY_ERROR_RATIO). */
  errorRatio: number;
  /** The error rate, errors per page view, the canary's must exceed as well (CANARY_ERROR_RATE). */
  errorRate: number;
}

export const DEFAULT_CANARY_THRESHOLDS: CanaryThresholds = {
  minViews: 50,
  errorRatio: 2,
  errorRate: 0.02,
};

export type CanaryVerdict = { end: false } | { end: true; reason: string };

const percent = (rate: number) => `${(rate * 100).toFixed(1)} %`;

/**
 * Ends the canary once it has been seen by `minViews` page views and its error rate is both
 * above `errorRate` and more than `errorRatio` times the current release's. Both tests hold:
 * the ratio alone would end a canary at 2 errors in 1000 views against a flawless current one,
 * the rate alone would end it for errors the current release has as much.
 */
export function canaryVerdict(
  current: ReleaseCounts | undefined,
  canary: ReleaseCounts | undefined,
  thresholds: CanaryThresholds = DEFAULT_CANARY_THRESHOLDS,
): CanaryVerdict {
  if (!canary || canary.views < thresholds.minViews) return { end: false };
  const canaryRate = errorRate(canary);
  const currentRate = current ? errorRate(current) : 0;
  if (canaryRate <= thresholds.errorRate) return { end: false };
  if (canaryRate <= currentRate * thresholds.errorRatio) return { end: false };
  return {
    end: true,
    reason:
      `error rate ${percent(canaryRate)} (${canary.errors} errors in ${canary.views} page views) ` +
      `is above ${percent(thresholds.errorRate)} and more than ${thresholds.errorRatio} times ` +
      `the current release's ${percent(currentRate)}`,
  };
}

/**
 * Thresholds from the environment, each its default when unset; a value that is not a number
 * in its range is refused, so a typo never silently disables the rollback.
 */
export function canaryThresholdsFrom(env: Record<string, string | undefined>): CanaryThresholds {
  const read = (name: string, fallback: number, valid: (n: number) => boolean) => {
    const raw = env[name];
    if (raw === undefined || raw.trim() === '') return fallback;
    const value = Number(raw);
    if (!Number.isFinite(value) || !valid(value)) {
      throw new Error(`${name} must be a number in its range, not "${raw}".`);
    }
    return value;
  };
  return {
    minViews: read(
      'CANARY_MIN_VIEWS',
      DEFAULT_CANARY_THRESHOLDS.minViews,
      (n) => Number.isInteger(n) && n >= 1,
    ),
    errorRatio: read('CANARY_ERROR_RATIO', DEFAULT_CANARY_THRESHOLDS.errorRatio, (n) => n >= 1),
    errorRate: read(
      'CANARY_ERROR_RATE',
      DEFAULT_CANARY_THRESHOLDS.errorRate,
      (n) => n >= 0 && n < 1,
    ),
  };
}
