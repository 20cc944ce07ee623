import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { AlertList } from '@koris/shared/ui';
import AdmissionPage from '../../../exposes/AdmissionPage';
import {
  api as route,
  aUser,
  failure,
  HttpResponse,
  recordRequests,
  removeDocumentData,
  resetStores,
  serveDocumentData,
  server,
  signIn,
} from '@koris/shared/testing';
import { PRIVACY, SETTING, setting } from '../../../testing/settings';

// The first page of a visit, rendered by the shell's server: the page starts from
// the document's `admission:setting`, shown at once, with no loader and no request.

/** What the API would say of `admission_open`, were it asked. */
const apiAnswers = (value: string) =>
  route.get('/system-setting/get-by-name/admission_open', () => HttpResponse.json(setting(value)));
const closedText = 'Uzņemšana 2025./2026. gada sezonai ir noslēgusies.';

function renderPage() {
  const user = userEvent.setup({ delay: null });
  render(
    <MemoryRouter initialEntries={['/uznemsana']}>
      <AlertList />
      <AdmissionPage />
    </MemoryRouter>,
  );
  return user;
}

/** Lets any effect's request go out before the test counts them. */
const settle = () => act(async () => {});

beforeEach(() => {
  resetStores();
  server.use(
    route.get('/system-setting/get-by-name/admission_privacy', () => HttpResponse.json(PRIVACY)),
  );
});
afterEach(() => {
  removeDocumentData();
  act(() => resetStores());
});

describe('/uznemsana from the server render', () => {
  it('"1": the form at once, no loader, no request', async () => {
    serveDocumentData('/uznemsana', {
      'admission:setting': setting('1'),
      'setting:admission_privacy': PRIVACY,
    });
    const calls = recordRequests();
    server.use(apiAnswers('0'));
    renderPage();
    expect(screen.getByRole('heading', { level: 2, name: 'Pieteikšanās anketa' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Iesniegt anketu' })).toBeInTheDocument();
    expect(screen.queryByText('Ielādē…')).not.toBeInTheDocument();
    await settle();
    expect(calls).toEqual([]);
  });

  it.each([
    ['"0": the closed message at once, no request', setting('0')],
    ['null (the API has no such setting): closed, no request', null],
  ])('%s', async (_case, stored) => {
    serveDocumentData('/uznemsana', { 'admission:setting': stored });
    const calls = recordRequests();
    server.use(apiAnswers('1'));
    renderPage();
    expect(screen.getByText(closedText)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Iesniegt anketu' })).not.toBeInTheDocument();
    await settle();
    expect(calls).toEqual([]);
  });

  it('staff still switch it in place from there', async () => {
    signIn(aUser({ roles: ['update-data'], is_edit_mode_active: true }));
    serveDocumentData('/uznemsana', {
      'admission:setting': setting('1'),
      'setting:admission_privacy': PRIVACY,
    });
    const calls = recordRequests();
    server.use(
      route.put('/system-setting/15', async ({ request }) =>
        HttpResponse.json(setting(((await request.json()) as { value: string }).value)),
      ),
    );
    const user = renderPage();
    const toggle = screen.getByRole('switch', { name: 'Uzņemšana atvērta' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await user.click(toggle);
    expect(await screen.findByText(closedText)).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['PUT /api/system-setting/15']);
  });
});

describe('without the server render, the setting is read as before', () => {
  it('no data block: the loader, then the form', async () => {
    const calls = recordRequests();
    server.use(apiAnswers('1'));
    renderPage();
    expect(screen.getByText('Ielādē…')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Iesniegt anketu' })).toBeInTheDocument();
    // With the form comes its privacy notice, asked for by the form itself.
    expect(await screen.findByText(PRIVACY.value)).toBeInTheDocument();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      SETTING,
      'GET /api/system-setting/get-by-name/admission_privacy',
    ]);
  });

  it("another page's block is ignored", async () => {
    serveDocumentData(
      '/',
      {
        'admission:setting': setting('1'),
        'setting:admission_privacy': PRIVACY,
      },
      { at: '/uznemsana' },
    );
    const calls = recordRequests();
    server.use(apiAnswers('0'));
    renderPage();
    expect(screen.getByText('Ielādē…')).toBeInTheDocument();
    expect(await screen.findByText(closedText)).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('a 404 still means closed', async () => {
    server.use(
      route.get('/system-setting/get-by-name/admission_open', () => failure(404, 'Not found')),
    );
    renderPage();
    expect(await screen.findByText(closedText)).toBeInTheDocument();
    expect(screen.queryByText('Neizdevās ielādēt uzņemšanas informāciju.')).not.toBeInTheDocument();
  });
});
