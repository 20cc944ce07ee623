export {
  useAuthStore,
  hasRole,
  useHasRole,
  useIsLoggedIn,
  useCanEdit,
  AUTH_STORAGE_KEY,
} from './auth-store';
export type { AuthState } from './auth-store';
