import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AlertList, EditableText, useAlertStore } from '@koris/shared/ui';
import {
  api as route,
  aUser,
  failure,
  HttpResponse,
  recordRequests,
  resetStores,
  server,
  settingHandlers,
  signIn,
  TOKEN,
  serveEarlierVersion,
} from '@koris/shared/testing';

const editor = aUser({ is_edit_mode_active: true });
const logIn = (user = editor) => signIn(user);
const setting = {
  id: 3,
  name: 'about_us_right',
  value: 'Koris dibināts 1922. gadā.\n<b>Dziedam</b> kopā',
};

/** GET of the setting by name, answered with `setting`. */
const readSetting = () =>
  route.get('/system-setting/get-by-name/about_us_right', () => HttpResponse.json(setting));

beforeEach(resetStores);
afterEach(() => act(() => useAlertStore.getState().clearAlerts()));

describe('EditableText', () => {
  it('shows the setting line by line as text, never as HTML', async () => {
    server.use(readSetting());
    const { container } = render(<EditableText name="about_us_right" label="Par mums" />);
    expect(await screen.findByText('Koris dibināts 1922. gadā.')).toBeInTheDocument();
    expect(screen.getByText('<b>Dziedam</b> kopā')).toBeInTheDocument();
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelectorAll('br')).toHaveLength(1);
  });

  it('offers no editing to visitors or to staff with edit mode off', async () => {
    logIn({ ...editor, is_edit_mode_active: false });
    server.use(readSetting());
    render(<EditableText name="about_us_right" label="Par mums" />);
    await screen.findByText('Koris dibināts 1922. gadā.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('in edit mode opens a modal, saves with PUT and shows the change at once', async () => {
    const user = userEvent.setup();
    logIn();
    const requests = recordRequests();
    server.use(
      readSetting(),
      route.put('/system-setting/3', async ({ request }) =>
        HttpResponse.json({
          ...setting,
          value: ((await request.json()) as { value: string }).value,
        }),
      ),
    );
    render(<EditableText name="about_us_right" label="Par mums" />);
    const trigger = await screen.findByRole('button', { name: /Labot tekstu: Par mums/ });
    expect(trigger).toHaveTextContent('Koris dibināts 1922. gadā.');
    await user.click(trigger);

    const dialog = screen.getByRole('dialog', { name: 'Par mums' });
    const textarea = within(dialog).getByRole('textbox', { name: 'Par mums' });
    expect(textarea).toHaveValue(setting.value);
    await user.clear(textarea);
    await user.type(textarea, 'Pirmā rinda{Enter}Otrā rinda');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const put = requests.find((r) => r.method === 'PUT')!;
    expect(new URL(put.url).pathname).toBe('/api/system-setting/3');
    expect(put.headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
    expect(put.headers.get('Content-Type')).toContain('application/json');
    await requests.settled();
    expect(put.json).toEqual({ value: 'Pirmā rinda\nOtrā rinda' });
    expect(screen.getByText('Pirmā rinda')).toBeInTheDocument();
    expect(screen.getByText('Otrā rinda')).toBeInTheDocument();
    expect(screen.queryByText('Koris dibināts 1922. gadā.')).not.toBeInTheDocument();
  });

  it('Versijas restores an earlier text, shown at once wherever the text is, with no reload', async () => {
    const user = userEvent.setup();
    logIn();
    const texts = settingHandlers({ about_us_right: 'Jaunais teksts' }, { firstId: 3 });
    server.use(...texts.handlers);
    serveEarlierVersion(
      { id: 40, kind: 'setting', item_id: 3, summary: 'Koris dibināts 1922. gadā.' },
      () => (texts.settings[0]!.value = 'Koris dibināts 1922. gadā.\nDziedam kopā'),
    );
    render(
      <>
        <AlertList />
        <EditableText name="about_us_right" label="Par mums" />
        <footer>
          <EditableText name="about_us_right" label="Par mums" />
        </footer>
      </>,
    );
    const [trigger] = await screen.findAllByRole('button', { name: /Labot tekstu: Par mums/ });
    await user.click(trigger!);
    const dialog = screen.getByRole('dialog', { name: 'Par mums' });
    await user.click(within(dialog).getByRole('button', { name: 'Versijas' }));

    const versions = screen.getByRole('dialog', { name: 'Versijas: Par mums' });
    expect(await within(versions).findByText('Anna Ozola, 05.03.2025 12:00')).toBeInTheDocument();
    await user.click(
      within(versions).getByRole('button', {
        name: 'Atjaunot versiju: Koris dibināts 1922. gadā.',
      }),
    );

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent('Atjaunots');
    expect(screen.getAllByText('Koris dibināts 1922. gadā.')).toHaveLength(2);
    expect(screen.getAllByText('Dziedam kopā')).toHaveLength(2);
    expect(screen.queryByText('Jaunais teksts')).not.toBeInTheDocument();
  });

  it('a failed save keeps the modal and the draft and shows the server’s message in it', async () => {
    const user = userEvent.setup();
    logIn();
    server.use(
      readSetting(),
      route.put('/system-setting/3', () => failure(422, 'The value is too long.')),
    );
    render(<EditableText name="about_us_right" label="Par mums" />);
    await user.click(await screen.findByRole('button', { name: /Labot tekstu/ }));
    const dialog = screen.getByRole('dialog', { name: 'Par mums' });
    const textarea = within(dialog).getByRole('textbox');
    await user.type(textarea, ' Papildus');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The value is too long.');
    expect(textarea).toHaveValue(`${setting.value} Papildus`);
    expect(screen.getByText('Koris dibināts 1922. gadā.')).toBeInTheDocument();
  });

  it('Close discards the draft', async () => {
    const user = userEvent.setup();
    logIn();
    const requests = recordRequests();
    server.use(readSetting());
    render(<EditableText name="about_us_right" label="Par mums" />);
    await user.click(await screen.findByRole('button', { name: /Labot tekstu/ }));
    await user.type(screen.getByRole('textbox'), ' melnraksts');
    const closeButtons = within(screen.getByRole('dialog')).getAllByRole('button', {
      name: 'Close',
    });
    await user.click(closeButtons.at(-1)!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText(/melnraksts/)).not.toBeInTheDocument();
    expect(requests).toHaveLength(1);
  });

  it('an empty text stays reachable in edit mode', async () => {
    logIn();
    server.use(
      route.get('/system-setting/get-by-name/about_us_right', () =>
        HttpResponse.json({ ...setting, value: '' }),
      ),
    );
    render(<EditableText name="about_us_right" label="Par mums" />);
    expect(await screen.findByRole('button', { name: /tukšs teksts/ })).toBeInTheDocument();
  });

  it('a failed load shows the server’s message in a danger alert and asks again next time', async () => {
    const requests = recordRequests();
    server.use(
      route.get('/system-setting/get-by-name/about_us_right', () =>
        failure(500, 'Database is busy.'),
      ),
    );
    const { unmount } = render(<EditableText name="about_us_right" />);
    await waitFor(() =>
      expect(useAlertStore.getState().alerts.map((a) => [a.kind, a.message])).toEqual([
        ['danger', 'Database is busy.'],
      ]),
    );
    unmount();
    render(<EditableText name="about_us_right" />);
    await waitFor(() => expect(requests).toHaveLength(2));
  });

  it('English pages label the edit trigger and the empty text in English', async () => {
    logIn();
    server.use(
      route.get('/system-setting/get-by-name/eng_about_us', () =>
        HttpResponse.json({ ...setting, name: 'eng_about_us', value: '' }),
      ),
    );
    render(<EditableText name="eng_about_us" label="About us" lang="en" />);
    const trigger = await screen.findByRole('button', { name: /^Edit text: About us/ });
    expect(trigger).toHaveTextContent('(empty text: click to write)');
  });

  it('two texts of the same name share one request', async () => {
    const requests = recordRequests();
    server.use(readSetting());
    render(
      <>
        <EditableText name="about_us_right" />
        <EditableText name="about_us_right" />
      </>,
    );
    expect(await screen.findAllByText('Koris dibināts 1922. gadā.')).toHaveLength(2);
    expect(requests).toHaveLength(1);
  });
});
