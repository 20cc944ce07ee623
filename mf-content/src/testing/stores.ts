import { useAuthStore } from '@koris/shared/auth';
import type { User } from '@koris/shared/types';
import { useAlertStore } from '@koris/shared/ui';

export function resetStores() {
  sessionStorage.clear();
  useAuthStore.setState({ user: null, token: null });
  useAlertStore.getState().clearAlerts();
}

export function signIn({ roles = ['update-data'], editMode = true } = {}) {
  const user: User = {
    name: 'Admin',
    email: 'admin@koris.lv',
    roles: roles.map((name) => ({ name })),
    is_edit_mode_active: editMode,
  };
  useAuthStore.setState({ user, token: 'test-token' });
}
