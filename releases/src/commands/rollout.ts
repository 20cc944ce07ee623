/** What the commands do alike to a store's canary. */
import type { CanaryEnd, ReleaseStore } from '../store.js';

/**
 * Ends the store's canary, if any, recording how and why (status:remote and the shells show
 * it). The canary's release, or null when there was none.
 */
export async function endCanary(
  store: ReleaseStore,
  action: CanaryEnd['action'],
  reason: string,
): Promise<string | null> {
  const { canary } = await store.rollout();
  if (!canary) return null;
  await store.setRollout(
    {
      canary: null,
      lastEnded: { release: canary.release, at: new Date().toISOString(), action, reason },
    },
    { action: 'canary-end', release: canary.release, reason },
  );
  return canary.release;
}
