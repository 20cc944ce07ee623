import { useEffect } from 'react';
import { create } from 'zustand';
import type { SystemSetting, SystemSettingName } from '@koris/shared/types';
import {
  getSystemSettingByName,
  settingResource,
  updateSystemSetting,
  useResource,
} from '@koris/shared/api';
import { notifyError } from '../notify';

interface SettingsState {
  byName: Partial<Record<string, SystemSetting>>;
  /**
   * Loads a setting once; concurrent callers share one request. A failure shows the server's
   * message in a danger alert (the text stays empty, the page still renders) and is not cached,
   * so the next page that shows the text asks again.
   */
  load: (name: SystemSettingName) => Promise<SystemSetting | undefined>;
  save: (setting: SystemSetting, value: string) => Promise<SystemSetting>;
  /**
   * Reads a setting again (after an earlier version is restored) and shows it everywhere at
   * once; a failure rejects, for the caller to show.
   */
  refresh: (name: SystemSettingName) => Promise<SystemSetting>;
  /** Keeps a setting that arrived another way (the server-rendered document) without a request. */
  prime: (setting: SystemSetting) => void;
  reset: () => void;
}

const inFlight = new Map<string, Promise<SystemSetting | undefined>>();

/** System settings cache shared by the footer and every page's editable texts. */
export const useSettingsStore = create<SettingsState>()((set, get) => ({
  byName: {},
  load: (name) => {
    const cached = get().byName[name];
    if (cached) return Promise.resolve(cached);
    const pending = inFlight.get(name);
    if (pending) return pending;
    const request = getSystemSettingByName(name)
      .then((setting) => {
        set((state) => ({ byName: { ...state.byName, [name]: setting } }));
        return setting;
      })
      .catch((error: unknown) => {
        notifyError(error);
        return undefined;
      })
      .finally(() => inFlight.delete(name));
    inFlight.set(name, request);
    return request;
  },
  save: async (setting, value) => {
    const saved = await updateSystemSetting(setting.id, value);
    const next = { ...setting, ...saved, name: setting.name, value: saved?.value ?? value };
    set((state) => ({ byName: { ...state.byName, [setting.name]: next } }));
    return next;
  },
  refresh: async (name) => {
    const setting = await getSystemSettingByName(name);
    set((state) => ({ byName: { ...state.byName, [name]: setting } }));
    return setting;
  },
  prime: (setting) => {
    if (get().byName[setting.name]) return;
    set((state) => ({ byName: { ...state.byName, [setting.name]: setting } }));
  },
  reset: () => {
    inFlight.clear();
    set({ byName: {} });
  },
}));

/**
 * One setting for a text on the page: from the server's render when the page started there,
 * else loaded once per visit through the store; a saved value shows at once everywhere.
 */
export function useSetting(name: SystemSettingName): SystemSetting | undefined {
  const stored = useSettingsStore((s) => s.byName[name]);
  const load = useSettingsStore((s) => s.load);
  const prime = useSettingsStore((s) => s.prime);
  const { data } = useResource({ ...settingResource(name), fetch: () => load(name) });
  useEffect(() => {
    if (data) prime(data);
  }, [data, prime]);
  return stored ?? data;
}
