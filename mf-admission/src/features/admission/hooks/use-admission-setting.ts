import { useCallback, useEffect, useRef, useState } from 'react';
import {
  getSystemSettingByName,
  isHttpError,
  updateSystemSetting,
  useInitialData,
} from '@koris/shared/api';
import type { SystemSetting } from '@koris/shared/types';

export type AdmissionState =
  | { status: 'loading' }
  | { status: 'failed' }
  /** `setting` is null when the API has no `admission_open` row: admission counts as closed. */
  | { status: 'ready'; open: boolean; setting: SystemSetting | null };

/** The key of the setting in the server-rendered document (issue 13). */
export const ADMISSION_SETTING_KEY = 'admission:setting';

/**
 * `GET /api/system-setting/get-by-name/admission_open`. No such setting (404) is an answer,
 * not a failure: null, nothing was ever opened, so visitors see the closed message (and the
 * server can render it). Any other failure rejects.
 */
export function fetchAdmissionSetting(): Promise<SystemSetting | null> {
  return getSystemSettingByName('admission_open').catch((error: unknown) => {
    if (isHttpError(error) && error.response.status === 404) return null;
    throw error;
  });
}

const readyState = (setting: SystemSetting | null): AdmissionState => ({
  status: 'ready',
  open: setting !== null && setting.value.trim() === '1',
  setting,
});

/**
 * The `admission_open` system setting, read on every visit (never from a cache: staff may
 * have switched it a minute ago), and switched in place by staff: the page follows the saved
 * value at once, with no reload and no deploy (DESIGN §2).
 *
 * Server rendering (issue 13): the first read is `useInitialData`'s `admission:setting`; a
 * page that starts from the server's render shows the form or the closed message at once and
 * asks for nothing. A retry and a navigation to the page read it afresh.
 */
export function useAdmissionSetting() {
  const initial = useInitialData(ADMISSION_SETTING_KEY, fetchAdmissionSetting);
  const [state, setState] = useState<AdmissionState>(() =>
    initial !== undefined ? readyState(initial) : { status: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);
  const mounted = useRef(true);
  // The first read came with the document (kept for StrictMode's second effect run).
  const preloaded = useRef(initial !== undefined);

  useEffect(() => {
    mounted.current = true;
    if (attempt === 0 && preloaded.current) {
      return () => {
        mounted.current = false;
      };
    }
    let live = true;
    setState({ status: 'loading' });
    fetchAdmissionSetting()
      .then((setting) => {
        if (live) setState(readyState(setting));
      })
      .catch(() => {
        if (live) setState({ status: 'failed' });
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
