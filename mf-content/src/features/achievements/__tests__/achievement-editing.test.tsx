import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { Achievement } from '@koris/shared/types';
import AboutPage from '../../../exposes/AboutPage';
import EnglishAboutPage from '../../../exposes/EnglishAboutPage';
import {
  openedDialog,
  renderPage,
  resetAll,
  pageRevealed,
  SETTINGS,
} from '../../../testing/about-support';
import {
  anAchievement,
  api as route,
  aUser,
  failure,
  fakeTrash,
  HttpResponse,
  type RequestHandler,
  serveWith,
  settingHandlers,
  signIn,
  withBody,
} from '@koris/shared/testing';

// The machine running the suite may be small and busy: typing a form takes its time.
jest.setTimeout(30_000);

let stored: Achievement[];

const setup = (...extra: RequestHandler[]) =>
  serveWith(
    [
      ...settingHandlers(SETTINGS).handlers,
      route.get('/achievements', () => HttpResponse.json(stored)),
      route.get('/conductors/current', () => HttpResponse.json([])),
      route.get('/conductors/old', () => HttpResponse.json([])),
    ],
    extra,
  );

const listed = (heading: string) =>
  within(screen.getByRole('region', { name: heading }))
    .queryAllByRole('listitem')
    .map((li) => li.querySelector('p')!.textContent);

async function renderAbout() {
  renderPage(<AboutPage />);
  await screen.findByText('2024 – Zelta diploms');
  await pageRevealed();
}

/** Renders the page, presses the button `button` and returns the dialog `name` it opens. */
async function openFrom(user: UserEvent, button: string, name: string) {
  await renderAbout();
  await user.click(screen.getByRole('button', { name: button }));
  return openedDialog(name);
}

beforeEach(() => {
  resetAll();
  signIn(aUser({ is_edit_mode_active: true }));
  stored = [
    anAchievement({
      id: 1,
      text: '2024 – Zelta diploms',
      eng_text: '2024 – Gold diploma',
      order: 1,
    }),
    anAchievement({ id: 2, text: '2019 – Grand Prix', eng_text: '2019 – Grand Prix', order: 2 }),
  ];
});
afterEach(() => resetAll());

