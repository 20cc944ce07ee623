import { act, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { Hydrated } from '@koris/shared/testing';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import AdmissionPage from '../AdmissionPage';
import ApplicationsPage from '../ApplicationsPage';
import {
  api as route,
  aUser,
  HttpResponse,
  hydrateServerRender,
  recordRequests,
  renderOnServer,
  resetStores,
  server,
  signIn,
} from '@koris/shared/testing';

// The round trip: the page rendered as the shell's server renders it, its HTML and
// data block put into the document, then hydrated. The first browser render must be the
// server's HTML exactly (no mismatch, no warning), and the data is not asked for again.

let value: string;
let api: ReturnType<typeof recordRequests>;
let hydrated: Hydrated | undefined;

beforeEach(() => {
  resetStores();
  value = '1';
  api = recordRequests();
  server.use(
    route.get('/system-setting/get-by-name/admission_open', () =>
      HttpResponse.json({ id: 15, name: 'admission_open', value }),
    ),
    route.get('/system-setting/get-by-name/admission_privacy', () =>
      HttpResponse.json({ id: 16, name: 'admission_privacy', value: 'Datus glabā koris.' }),
    ),
  );
});
afterEach(() => {
  hydrated?.unmount();
  hydrated = undefined;
  act(() => resetStores());
});

/** The server's render of `Page` (its own module copy), then hydration in the browser. */
async function hydrate(
  Page: ComponentType,
  loadPage: () => Promise<{ default: ComponentType }>,
  address: string,
  { inTheBrowser = () => {} } = {},
) {
  const server = await renderOnServer(loadPage, address);
  // What only the browser has (a session), set after the server's render.
  inTheBrowser();
  const fromServer = api.length;
  const consoleError = jest.spyOn(console, 'error');
  hydrated = await hydrateServerRender(
    server,
    <MemoryRouter initialEntries={[address]}>
      <Routes>
        <Route path={address} element={<Page />} />
      </Routes>
    </MemoryRouter>,
    address,
  );
  expect(hydrated.recoverable).toEqual([]);
  expect(consoleError).not.toHaveBeenCalled();
  return { browserCalls: () => api.slice(fromServer) };
}

it('/uznemsana (open) hydrates the form, which then works as a form', async () => {
  const { browserCalls } = await hydrate(
    AdmissionPage,
    () => import('../AdmissionPage'),
    '/uznemsana',
  );
  expect(screen.getByRole('heading', { level: 2, name: 'Pieteikšanās anketa' })).toBeVisible();
  expect(screen.queryByText('Ielādē…')).not.toBeInTheDocument();
  expect(browserCalls()).toEqual([]);
  // The labels and fields were tied by the server's ids; the browser kept them.
  const email = screen.getByRole('textbox', { name: /E-pasts/ });
  expect(email).toHaveAttribute('type', 'email');
  expect(email).toBeRequired();
});

it('/uznemsana (closed) hydrates the closed message', async () => {
  value = '0';
  const { browserCalls } = await hydrate(
    AdmissionPage,
    () => import('../AdmissionPage'),
    '/uznemsana',
  );
  expect(screen.getByText('Uzņemšana 2025./2026. gada sezonai ir noslēgusies.')).toBeVisible();
  expect(browserCalls()).toEqual([]);
});

it('/uznemsana_pieteikumi hydrates the note for a visitor', async () => {
  const { browserCalls } = await hydrate(
    ApplicationsPage,
    () => import('../ApplicationsPage'),
    '/uznemsana_pieteikumi',
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Pieteikumi' })).toBeInTheDocument();
  expect(browserCalls()).toEqual([]);
});

it('a signed-in editor hydrates the visitor HTML, then gets the switch', async () => {
  const { browserCalls } = await hydrate(
    AdmissionPage,
    () => import('../AdmissionPage'),
    '/uznemsana',
    {
      inTheBrowser: () => signIn(aUser({ roles: ['update-data'], is_edit_mode_active: true })),
    },
  );
  expect(screen.getByRole('switch', { name: 'Uzņemšana atvērta' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  expect(browserCalls()).toEqual([]);
});

it('a member with see-applications hydrates the visitor HTML, then the list loads', async () => {
  api = recordRequests();
  server.use(route.get('/applications', () => HttpResponse.json([])));
  const { browserCalls } = await hydrate(
    ApplicationsPage,
    () => import('../ApplicationsPage'),
    '/uznemsana_pieteikumi',
    { inTheBrowser: () => signIn(aUser({ roles: ['see-applications'] })) },
  );
  expect(await screen.findByText('Pagaidām nav neviena pieteikuma.')).toBeInTheDocument();
  expect(browserCalls().map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/applications']);
});
