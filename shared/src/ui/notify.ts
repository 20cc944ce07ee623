import { getErrorMessage } from '@koris/shared/api';
import { useAlertStore } from './alert/alert-store';

/** Shows any failure as a dismissible danger alert with its catalogue message (SPEC §8). */
export function notifyError(error: unknown): string {
  const message = getErrorMessage(error);
  useAlertStore.getState().pushAlert('danger', message);
  return message;
}
