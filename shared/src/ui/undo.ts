import { restoreFromTrash } from '@koris/shared/api';
import type { DeletedResponse, RestoredResponse } from '@koris/shared/types';
import { pushSuccess } from './alert/alert-store';
import { notifyError, UNDO_LABEL } from './notify';
import { announceRestored } from './restored';

/**
 * A delete's success alert ("Event deleted") with Atsaukt: pressing it while the alert shows
 * puts the item back from the trash, says so ("Atjaunots", or why it came back changed) and
 * announces it (`announceRestored`): the lists that show such items put it back in its place
 * through `useRestored`. `onRestored` is for anything else a caller must do afterwards; a list
 * that listens with `useRestored` leaves it out, so the item is placed once.
 */
export function notifyDeleted(
  message: string,
  deleted: Pick<DeletedResponse, 'trash_id'>,
  onRestored?: (restored: RestoredResponse) => void | Promise<void>,
): void {
  pushSuccess(message, {
    label: UNDO_LABEL,
    run: () => {
      void restore(deleted.trash_id, onRestored);
    },
  });
}

async function restore(
  trashId: number,
  onRestored?: (restored: RestoredResponse) => void | Promise<void>,
): Promise<void> {
  try {
    const restored = await restoreFromTrash(trashId);
    pushSuccess(restored.message);
    announceRestored(restored);
    await onRestored?.(restored);
  } catch (error) {
    notifyError(error);
  }
}

/**
 * The delete of an item from a list: `remove()` moves it into the trash, then its success alert
 * with Atsaukt (notifyDeleted) and `afterwards` (the list lets it go). A failure of either is
 * shown as a danger alert.
 */
export async function deleteWithUndo(
  message: string,
  remove: () => Promise<Pick<DeletedResponse, 'trash_id'>>,
  afterwards: () => unknown,
): Promise<void> {
  try {
    notifyDeleted(message, await remove());
    await afterwards();
  } catch (error) {
    notifyError(error);
  }
}
