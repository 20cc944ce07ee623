/**
 * Test helpers: the whole app (router + layouts + remote mounts) in a memory router, HTTP
 * answered by the test kit's msw server (`/remotes.json`, the manifests and the API), every
 * store reset.
 */
import { useEffect } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate, type Location } from 'react-router-dom';
import {
  aUser,
  http,
  HttpResponse,
  resetStores,
  server,
  settingHandlers,
  signIn,
} from '@koris/shared/testing';
import type { User } from '@koris/shared/types';
import { AppRoutes } from '../app/router';
import { resetRemoteRegistry } from '../remotes/registry';
import { federation, SHELL_SHARED } from './doubles/federation-runtime';

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
const settings = settingHandlers(SETTINGS, { firstId: 11 });

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

/** What the shell's pages read: `/remotes.json`, each remote's manifest, the footer's settings. */
export function serveSite() {
  server.use(
    http.get('*/remotes.json', () => HttpResponse.json(REMOTES_JSON)),
    http.get('*/mf-manifest.json', ({ request }) =>
      HttpResponse.json(manifestOf(new URL(request.url).origin)),
    ),
    ...settings.handlers,
  );
}

export const settingId = (name: string) => settings.idOf(name);

export function resetAll() {
  resetRemoteRegistry();
  federation.reset();
  for (const name of Object.keys(remoteShared)) delete remoteShared[name];
  resetStores();
  document.title = '';
  document.documentElement.lang = '';
}

/** A staff session (edit mode off unless asked for). */
export function logIn(user: Partial<User> = {}) {
  signIn({ ...aUser({ name: 'Admin', email: 'admin@koris.lv' }), ...user });
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
