import type {
  AuthResponse,
  MessageResponse,
  RoleName,
  SecondStep,
  User,
} from '@koris/shared/types';
import { useAuthStore } from '@koris/shared/auth';
import { api, isHttpError } from './client';
import { toFormData } from './form-data';

/** Login: stores user and token; the edit-mode flag comes from this answer (docs/product.md#states). */
export async function login(email: string, password: string): Promise<AuthResponse | SecondStep> {
  const response = await api
    .post('login', { body: toFormData({ email, password }) })
    .json<AuthResponse | SecondStep>();
  // An account with a second factor is not signed in before its second step.
  if ('user' in response) useAuthStore.getState().setSession(response);
  return response;
}

export async function register(fields: {
  name: string;
  email: string;
  password: string;
  registration_token: string;
}): Promise<AuthResponse> {
  const response = await api.post('register', { body: toFormData(fields) }).json<AuthResponse>();
  useAuthStore.getState().setSession(response);
  return response;
}

/**
 * The token is revoked on the server and cleared here even if the call fails. A 401 means
 * the server had already ended the session: that is the outcome asked for, not an error.
 */
export async function logout(): Promise<void> {
  try {
    await api.post('logout', { body: new FormData() });
  } catch (error) {
    if (!(isHttpError(error) && error.response.status === 401)) throw error;
  } finally {
    useAuthStore.getState().clearSession();
  }
}

export async function issueRegistrationToken(roles: Record<RoleName, boolean>): Promise<string> {
  const { registration_token } = await api
    .post('issue-registration-token', {
      body: toFormData({
        update_data: roles['update-data'],
        update_users: roles['update-users'],
        see_applications: roles['see-applications'],
      }),
    })
    .json<{ registration_token: string }>();
  return registration_token;
}

export const changePassword = (current_password: string, new_password: string) =>
  api
    .post('changePassword', { body: toFormData({ current_password, new_password }) })
    .json<MessageResponse>();

/** Sends the new value and stores it: every edit control appears or disappears at once. */
export async function toggleEditMode(active: boolean): Promise<User | null> {
  const response = await api
    .post('toggle-edit-mode', { body: toFormData({ is_edit_mode_active: active ? '1' : '0' }) })
    .json<{ user?: User }>();
  const store = useAuthStore.getState();
  if (response.user) store.setUser(response.user);
  else store.setEditMode(active);
  return store.user;
}

/**
 * Confirms it is the user (the password again) before a sensitive act; the server then allows
 * such acts for a few minutes (`CONFIRM_WINDOW_MINUTES`).
 */
export const confirmWithPassword = (password: string) =>
  api.post('security/confirm', { json: { password } }).json<{ confirmed_until: string }>();
