import { getErrorMessage } from '@koris/shared/api';
import { useAlertStore } from './alert/alert-store';

/** The label of the undo button on a delete's success alert. */
export const UNDO_LABEL = 'Atsaukt';

/** Shows any failure as a dismissible danger alert with its catalogue message (docs/product.md#messages). */
export function notifyError(error: unknown): string {
  const message = getErrorMessage(error);
  useAlertStore.getState().pushAlert('danger', message);
  return message;
}
