import { useAuthStore } from '@koris/shared/auth';
import type { RoleName, User } from '@koris/shared/types';
import { useAlertStore, useSettingsStore } from '@koris/shared/ui';

export const TOKEN = 'test-token';

/** Every test starts logged out, with no alerts, no cached settings and empty storage. */
export function resetStores() {
  sessionStorage.clear();
  useAuthStore.setState({ user: null, token: null });
  useAlertStore.getState().clearAlerts();
  useSettingsStore.getState().reset();
}

export function signIn({
  roles = ['update-data'] as RoleName[],
  editMode = false,
}: { roles?: RoleName[]; editMode?: boolean } = {}) {
  const user: User = {
    name: 'Anna Bērziņa',
    email: 'anna@koris.lv',
    roles: roles.map((name) => ({ name })),
    is_edit_mode_active: editMode,
  };
  useAuthStore.setState({ user, token: TOKEN });
}
