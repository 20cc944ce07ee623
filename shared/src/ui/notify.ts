import { getErrorMessage, restoreFromTrash } from '@koris/shared/api';
import type { DeletedResponse, RestoredResponse } from '@koris/shared/types';
import { pushSuccess, useAlertStore } from './alert/alert-store';

/** The label of the undo button on a delete's success alert. */
export const UNDO_LABEL = 'Atsaukt';

/** Shows any failure as a dismissible danger alert with its catalogue message (SPEC §8). */
export function notifyError(error: unknown): string {
  const message = getErrorMessage(error);
  useAlertStore.getState().pushAlert('danger', message);
  return message;
}

/**
 * A delete's success alert ("Event deleted") with Atsaukt: pressing it while the alert shows
 * puts the item back from the trash, says so ("Atjaunots", or why it came back changed) and
 * hands the answer to `onRestored`, which shows the item again in its place.
 */
export function notifyDeleted(
  message: string,
  deleted: Pick<DeletedResponse, 'trash_id'>,
  onRestored: (restored: RestoredResponse) => void | Promise<void>,
): void {
  pushSuccess(message, {
    label: UNDO_LABEL,
    run: () => {
      restoreFromTrash(deleted.trash_id).then(
        async (restored) => {
          pushSuccess(restored.message);
          await onRestored(restored);
        },
        (error: unknown) => notifyError(error),
      );
    },
  });
}
