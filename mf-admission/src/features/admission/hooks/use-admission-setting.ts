import { useCallback, useEffect, useRef, useState } from 'react';
import { getSystemSettingByName, isHttpError, updateSystemSetting } from '@koris/shared/api';
import type { SystemSetting } from '@koris/shared/types';

export type AdmissionState =
  | { status: 'loading' }
  | { status: 'failed' }
  /** `setting` is null when the API has no `admission_open` row: admission counts as closed. */
  | { status: 'ready'; open: boolean; setting: SystemSetting | null };

/**
 * The `admission_open` system setting, read on every visit (never from a cache: staff may
 * have switched it a minute ago), and switched in place by staff: the page follows the saved
 * value at once, with no reload and no deploy (DESIGN §2).
 */
export function useAdmissionSetting() {
  const [state, setState] = useState<AdmissionState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    let live = true;
    setState({ status: 'loading' });
    getSystemSettingByName('admission_open')
      .then((setting) => {
        if (live) setState({ status: 'ready', open: setting.value.trim() === '1', setting });
      })
      .catch((error: unknown) => {
        if (!live) return;
        // No such setting: nothing was ever opened, so visitors see the closed message.
        if (isHttpError(error) && error.response.status === 404) {
          setState({ status: 'ready', open: false, setting: null });
        } else {
          setState({ status: 'failed' });
        }
      });
    return () => {
      live = false;
      mounted.current = false;
    };
  }, [attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  /** Saves the new value; rejects with the API error (the caller shows it). */
  const setOpen = useCallback(async (setting: SystemSetting, open: boolean) => {
    const saved = await updateSystemSetting(setting.id, open ? '1' : '0');
    const value = saved?.value ?? (open ? '1' : '0');
    if (mounted.current) {
      setState({
        status: 'ready',
        open: value.trim() === '1',
        setting: { ...setting, ...saved, value },
      });
    }
  }, []);

  return { state, retry, setOpen };
}
