import { act, screen } from '@testing-library/react';
import type { Hydrated } from '@koris/shared/testing';
import AdmissionPage from '../AdmissionPage';
import ApplicationsPage from '../ApplicationsPage';
import {
  api as route,
  aUser,
  HttpResponse,
  hydrateRoundTrip,
  type HydratedPage,
  recordRequests,
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

const ADMISSION: HydratedPage = { Page: AdmissionPage, load: () => import('../AdmissionPage') };
const APPLICATIONS: HydratedPage = {
  Page: ApplicationsPage,
  load: () => import('../ApplicationsPage'),
};

/** The round trip of `page` at `address` (see hydrateRoundTrip); unmounted after the test. */
async function hydrate(
  page: HydratedPage,
  address: string,
  options: { pattern?: string; inTheBrowser?: () => void } = {},
) {
  const trip = await hydrateRoundTrip(page, address, { ...options, requests: () => api });
  hydrated = trip.hydrated;
  return trip;
}

it('/uznemsana (open) hydrates the form, which then works as a form', async () => {
  const { browserCalls } = await hydrate(ADMISSION, '/uznemsana');
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
  const { browserCalls } = await hydrate(ADMISSION, '/uznemsana');
  expect(screen.getByText('Uzņemšana 2025./2026. gada sezonai ir noslēgusies.')).toBeVisible();
  expect(browserCalls()).toEqual([]);
});

it('/uznemsana_pieteikumi hydrates the note for a visitor', async () => {
  const { browserCalls } = await hydrate(APPLICATIONS, '/uznemsana_pieteikumi');
  expect(screen.getByRole('heading', { level: 1, name: 'Pieteikumi' })).toBeInTheDocument();
  expect(browserCalls()).toEqual([]);
});

it('a signed-in editor hydrates the visitor HTML, then gets the switch', async () => {
  const { browserCalls } = await hydrate(ADMISSION, '/uznemsana', {
    inTheBrowser: () => signIn(aUser({ roles: ['update-data'], is_edit_mode_active: true })),
  });
  expect(screen.getByRole('switch', { name: 'Uzņemšana atvērta' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  expect(browserCalls()).toEqual([]);
});

it('a member with see-applications hydrates the visitor HTML, then the list loads', async () => {
  api = recordRequests();
  server.use(route.get('/applications', () => HttpResponse.json([])));
  const { browserCalls } = await hydrate(APPLICATIONS, '/uznemsana_pieteikumi', {
    inTheBrowser: () => signIn(aUser({ roles: ['see-applications'] })),
  });
  expect(await screen.findByText('Pagaidām nav neviena pieteikuma.')).toBeInTheDocument();
  expect(browserCalls().map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/applications']);
});
