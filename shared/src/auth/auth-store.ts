import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { AuthResponse, RoleName, User } from '@koris/shared/types';

export interface AuthState {
  user: User | null;
  token: string | null;
  /** Store the user and token of a login or register answer (docs/product.md#states). */
  /** From a login or register answer (only the user and the token are kept). */
  setSession: (response: Pick<AuthResponse, 'user'> & { authorisation: { token: string } }) => void;
  /** Replace the user (e.g. after toggling edit mode), keeping the token. */
  setUser: (user: User) => void;
  setEditMode: (active: boolean) => void;
  /** Logged out: user and token cleared (logout, or any 401). */
  clearSession: () => void;
}

export const AUTH_STORAGE_KEY = 'koris-auth';

/**
 * One store for the whole site: `@koris/shared/auth` is a federation singleton, so the shell
 * and every remote hold this same instance. Persisted in sessionStorage (docs/product.md#states, #constants).
 */
export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      user: null,
      token: null,
      setSession: ({ user, authorisation }) => set({ user, token: authorisation.token }),
      setUser: (user) => set({ user }),
      setEditMode: (active) =>
        set((state) =>
          state.user ? { user: { ...state.user, is_edit_mode_active: active } } : state,
        ),
      clearSession: () => set({ user: null, token: null }),
    }),
    {
      name: AUTH_STORAGE_KEY,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ user, token }) => ({ user, token }),
    },
  ),
);

/** Role check by role name in the user's role list (docs/product.md#roles). */
export function hasRole(user: User | null | undefined, role: RoleName): boolean {
  return !!user?.roles.some((r) => r.name === role);
}

export function useHasRole(role: RoleName): boolean {
  return useAuthStore((state) => hasRole(state.user, role));
}

export function useIsLoggedIn(): boolean {
  return useAuthStore((state) => state.user !== null && state.token !== null);
}

/**
 * Edit controls show only with role update-data and edit mode on (docs/product.md#roles), and
 * never while the user must first set up a second factor: the server would refuse every edit.
 */
export function useCanEdit(): boolean {
  return useAuthStore(
    (state) =>
      hasRole(state.user, 'update-data') &&
      state.user?.is_edit_mode_active === true &&
      state.user.second_factor_required !== true,
  );
}
