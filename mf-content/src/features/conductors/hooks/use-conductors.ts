import {
  getConductor,
  getCurrentConductors,
  getOldConductors,
  resource,
  useResource,
} from '@koris/shared/api';
import { useCanEdit } from '@koris/shared/auth';
import { notifyError, useRestored } from '@koris/shared/ui';
import type { Conductor } from '@koris/shared/types';
import { useCallback, useEffect, useRef } from 'react';
import { compareConductors } from '../lib/conductor-text';

export type ConductorsKind = 'current' | 'old';

/** One list as a page's resource: `content:conductors:current` or `:old`. */
export const conductorsResource = {
  current: resource('content:conductors:current', getCurrentConductors),
  old: resource('content:conductors:old', getOldConductors),
};

/**
 * One conductors list (`GET /api/conductors/current` or `/old`). A failed load shows the
 * server's message and leaves the list empty; the rest of the page still renders. Saved and
 * deleted conductors are placed in place, no reload: `place` puts a saved conductor where the
 * server would list it, or takes it out when it now belongs to the other list.
 */
export function useConductors(kind: ConductorsKind) {
  const { data, loading, set, reload } = useResource<Conductor[]>(conductorsResource[kind], {
    onError: notifyError,
  });

  // Staff in edit mode read drafts and scheduled conductors too (staffView): the list is read
  // again when edit mode turns on or off, as the paged lists are.
  const editing = useCanEdit();
  const readAsEditing = useRef(editing);
  useEffect(() => {
    if (readAsEditing.current === editing) return;
    readAsEditing.current = editing;
    void reload();
  }, [editing, reload]);

  const place = useCallback(
    (conductor: Conductor) =>
      set((list) => {
        const others = list.filter((c) => c.id !== conductor.id);
        const belongs = (conductor.is_current === 1) === (kind === 'current');
        return belongs ? [...others, conductor].sort(compareConductors) : others;
      }),
    [kind, set],
  );

  const remove = useCallback((id: number) => set((list) => list.filter((c) => c.id !== id)), [set]);

  return { items: data ?? [], loading, place, remove };
}

/**
 * A conductor that comes back from the trash (the delete's Atsaukt, or the account modal's
 * trash) is asked for once and placed in each of `lists` it belongs to, where it was.
 */
export function useRestoredConductors(...lists: Pick<ReturnType<typeof useConductors>, 'place'>[]) {
  useRestored('conductor', async ({ item_id }) => {
    const conductor = await getConductor(item_id);
    for (const list of lists) list.place(conductor);
  });
}
