import { deleteApplication, getApplications, resource, useResource } from '@koris/shared/api';
import type { Application } from '@koris/shared/types';
import { notifyDeleted, notifyError, useRestored } from '@koris/shared/ui';
import { applicationsTexts as texts } from '../texts';

export type ApplicationsState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; items: Application[] };

/** Never in a server render: the list needs the session's bearer. */
const applicationsResource = resource('admission:applications', getApplications);

/**
 * The applications (newest first, as the API sends them), asked for only while the session
 * has role see-applications. A logout or a lost role drops the list at once: applicants'
 * personal data never stays on screen for a visitor. A 401 clears the session in the shared
 * client (docs/product.md#states), a 403 says "Unauthorized" (docs/product.md#messages); either is shown even though the list
 * is no longer wanted by then (the person should read "Logged out").
 */
export function useApplications(canSee: boolean, token: string | null) {
  const { data, status, reload, set } = useResource(applicationsResource, {
    enabled: canSee && token !== null,
    onError: notifyError,
  });
  const state: ApplicationsState = status === 'ready' ? { status, items: data ?? [] } : { status };

  /** Into the trash; the card goes at once, and Atsaukt on the alert brings it back. */
  const remove = async (application: Application) => {
    const deleted = await deleteApplication(application.id);
    set((items) => items.filter((item) => item.id !== application.id));
    notifyDeleted(texts.deleted, deleted);
  };
  // Back from the trash (Atsaukt, or Miskaste): the list is asked for again, newest first.
  useRestored('application', () => reload());

  return { state, retry: () => void reload(), remove };
}
