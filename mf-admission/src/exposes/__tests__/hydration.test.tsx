import { act, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import AdmissionPage from '../AdmissionPage';
import ApplicationsPage from '../ApplicationsPage';
import { mockApi, reply, restoreFetch } from '../../test/api-mock';
import { removeDocumentData, serveDocumentData } from '@koris/shared/testing';
import { renderOnServer } from '@koris/shared/testing';
import { resetStores, signIn } from '../../test/stores';

// The round trip of issue 13: the page rendered as the shell's server renders it, its HTML and
// data block put into the document, then hydrated. The first browser render must be the
// server's HTML exactly (no mismatch, no warning), and the data is not asked for again.

const SETTING = 'GET /api/system-setting/get-by-name/admission_open';
let value: string;
let api: ReturnType<typeof mockApi>;
let root: Root | null = null;
let container: HTMLElement | null = null;

beforeEach(() => {
  resetStores();
  value = '1';
  api = mockApi({ [SETTING]: () => reply({ id: 15, name: 'admission_open', value }) });
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container?.remove();
  removeDocumentData();
  act(() => resetStores());
  restoreFetch();
});

/** The server's render of `Page` (its own module copy), then hydration in the browser. */
async function hydrate(
  Page: ComponentType,
  loadPage: () => Promise<{ default: ComponentType }>,
  address: string,
  { inTheBrowser = () => {} } = {},
) {
  const { html, data } = await renderOnServer(loadPage, address);
  // What only the browser has (a session), set after the server's render.
  inTheBrowser();
  container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  serveDocumentData(address, data);
  const fromServer = api.calls.length;
  const recoverable = jest.fn();
  const consoleError = jest.spyOn(console, 'error');
  await act(async () => {
    root = hydrateRoot(
      container!,
      <MemoryRouter initialEntries={[address]}>
        <Routes>
          <Route path={address} element={<Page />} />
        </Routes>
      </MemoryRouter>,
      { onRecoverableError: recoverable },
    );
  });
  expect(recoverable).not.toHaveBeenCalled();
  expect(consoleError).not.toHaveBeenCalled();
  return { browserCalls: () => api.calls.slice(fromServer) };
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
      inTheBrowser: () => signIn({ roles: ['update-data'], editMode: true }),
    },
  );
  expect(screen.getByRole('switch', { name: 'Uzņemšana atvērta' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  expect(browserCalls()).toEqual([]);
});

it('a member with see-applications hydrates the visitor HTML, then the list loads', async () => {
  api = mockApi({ 'GET /api/applications': reply([]) });
  const { browserCalls } = await hydrate(
    ApplicationsPage,
    () => import('../ApplicationsPage'),
    '/uznemsana_pieteikumi',
    { inTheBrowser: () => signIn({ roles: ['see-applications'] }) },
  );
  expect(await screen.findByText('Pagaidām nav neviena pieteikuma.')).toBeInTheDocument();
  expect(browserCalls().map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/applications']);
});
