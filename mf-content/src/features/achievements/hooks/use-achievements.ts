import { getAchievements, resource, useResource } from '@koris/shared/api';
import { notifyError } from '@koris/shared/ui';

/** The list as a page's resource: one call, no arguments. */
export const achievementsResource = resource('content:achievements', getAchievements);

/**
 * The achievements list in the server's order (`order`, then id). After every write the list
 * is loaded again (docs/product.md#calls: "reloads the list"), so what staff see is what the server keeps.
 * A failed load shows the server's message; the rest of the page still renders.
 */
export function useAchievements() {
  const { data, loading, reload } = useResource(achievementsResource, { onError: notifyError });
  return { items: data ?? [], loading, reload };
}
