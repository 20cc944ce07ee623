import { useCallback, useEffect, useState } from 'react';
import { getCurrentConductors, getOldConductors, useInitialData } from '@koris/shared/api';
import type { Conductor } from '@koris/shared/types';
import { notifyError } from '@koris/shared/ui';
import { compareConductors } from '../lib/conductor-text';

export type ConductorsKind = 'current' | 'old';

const fetchers: Record<ConductorsKind, () => Promise<Conductor[]>> = {
  current: getCurrentConductors,
  old: getOldConductors,
};

/** The server-rendered data key of a list (`useInitialData`): `content:conductors:current`. */
export const conductorsDataKey = (kind: ConductorsKind): string => `content:conductors:${kind}`;

/**
 * One conductors list (`GET /api/conductors/current` or `/old`). A failed load shows the
 * server's message and leaves the list empty; the rest of the page still renders. Saved and
 * deleted conductors are placed in place, no reload: `place` puts a saved conductor where the
 * server would list it, or takes it out when it now belongs to the other list.
 *
 * Server rendering (issue 13): when the server's render brought the list (`useInitialData`),
 * it is shown at once and not loaded again on mount.
 */
export function useConductors(kind: ConductorsKind) {
  const fromServer = useInitialData(conductorsDataKey(kind), fetchers[kind]);
  // The first render's answer: the document's data is forgotten after the first navigation.
  const [initial] = useState(fromServer);
  const [items, setItems] = useState<Conductor[]>(() => initial ?? []);
  const [loading, setLoading] = useState(initial === undefined);

  useEffect(() => {
    if (initial !== undefined) return undefined;
    let alive = true;
    fetchers[kind]()
      .then((list) => {
        if (alive) setItems(list);
      })
      .catch((error: unknown) => {
        if (alive) notifyError(error);
      })
      .finally(() => {
        if (alive) setLoading(false);
      });
    return () => {
      alive = false;
    };
  }, [initial, kind]);

  const place = useCallback(
    (conductor: Conductor) =>
      setItems((list) => {
        const others = list.filter((c) => c.id !== conductor.id);
        const belongs = (conductor.is_current === 1) === (kind === 'current');
        return belongs ? [...others, conductor].sort(compareConductors) : others;
      }),
    [kind],
  );

  const remove = useCallback(
    (id: number) => setItems((list) => list.filter((c) => c.id !== id)),
    [],
  );

  return { items, loading, place, remove };
}
