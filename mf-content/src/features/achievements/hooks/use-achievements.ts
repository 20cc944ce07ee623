import { useCallback, useEffect, useRef, useState } from 'react';
import { getAchievements, useInitialData } from '@koris/shared/api';
import type { Achievement } from '@koris/shared/types';
import { notifyError } from '@koris/shared/ui';

/** The server-rendered data key of the list (`useInitialData`): one call, no arguments. */
export const ACHIEVEMENTS_DATA_KEY = 'content:achievements';

/**
 * The achievements list in the server's order (`order`, then id). After every write the list
 * is loaded again (SPEC §7: "reloads the list"), so what staff see is what the server keeps.
 * A failed load shows the server's message; the rest of the page still renders.
 *
 * Server rendering (issue 13): when the server's render brought the list (`useInitialData`),
 * it is shown at once and not loaded again on mount; writes still reload it.
 */
export function useAchievements() {
  const fromServer = useInitialData(ACHIEVEMENTS_DATA_KEY, getAchievements);
  // The first render's answer: the document's data is forgotten after the first navigation.
  const [initial] = useState(fromServer);
  const [items, setItems] = useState<Achievement[]>(() => initial ?? []);
  const [loading, setLoading] = useState(initial === undefined);
  const alive = useRef(true);

  const reload = useCallback(async () => {
    try {
      const list = await getAchievements();
      if (alive.current) setItems(list);
    } catch (error) {
      if (alive.current) notifyError(error);
    } finally {
      if (alive.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    alive.current = true;
    if (initial === undefined) void reload();
    return () => {
      alive.current = false;
    };
  }, [initial, reload]);

  return { items, loading, reload };
}
