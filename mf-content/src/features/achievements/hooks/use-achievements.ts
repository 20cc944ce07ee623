import { useCallback, useEffect, useRef, useState } from 'react';
import { getAchievements } from '@koris/shared/api';
import type { Achievement } from '@koris/shared/types';
import { notifyError } from '@koris/shared/ui';

/**
 * The achievements list in the server's order (`order`, then id). After every write the list
 * is loaded again (SPEC §7: "reloads the list"), so what staff see is what the server keeps.
 * A failed load shows the server's message; the rest of the page still renders.
 */
export function useAchievements() {
  const [items, setItems] = useState<Achievement[]>([]);
  const [loading, setLoading] = useState(true);
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
    void reload();
    return () => {
      alive.current = false;
    };
  }, [reload]);

  return { items, loading, reload };
}
