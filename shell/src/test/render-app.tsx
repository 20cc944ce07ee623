/**
 * Test helpers: the whole app (router + layouts + remote mounts) in a memory router, HTTP
 * mocked at the fetch boundary (`/remotes.json` and the API), every store reset.
 */
import { useEffect } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate, type Location } from 'react-router-dom';
import { useAuthStore } from '@koris/shared/auth';
import { useAlertStore, useSettingsStore } from '@koris/shared/ui';
import type { User } from '@koris/shared/types';
import { AppRoutes } from '../app/router';
import { resetRemoteRegistry } from '../remotes/registry';
import { federation, SHELL_SHARED } from '../remotes/__doubles__/federation-runtime';

export const REMOTES_JSON = {
  mf_content: 'http://localhost:8081/mf-manifest.json',
  mf_media: 'http://localhost:8082/mf-manifest.json',
  mf_admission: 'http://localhost:8083/mf-manifest.json',
  mf_account: 'http://localhost:8084/mf-manifest.json',
};

export const SETTINGS: Record<string, string> = {
  footer_description: 'Latvijas Universitātes jauktais koris\ndzied kopš 1925. gada',
  footer_contact_1: 'Diriģente\nAnna Bērziņa',
  footer_contact_2: 'Valdes priekšsēdētājs\nJānis Kalniņš',
  eng_footer_description: 'The mixed choir of the University of Latvia',
  eng_footer_contact_1: 'Conductor\nAnna Bērziņa',
  eng_footer_contact_2: 'Chair of the board\nJānis Kalniņš',
};
const SETTING_IDS = Object.fromEntries(Object.keys(SETTINGS).map((name, i) => [name, i + 11]));

export interface Call {
  method: string;
  url: string;
  body: unknown;
  authorization: string | null;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/**
 * The shared singletons each remote's `mf-manifest.json` lists (what it was built against).
 * By default every remote matches the shell; a test may give one remote another major.
 */
export const remoteShared: Record<string, { name: string; version: string }[]> = {};
const manifestOf = (origin: string) => {
  const name = Object.keys(REMOTES_JSON).find((n) =>
    REMOTES_JSON[n as keyof typeof REMOTES_JSON].startsWith(origin),
  );
  const shared =
    (name && remoteShared[name]) ??
    Object.entries(SHELL_SHARED).map(([shareName, version]) => ({ name: shareName, version }));
  return { id: name, name, metaData: {}, exposes: [], shared };
};

/** Installs a fetch mock serving `/remotes.json`, remote manifests and the system-setting calls. */
export function mockFetch() {
  const calls: Call[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request =
      input instanceof Request
        ? input
        : new Request(new URL(String(input), 'http://localhost'), init);
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.text();
    calls.push({
      method: request.method,
      url: url.pathname,
      body: text ? (JSON.parse(text) as unknown) : undefined,
      authorization: request.headers.get('Authorization'),
    });
    if (url.pathname === '/remotes.json') return json(REMOTES_JSON);
    if (url.pathname === '/mf-manifest.json') return json(manifestOf(url.origin));
    const byName = /^\/api\/system-setting\/get-by-name\/(.+)$/.exec(url.pathname);
    if (byName?.[1]) {
      const name = decodeURIComponent(byName[1]);
      const value = SETTINGS[name];
      return value === undefined
        ? json({ message: 'Not found' }, 404)
        : json({ id: SETTING_IDS[name], name, value });
    }
    const put = /^\/api\/system-setting\/(\d+)$/.exec(url.pathname);
    if (put?.[1] && request.method === 'PUT') {
      const id = Number(put[1]);
      const name = Object.keys(SETTING_IDS).find((n) => SETTING_IDS[n] === id);
      return json({ id, name, value: (JSON.parse(text) as { value: string }).value });
    }
    return json({ message: 'Not found' }, 404);
  });
  globalThis.fetch = fetchMock as typeof fetch;
  return { fetchMock, calls };
}

export const settingId = (name: string) => SETTING_IDS[name];

export function resetAll() {
  resetRemoteRegistry();
  federation.reset();
  for (const name of Object.keys(remoteShared)) delete remoteShared[name];
  useAuthStore.setState({ user: null, token: null });
  useAlertStore.getState().clearAlerts();
  useSettingsStore.getState().reset();
  sessionStorage.clear();
  document.title = '';
  document.documentElement.lang = '';
}

export function logIn(user: Partial<User> = {}) {
  useAuthStore.setState({
    token: 'test-token',
    user: {
      name: 'Admin',
      email: 'admin@koris.lv',
      roles: [{ name: 'update-data' }],
      is_edit_mode_active: false,
      ...user,
    },
  });
}

/** What a test reads of the router: where it is, and a way to go elsewhere. */
export interface TestRouter {
  location: Location;
  navigate: (to: string) => void;
}

/** Where the memory router is now; `renderApp` hands it to the test as `router`. */
const probe: Partial<TestRouter> = {};

function RouterProbe() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    probe.location = location;
    probe.navigate = (to: string) => void navigate(to);
  }, [location, navigate]);
  return null;
}

export function renderApp(path: string) {
  const user = userEvent.setup();
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
      <RouterProbe />
    </MemoryRouter>,
  );
  return { router: probe as TestRouter, user, ...view };
}
