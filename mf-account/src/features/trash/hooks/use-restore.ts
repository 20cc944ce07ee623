import { useCallback, useRef, useState } from 'react';
import { isHttpError, restoreFromTrash } from '@koris/shared/api';
import type { TrashItem } from '@koris/shared/types';
import { announceRestored, notifyError, pushSuccess } from '@koris/shared/ui';

/**
 * Atjaunot: puts one item back and says so with the API's own message ("Atjaunots", or why it
 * came back changed), then tells the site's pages (`announceRestored`). `onGone` takes the row
 * away: after a restore, and when the API says the item is not in the trash (restored by
 * someone else, or emptied out), since the row then offers what cannot be had. Any other
 * refusal (an image whose gallery is deleted) keeps the row, with the message as a danger
 * alert.
 */
export function useRestore(onGone: (item: TrashItem) => void) {
  const running = useRef(new Set<number>());
  const [busy, setBusy] = useState<ReadonlySet<number>>(() => new Set());

  const mark = useCallback((id: number, on: boolean) => {
    if (on) running.current.add(id);
    else running.current.delete(id);
    setBusy(new Set(running.current));
  }, []);

  const restore = useCallback(
    async (item: TrashItem) => {
      // One press, one call: a double click must not ask to restore an item twice.
      if (running.current.has(item.id)) return;
      mark(item.id, true);
      try {
        const restored = await restoreFromTrash(item.id);
        onGone(item);
        pushSuccess(restored.message);
        announceRestored(restored);
      } catch (error) {
        notifyError(error);
        if (isHttpError(error) && error.response.status === 404) onGone(item);
      } finally {
        mark(item.id, false);
      }
    },
    [mark, onGone],
  );

  return { restore, isRestoring: (id: number) => busy.has(id) };
}
