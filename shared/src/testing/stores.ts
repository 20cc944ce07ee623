import { useAuthStore } from '@koris/shared/auth';
import type { User } from '@koris/shared/types';
import { useAlertStore, useSettingsStore } from '@koris/shared/ui';
import { aUser } from './factories';

/** The bearer token of a signed-in test session. */
export const TOKEN = 'test-token';

/**
 * Every test starts logged out, with no alerts, no cached settings and empty session storage
 * (the auth store persists there): the zustand stores are module singletons that outlive a
 * test otherwise.
 */
export function resetStores(): void {
  sessionStorage.clear();
  useAuthStore.setState({ user: null, token: null });
  useAlertStore.getState().clearAlerts();
  useSettingsStore.getState().reset();
}

/**
 * The sessions that must see no edit controls, each with its name for `it.each`: a visitor,
 * staff with edit mode off, and edit mode on without the update-data role.
 */
export const WITHOUT_EDIT_RIGHTS: [string, () => void][] = [
  ['a visitor', () => {}],
  ['staff with the role but edit mode off', () => signIn(aUser({ is_edit_mode_active: false }))],
  [
    'edit mode on without the update-data role',
    () => signIn(aUser({ roles: ['see-applications'], is_edit_mode_active: true })),
  ],
];

/** A session as after login: `user` (by default an editor, edit mode off) with `TOKEN`. */
export function signIn(user: User = aUser(), token: string = TOKEN): User {
  useAuthStore.setState({ user, token });
  return user;
}
