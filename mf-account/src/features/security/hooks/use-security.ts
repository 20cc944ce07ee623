import { useCallback, useEffect, useState } from 'react';
import { notifyError } from '@koris/shared/ui';
import { useAuthStore } from '@koris/shared/auth';
import { getSecurity, getSessions } from '../api/security-api';
import { secondFactorRequired, withPolicy } from '../policy';
import type { SecurityOverview, SessionsAnswer } from '../api/types';

export type Loaded<T> = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; data: T };

/** One server read, again on `reload`; a failure is a danger alert and a retry button. */
function useLoad<T>(read: () => Promise<T>, onLoaded?: (data: T) => void) {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    read().then(
      (data) => {
        if (!live) return;
        setLoaded({ state: 'ready', data });
        onLoaded?.(data);
      },
      (error: unknown) => {
        if (!live) return;
        notifyError(error);
        // A failed re-read keeps what is shown; only a first read failing shows the retry.
        setLoaded((shown) => (shown.state === 'ready' ? shown : { state: 'failed' }));
      },
    );
    return () => {
      live = false;
    };
    // `read` and `onLoaded` are module functions or stable callbacks; `round` asks again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { loaded, reload };
}

/**
 * The factors of the signed-in user. Their answer also says whether the sign-in policy still
 * holds: once a factor is set up the stored user learns it, and the modal's other tabs return.
 */
export function useSecurityOverview() {
  const onLoaded = useCallback((data: SecurityOverview) => {
    const { user, setUser } = useAuthStore.getState();
    if (user && secondFactorRequired(user) !== data.second_factor_required) {
      setUser(withPolicy(user, data.second_factor_required));
    }
  }, []);
  return useLoad(getSecurity, onLoaded);
}

export const useSessions = () => useLoad<SessionsAnswer>(getSessions);
