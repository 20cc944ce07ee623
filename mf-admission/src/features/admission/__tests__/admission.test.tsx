import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { AlertList } from '@koris/shared/ui';
import AdmissionPage from '../../../exposes/AdmissionPage';
import {
  api as route,
  aUser,
  failure,
  HttpResponse,
  type RequestHandler,
  resetStores,
  server,
  serveWith,
  signIn,
  TOKEN,
} from '@koris/shared/testing';

const SETTING = 'GET /api/system-setting/get-by-name/admission_open';

/** The form's privacy notice (`admission_privacy`), as the API seeds it. */
const PRIVACY = {
  id: 16,
  name: 'admission_privacy',
  value: 'Datus glabā koris, lai sarīkotu noklausīšanos; tos dzēš pēc 13 mēnešiem.',
};
let value: string;

/** The setting answers `value`; `extra` answers the rest. Every request is recorded. */
const setup = (...extra: RequestHandler[]) =>
  serveWith(
    [
      route.get('/system-setting/get-by-name/admission_open', () =>
        HttpResponse.json({ id: 15, name: 'admission_open', value }),
      ),
    ],
    extra,
  );

function renderPage() {
  const user = userEvent.setup({ delay: null });
  const view = render(
    <MemoryRouter>
      <AlertList />
      <AdmissionPage />
    </MemoryRouter>,
  );
  return { user, ...view };
}

const closedText = 'Uzņemšana 2025./2026. gada sezonai ir noslēgusies.';
const formHeading = () => screen.queryByRole('heading', { level: 2, name: 'Pieteikšanās anketa' });

beforeEach(() => {
  resetStores();
  value = '1';
  server.use(
    route.get('/system-setting/get-by-name/admission_privacy', () => HttpResponse.json(PRIVACY)),
  );
});
afterEach(() => {
  act(() => resetStores());
});

describe('what /uznemsana shows (setting admission_open)', () => {
  it('"0": the closed message with thanks, and no form', async () => {
    value = '0';
    setup();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Uzņemšana' })).toBeInTheDocument();
    expect(await screen.findByText(closedText)).toBeInTheDocument();
    expect(screen.getByText(/Paldies visiem, kas pieteicās/)).toBeInTheDocument();
    expect(formHeading()).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Iesniegt anketu' })).not.toBeInTheDocument();
  });

  it('"1": the intro, the expectations, the postscript and the form card', async () => {
    setup();
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Ko mēs sagaidām' })).toBeInTheDocument();
    expect(screen.getByText(/vismaz divus vakarus nedēļā/)).toBeInTheDocument();
    expect(screen.getByText(/vokālā pedagoģe/)).toBeInTheDocument();
    expect(
      screen.getByText(/otrdienu un ceturtdienu vakaros no 18\.30 līdz 21\.00/),
    ).toBeInTheDocument();
    expect(screen.getByText(/Pamata dziedāšanas prasmes/)).toBeInTheDocument();
    expect(screen.getByText(/ne tikai Latvijas Universitātes studenti/)).toBeInTheDocument();
    expect(formHeading()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Iesniegt anketu' })).toBeInTheDocument();
    expect(screen.queryByText(closedText)).not.toBeInTheDocument();
  });

  it('reads the setting again on every visit', async () => {
    const { calls } = setup();
    const first = renderPage();
    expect(await screen.findByRole('button', { name: 'Iesniegt anketu' })).toBeInTheDocument();
    first.unmount();

    value = '0';
    renderPage();
    expect(await screen.findByText(closedText)).toBeInTheDocument();
    expect(calls.filter((c) => `${c.method} ${c.path}` === SETTING)).toHaveLength(2);
  });

  it('a failed load says so and loads again on request', async () => {
    let fail = true;
    server.use(
      route.get('/system-setting/get-by-name/admission_open', () =>
        fail
          ? failure(500, 'Server error')
          : HttpResponse.json({ id: 15, name: 'admission_open', value: '1' }),
      ),
    );
    const { user } = renderPage();
    expect(
      await screen.findByText('Neizdevās ielādēt uzņemšanas informāciju.'),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Mēģināt vēlreiz' }));
    expect(await screen.findByRole('button', { name: 'Iesniegt anketu' })).toBeInTheDocument();
  });
});

describe('the staff switch', () => {
  it.each([
    ['a visitor', () => {}],
    [
      'update-data with edit mode off',
      () => signIn(aUser({ roles: ['update-data'], is_edit_mode_active: false })),
    ],
    [
      'edit mode on without update-data',
      () => signIn(aUser({ roles: ['see-applications'], is_edit_mode_active: true })),
    ],
  ])('is absent for %s', async (_who, login) => {
    login();
    setup();
    renderPage();
    expect(await screen.findByRole('button', { name: 'Iesniegt anketu' })).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('closes and opens admission in place, with no reload', async () => {
    signIn(aUser({ roles: ['update-data'], is_edit_mode_active: true }));
    const { calls } = setup(
      route.put('/system-setting/15', async ({ request }) => {
        value = ((await request.json()) as { value: string }).value;
        return HttpResponse.json({ id: 15, name: 'admission_open', value });
      }),
    );
    const puts = () => calls.of('PUT', '/api/system-setting/15');
    const { user } = renderPage();
    const toggle = await screen.findByRole('switch', { name: 'Uzņemšana atvērta' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(formHeading()).toBeInTheDocument();

    await user.click(toggle);
    expect(await screen.findByText(closedText)).toBeInTheDocument();
    expect(formHeading()).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByText('Uzņemšana slēgta').closest('[role="status"]')).not.toBeNull();
    await calls.settled();
    expect(puts()[0]!.json).toEqual({ value: '0' });
    expect(puts()[0]!.headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);

    await user.click(toggle);
    expect(await screen.findByRole('heading', { name: 'Pieteikšanās anketa' })).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await calls.settled();
    expect(puts()[1]!.json).toEqual({ value: '1' });
    // The setting was read once: the page followed the saved value, not a reload.
    expect(
      calls.filter((c) => c.method === 'GET' && c.path.endsWith('/admission_open')),
    ).toHaveLength(1);
  });

  it('a refused save keeps the page as it was and shows the message', async () => {
    signIn(aUser({ roles: ['update-data'], is_edit_mode_active: true }));
    setup(route.put('/system-setting/15', () => failure(403, 'Unauthorized')));
    const { user } = renderPage();
    await user.click(await screen.findByRole('switch', { name: 'Uzņemšana atvērta' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unauthorized');
    expect(screen.getByRole('switch')).toHaveAttribute('aria-checked', 'true');
    expect(formHeading()).toBeInTheDocument();
  });

  it('appears as soon as edit mode is switched on elsewhere (shared store)', async () => {
    signIn(aUser({ roles: ['update-data'], is_edit_mode_active: false }));
    setup();
    renderPage();
    await screen.findByRole('button', { name: 'Iesniegt anketu' });
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    act(() => signIn(aUser({ roles: ['update-data'], is_edit_mode_active: true })));
    expect(screen.getByRole('switch', { name: 'Uzņemšana atvērta' })).toBeInTheDocument();
  });
});

it('shows the loader until the setting arrives', async () => {
  setup();
  renderPage();
  expect(screen.getByRole('status')).toHaveTextContent('Ielādē…');
  await waitFor(() => expect(formHeading()).toBeInTheDocument());
});