describe('adding an achievement', () => {
  it('sends Text, Eng text and Order as multipart, says "Achievement created" and reloads', async () => {
    const user = userEvent.setup();
    const { calls } = setup(
      route.post(
        '/achievements',
        withBody(({ form }) => {
          const created = anAchievement({
            id: 3,
            text: String(form!.get('text')),
            eng_text: String(form!.get('eng_text')),
            order: Number(form!.get('order')),
          });
          stored = [created, ...stored];
          return HttpResponse.json(created, { status: 201 });
        }),
      ),
    );
    const dialog = await openFrom(user, 'Add Achievement', 'Add Achievement');
    await user.type(within(dialog).getByLabelText('Text'), '2025 – Jauns apbalvojums');
    await user.type(within(dialog).getByLabelText('Eng text'), '2025 – A new award');
    await user.type(within(dialog).getByLabelText('Order'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Achievement created')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.path).toBe('/api/achievements');
    expect(post.headers.get('Authorization')).toBe('Bearer test-token');
    expect(Object.fromEntries(post.form!)).toEqual({
      text: '2025 – Jauns apbalvojums',
      eng_text: '2025 – A new award',
      order: '0',
    });
    await waitFor(() =>
      expect(listed('Konkursi un apbalvojumi')).toEqual([
        '2025 – Jauns apbalvojums',
        '2024 – Zelta diploms',
        '2019 – Grand Prix',
      ]),
    );
    expect(calls.filter((c) => c.path === '/api/achievements' && c.method === 'GET')).toHaveLength(
      2,
    );
  });

  it('validates nothing itself: an empty form goes to the server and its message shows in the modal', async () => {
    const user = userEvent.setup();
    const { calls } = setup(
      route.post('/achievements', () =>
        HttpResponse.json(
          { message: 'The text field is required.', errors: { text: ['required'] } },
          { status: 422 },
        ),
      ),
    );
    const dialog = await openFrom(user, 'Add Achievement', 'Add Achievement');
    await user.type(within(dialog).getByLabelText('Eng text'), 'Only English');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The text field is required.',
    );
    // Empty fields are left out of the form (docs/product.md#validation); what was typed stays.
    expect(Object.fromEntries(calls.find((c) => c.method === 'POST')!.form!)).toEqual({
      eng_text: 'Only English',
    });
    expect(within(dialog).getByLabelText('Eng text')).toHaveValue('Only English');
    expect(listed('Konkursi un apbalvojumi')).toEqual([
      '2024 – Zelta diploms',
      '2019 – Grand Prix',
    ]);
  });

  it('says "Unauthorized" on a 403', async () => {
    const user = userEvent.setup();
    setup(route.post('/achievements', () => failure(403, 'Forbidden')));
    const dialog = await openFrom(user, 'Add Achievement', 'Add Achievement');
    await user.type(within(dialog).getByLabelText('Text'), 'X');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Unauthorized');
  });

  it('Close throws the draft away', async () => {
    const user = userEvent.setup();
    const { calls } = setup();
    const dialog = await openFrom(user, 'Add Achievement', 'Add Achievement');
    await user.type(within(dialog).getByLabelText('Text'), 'Melnraksts');
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Achievement' }));
    expect(screen.getByLabelText('Text')).toHaveValue('');
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });
});

describe('editing an achievement', () => {
  it('opens prefilled, sends PUT JSON, says "Achievement updated" and reloads', async () => {
    const user = userEvent.setup();
    const { calls } = setup(
      route.put(
        '/achievements/2',
        withBody(({ json: body }) => {
          const fields = body as Partial<Achievement>;
          stored = stored.map((a) => (a.id === 2 ? { ...a, ...fields, order: 2 } : a));
          return HttpResponse.json(stored.find((a) => a.id === 2));
        }),
      ),
    );
    const dialog = await openFrom(user, 'Labot: 2019 – Grand Prix', 'Edit Achievement');
    expect(within(dialog).getByLabelText('Text')).toHaveValue('2019 – Grand Prix');
    expect(within(dialog).getByLabelText('Eng text')).toHaveValue('2019 – Grand Prix');
    expect(within(dialog).getByLabelText('Order')).toHaveValue('2');
    await user.clear(within(dialog).getByLabelText('Text'));
    await user.type(within(dialog).getByLabelText('Text'), '2019 – Grand Prix „Dziesmu kari”');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Achievement updated')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.path).toBe('/api/achievements/2');
    expect(put.headers.get('Content-Type')).toContain('application/json');
    expect(put.json).toEqual({
      text: '2019 – Grand Prix „Dziesmu kari”',
      eng_text: '2019 – Grand Prix',
      order: '2',
    });
    await waitFor(() =>
      expect(listed('Konkursi un apbalvojumi')).toEqual([
        '2024 – Zelta diploms',
        '2019 – Grand Prix „Dziesmu kari”',
      ]),
    );
  });

  it('shows the server’s message when the update fails', async () => {
    const user = userEvent.setup();
    setup(route.put('/achievements/1', () => failure(404, 'Achievement not found')));
    const dialog = await openFrom(user, 'Labot: 2024 – Zelta diploms', 'Edit Achievement');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Achievement not found');
  });
});

describe('deleting an achievement', () => {
  it('asks first, sends DELETE, says "Achievement deleted" and reloads', async () => {
    const user = userEvent.setup();
    const { calls } = setup(
      route.delete('/achievements/1', () => {
        stored = stored.filter((a) => a.id !== 1);
        return HttpResponse.json({ message: 'Achievement deleted', trash_id: 1 });
      }),
    );
    await renderAbout();
    await user.click(screen.getByRole('button', { name: 'Dzēst: 2024 – Zelta diploms' }));
    const confirm = screen.getByRole('dialog', { name: 'Apstiprināt dzēšanu' });
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Dzēst' }));
    expect(await screen.findByText('Achievement deleted')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')!.path).toBe('/api/achievements/1');
    await waitFor(() => expect(listed('Konkursi un apbalvojumi')).toEqual(['2019 – Grand Prix']));
  });

  it('keeps the achievement and shows the message when the delete fails', async () => {
    const user = userEvent.setup();
    setup(route.delete('/achievements/1', () => failure(403, 'Forbidden')));
    await renderAbout();
    await user.click(screen.getByRole('button', { name: 'Dzēst: 2024 – Zelta diploms' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Apstiprināt dzēšanu' })).getByRole('button', {
        name: 'Dzēst',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Unauthorized');
    expect(listed('Konkursi un apbalvojumi')).toEqual([
      '2024 – Zelta diploms',
      '2019 – Grand Prix',
    ]);
  });
});

describe('undoing a delete (Atsaukt)', () => {
  const heading = 'Konkursi un apbalvojumi';

  /** The API's delete and trash over `stored`: a restore puts the achievement back. */
  function trashOfAchievements() {
    const trash = fakeTrash({ firstId: 71 });
    return [
      route.delete('/achievements/:id', ({ params }) => {
        const id = Number(params['id']);
        const achievement = stored.find((a) => a.id === id)!;
        stored = stored.filter((a) => a.id !== id);
        return trash.keep('Achievement deleted', {
          kind: 'achievement',
          itemId: id,
          putBack: () => (stored = [...stored, achievement].sort((a, b) => a.order - b.order)),
        });
      }),
      trash.handler,
    ];
  }

  async function deleteMiddle(user: ReturnType<typeof userEvent.setup>) {
    await user.click(screen.getByRole('button', { name: 'Dzēst: 2019 – Grand Prix' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Apstiprināt dzēšanu' })).getByRole('button', {
        name: 'Dzēst',
      }),
    );
    const alert = await screen.findByRole('status');
    expect(alert).toHaveTextContent('Achievement deleted');
    await waitFor(() =>
      expect(listed(heading)).toEqual(['2024 – Zelta diploms', '2015 – Sudraba diploms']),
    );
    return alert;
  }

  beforeEach(() => {
    stored = [
      ...stored,
      anAchievement({ id: 3, text: '2015 – Sudraba diploms', eng_text: null, order: 3 }),
    ];
  });

  it('restores it from the alert and reloads the list, where it is back in its place', async () => {
    const user = userEvent.setup();
    const { calls } = setup(...trashOfAchievements());
    await renderAbout();
    const alert = await deleteMiddle(user);
    const loads = calls.of('GET', '/api/achievements').length;
    await user.click(within(alert).getByRole('button', { name: 'Atsaukt' }));
    expect(await screen.findByText('Atjaunots')).toBeInTheDocument();
    await waitFor(() =>
      expect(listed(heading)).toEqual([
        '2024 – Zelta diploms',
        '2019 – Grand Prix',
        '2015 – Sudraba diploms',
      ]),
    );
    expect(calls.of('POST', '/api/trash/71/restore')).toHaveLength(1);
    expect(calls.of('GET', '/api/achievements')).toHaveLength(loads + 1);
  });

  it('shows the API’s message when it cannot come back', async () => {
    const user = userEvent.setup();
    // Listed first, so it answers before the trash's own restore.
    setup(
      route.post('/trash/:id/restore', () => failure(404, 'Not in the trash')),
      ...trashOfAchievements(),
    );
    await renderAbout();
    const alert = await deleteMiddle(user);
    await user.click(within(alert).getByRole('button', { name: 'Atsaukt' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not in the trash');
    expect(listed(heading)).toEqual(['2024 – Zelta diploms', '2015 – Sudraba diploms']);
  });

  it('reloads when an achievement is restored elsewhere (the account modal’s trash)', async () => {
    const { calls } = setup();
    await renderAbout();
    stored = [
      ...stored,
      anAchievement({ id: 4, text: '2010 – Atzinība', eng_text: null, order: 0 }),
    ].sort((a, b) => a.order - b.order);
    const restored = (kind: string) =>
      window.dispatchEvent(
        new CustomEvent('koris:restored', {
          detail: { message: 'Atjaunots', kind, item_id: 4, unlinked: false },
        }),
      );
    restored('event');
    restored('achievement');
    await waitFor(() =>
      expect(listed(heading)).toEqual([
        '2010 – Atzinība',
        '2024 – Zelta diploms',
        '2019 – Grand Prix',
        '2015 – Sudraba diploms',
      ]),
    );
    // One reload for the achievement; the restored event is not this list's.
    expect(calls.of('GET', '/api/achievements')).toHaveLength(2);
  });
});

describe('achievements on the English about page', () => {
  it('show eng_text, and staff add, update and delete them with English labels', async () => {
    const user = userEvent.setup();
    const { calls } = setup(
      route.post(
        '/achievements',
        withBody(({ form }) => {
          const created = anAchievement({
            id: 5,
            text: String(form!.get('text')),
            eng_text: String(form!.get('eng_text')),
            order: 3,
          });
          stored = [...stored, created];
          return HttpResponse.json(created, { status: 201 });
        }),
      ),
      route.put(
        '/achievements/1',
        withBody(({ json: body }) => {
          stored = stored.map((a) =>
            a.id === 1 ? { ...a, ...(body as Partial<Achievement>) } : a,
          );
          return HttpResponse.json(stored[0]);
        }),
      ),
      route.delete('/achievements/2', () => {
        stored = stored.filter((a) => a.id !== 2);
        return HttpResponse.json({ message: 'Achievement deleted', trash_id: 1 });
      }),
    );
    renderPage(<EnglishAboutPage />);
    await screen.findByText('2024 – Gold diploma');
    await pageRevealed();
    expect(listed('Achievements')).toEqual(['2024 – Gold diploma', '2019 – Grand Prix']);

    await user.click(screen.getByRole('button', { name: 'Add Achievement' }));
    const dialog = await openedDialog('Add Achievement');
    await user.type(within(dialog).getByLabelText('Text'), '2025 – Simtgades balva');
    await user.type(within(dialog).getByLabelText('Eng text'), '2025 – Centenary award');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Achievement created')).toBeInTheDocument();
    await waitFor(() =>
      expect(listed('Achievements')).toEqual([
        '2024 – Gold diploma',
        '2019 – Grand Prix',
        '2025 – Centenary award',
      ]),
    );

    await user.click(screen.getByRole('button', { name: 'Edit: 2024 – Gold diploma' }));
    const edit = await openedDialog('Edit Achievement');
    await user.clear(within(edit).getByLabelText('Eng text'));
    await user.type(within(edit).getByLabelText('Eng text'), '2024 – Gold diploma, Tallinn');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Achievement updated')).toBeInTheDocument();
    await screen.findByText('2024 – Gold diploma, Tallinn');

    await user.click(screen.getByRole('button', { name: 'Delete: 2019 – Grand Prix' }));
    const confirm = screen.getByRole('dialog', { name: 'Confirm deletion' });
    expect(confirm).toHaveTextContent('Delete “2019 – Grand Prix”?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Achievement deleted')).toBeInTheDocument();
    await waitFor(() =>
      expect(listed('Achievements')).toEqual([
        '2024 – Gold diploma, Tallinn',
        '2025 – Centenary award',
      ]),
    );
    expect(calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /api/achievements',
      'PUT /api/achievements/1',
      'DELETE /api/achievements/2',
    ]);
  });
});
