import { useCallback } from 'react';
import {
  getSystemSettingByName,
  isHttpError,
  resource,
  updateSystemSetting,
  useResource,
} from '@koris/shared/api';
import type { SystemSetting } from '@koris/shared/types';

export type AdmissionState =
  | { status: 'loading' }
  | { status: 'failed' }
  /** `setting` is null when the API has no `admission_open` row: admission counts as closed. */
  | { status: 'ready'; open: boolean; setting: SystemSetting | null };

/** The key of the setting in the server-rendered document. */
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

export const admissionSettingResource = resource(ADMISSION_SETTING_KEY, fetchAdmissionSetting);

const isOpen = (setting: SystemSetting | null) => setting !== null && setting.value.trim() === '1';

/**
 * The `admission_open` system setting, read on every visit (never from a cache: staff may
 * have switched it a minute ago), and switched in place by staff: the page follows the saved
 * value at once, with no reload and no deploy (docs/architecture.md#routes). A retry reads it afresh.
 */
export function useAdmissionSetting() {
  const { data, status, reload, set } = useResource(admissionSettingResource);
  const state: AdmissionState =
    status === 'ready' && data !== undefined
      ? { status, open: isOpen(data), setting: data }
      : { status: status === 'failed' ? 'failed' : 'loading' };

  const retry = useCallback(() => void reload(), [reload]);

  /** Saves the new value; rejects with the API error (the caller shows it). */
  const setOpen = useCallback(
    async (setting: SystemSetting, open: boolean) => {
      const saved = await updateSystemSetting(setting.id, open ? '1' : '0');
      const value = saved?.value ?? (open ? '1' : '0');
      set(() => ({ ...setting, ...saved, value }));
    },
    [set],
  );

  return { state, retry, setOpen };
}
