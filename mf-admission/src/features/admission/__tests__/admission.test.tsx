import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { AlertList } from '@koris/shared/ui';
import AdmissionPage from '../../../exposes/AdmissionPage';
import { mockApi, reply, restoreFetch, type Call } from '../../../test/api-mock';
import { resetStores, signIn, TOKEN } from '../../../test/stores';

const SETTING = 'GET /api/system-setting/get-by-name/admission_open';
let value: string;

function setup(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    [SETTING]: () => reply({ id: 15, name: 'admission_open', value }),
    ...extra,
  });
}

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
});
afterEach(() => {
  act(() => resetStores());
  restoreFetch();
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
    mockApi({
      [SETTING]: () =>
        fail
          ? reply({ message: 'Server error' }, 500)
          : reply({ id: 15, name: 'admission_open', value: '1' }),
    });
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
    ['update-data with edit mode off', () => signIn({ roles: ['update-data'], editMode: false })],
    [
      'edit mode on without update-data',
      () => signIn({ roles: ['see-applications'], editMode: true }),
    ],
  ])('is absent for %s', async (_who, login) => {
    login();
    setup();
    renderPage();
    expect(await screen.findByRole('button', { name: 'Iesniegt anketu' })).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('closes and opens admission in place, with no reload', async () => {
    signIn({ roles: ['update-data'], editMode: true });
    const puts: Call[] = [];
    const { calls } = setup({
      'PUT /api/system-setting/15': (call) => {
        puts.push(call);
        value = (call.json as { value: string }).value;
        return reply({ id: 15, name: 'admission_open', value });
      },
    });
    const { user } = renderPage();
    const toggle = await screen.findByRole('switch', { name: 'Uzņemšana atvērta' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(formHeading()).toBeInTheDocument();

    await user.click(toggle);
    expect(await screen.findByText(closedText)).toBeInTheDocument();
    expect(formHeading()).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByText('Uzņemšana slēgta').closest('[role="status"]')).not.toBeNull();
    expect(puts[0]!.json).toEqual({ value: '0' });
    expect(puts[0]!.headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);

    await user.click(toggle);
    expect(await screen.findByRole('heading', { name: 'Pieteikšanās anketa' })).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(puts[1]!.json).toEqual({ value: '1' });
    // The setting was read once: the page followed the saved value, not a reload.
    expect(calls.filter((c) => c.method === 'GET')).toHaveLength(1);
  });

  it('a refused save keeps the page as it was and shows the message', async () => {
    signIn({ roles: ['update-data'], editMode: true });
    setup({ 'PUT /api/system-setting/15': reply({ message: 'Unauthorized' }, 403) });
    const { user } = renderPage();
    await user.click(await screen.findByRole('switch', { name: 'Uzņemšana atvērta' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unauthorized');
    expect(screen.getByRole('switch')).toHaveAttribute('aria-checked', 'true');
    expect(formHeading()).toBeInTheDocument();
  });

  it('appears as soon as edit mode is switched on elsewhere (shared store)', async () => {
    signIn({ roles: ['update-data'], editMode: false });
    setup();
    renderPage();
    await screen.findByRole('button', { name: 'Iesniegt anketu' });
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    act(() => signIn({ roles: ['update-data'], editMode: true }));
    expect(screen.getByRole('switch', { name: 'Uzņemšana atvērta' })).toBeInTheDocument();
  });
});

it('shows the loader until the setting arrives', async () => {
  setup();
  renderPage();
  expect(screen.getByRole('status')).toHaveTextContent('Ielādē…');
  await waitFor(() => expect(formHeading()).toBeInTheDocument());
});
