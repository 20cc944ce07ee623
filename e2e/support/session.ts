/**
 * Logged-in sessions without clicking through the login form: log in through the API and
 * put the answer into sessionStorage exactly as the shared auth store (zustand persist,
 * key `koris-auth`) keeps it, before the page's scripts run.
 */
import type { Page } from '@playwright/test';

export const AUTH_STORAGE_KEY = 'koris-auth';
export const ADMIN_EMAIL = process.env.ADMIN_EMAIL || 'admin@koris.lv';
export const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD || 'admin12345';

export interface SessionUser {
  name: string;
  email: string;
  roles: { name: string }[];
  is_edit_mode_active: boolean;
  [field: string]: unknown;
}

export interface Session {
  user: SessionUser;
  token: string;
}

export interface LoginOptions {
  /**
   * Edit mode wanted for this session. The API remembers edit mode per user, so it is set
   * explicitly: `true` turns it on (needs role update-data), `false` (default) turns it off
   * when the user can edit.
   */
  editMode?: boolean;
  /** Where the API answers; default E2E_API_URL, else E2E_BASE_URL (the shell proxies /api). */
  apiURL?: string;
}

async function call<T>(url: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`POST ${url} → ${res.status}: ${text}`);
  return JSON.parse(text) as T;
}

/** Logs in through the API and sets edit mode as asked: the session, in no page yet. */
export async function signIn(
  email: string,
  password: string,
  { editMode = false, apiURL }: LoginOptions = {},
): Promise<Session> {
  const base = (apiURL ?? process.env.E2E_API_URL ?? process.env.E2E_BASE_URL)?.replace(/\/+$/, '');
  if (!base) throw new Error('loginAs: no API address (set E2E_API_URL or pass apiURL)');

  const answer = await call<{ user: SessionUser; authorisation: { token: string } }>(
    `${base}/api/login`,
    { email, password },
  );
  const token = answer.authorisation.token;
  let user = answer.user;
  const canEdit = user.roles.some((r) => r.name === 'update-data');
  if (editMode && !canEdit) throw new Error(`loginAs: ${email} lacks role update-data`);
  if (canEdit && user.is_edit_mode_active !== editMode) {
    const toggled = await call<{ user: SessionUser }>(
      `${base}/api/toggle-edit-mode`,
      { is_edit_mode_active: editMode ? '1' : '0' },
      token,
    );
    user = toggled.user;
  }
  return { user, token };
}

export async function loginAs(
  page: Page,
  email: string,
  password: string,
  options: LoginOptions = {},
): Promise<Session> {
  const { user, token } = await signIn(email, password, options);
  const value = JSON.stringify({ state: { user, token }, version: 0 });
  // Applied once per tab: a later logout or login inside the page is not undone by reloads.
  const marker = `koris-e2e-session-${Date.now()}-${Math.random()}`;
  await page.addInitScript(
    ({ key, value, marker }) => {
      try {
        if (window.location.protocol.startsWith('http') && !sessionStorage.getItem(marker)) {
          sessionStorage.setItem(key, value);
          sessionStorage.setItem(marker, '1');
        }
      } catch {
        // about:blank and opaque origins have no sessionStorage
      }
    },
    { key: AUTH_STORAGE_KEY, value, marker },
  );
  return { user, token };
}

export function loginAsAdmin(page: Page, opts: LoginOptions = {}): Promise<Session> {
  return loginAs(page, ADMIN_EMAIL, ADMIN_PASSWORD, opts);
}

/** Edit mode is remembered per user: a spec that turned it on leaves it off for the next. */
export async function endAdminEditMode(): Promise<void> {
  await signIn(ADMIN_EMAIL, ADMIN_PASSWORD, { editMode: false });
}
