import { useCallback, useEffect, useState } from 'react';
import { getApplications } from '@koris/shared/api';
import type { Application } from '@koris/shared/types';
import { notifyError } from '@koris/shared/ui';

export type ApplicationsState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; items: Application[] };

/**
 * The applications (newest first, as the API sends them), asked for only while the session
 * has role see-applications. A logout or a lost role drops the list at once: applicants'
 * personal data never stays on screen for a visitor. A 401 clears the session in the shared
 * client (SPEC §4), a 403 says "Unauthorized" (SPEC §8).
 */
export function useApplications(canSee: boolean, token: string | null) {
  const [state, setState] = useState<ApplicationsState>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!canSee || !token) {
      setState({ status: 'idle' });
      return;
    }
    let live = true;
    setState({ status: 'loading' });
    getApplications()
      .then((items) => {
        if (live) setState({ status: 'ready', items });
      })
      .catch((error: unknown) => {
        // Shown even when this request is already stale: a 401 has just cleared the session
        // (the cause of the staleness) and the person should read "Logged out".
        notifyError(error);
        if (live) setState({ status: 'failed' });
      });
    return () => {
      live = false;
    };
  }, [canSee, token, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
