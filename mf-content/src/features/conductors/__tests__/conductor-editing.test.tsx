import { act, screen, waitFor, within } from '@testing-library/react';
import { useAuthStore } from '@koris/shared/auth';
import userEvent from '@testing-library/user-event';
import type { Conductor } from '@koris/shared/types';
import AboutPage from '../../../exposes/AboutPage';
import {
  jpeg,
  openedDialog,
  renderPage,
  resetAll,
  pageRevealed,
  SETTINGS,
} from '../../../testing/about-support';
import {
  aConductor,
  api as route,
  aUser,
  expectErrorInside,
  failure,
  fakeTrash,
  HttpResponse,
  type RequestHandler,
  saveNew,
  serveWith,
  settingHandlers,
  signIn,
  withBody,
} from '@koris/shared/testing';

// The machine running the suite may be small and busy: typing a form takes its time.
jest.setTimeout(30_000);

let conductors: Conductor[];

const setup = (...extra: RequestHandler[]) =>
  serveWith(
    [
      ...settingHandlers(SETTINGS).handlers,
      route.get('/achievements', () => HttpResponse.json([])),
      route.get('/conductors/current', () =>
        HttpResponse.json(conductors.filter((c) => c.is_current === 1)),
      ),
      route.get('/conductors/old', () =>
        HttpResponse.json(conductors.filter((c) => c.is_current === 0)),
      ),
      route.get('/conductors/:id', ({ params }) => {
        const found = conductors.find((c) => c.id === Number(params['id']));
        return found ? HttpResponse.json(found) : failure(404, 'Conductor not found');
      }),
    ],
    extra,
  );

const cardTitles = () =>
  screen.queryAllByRole('article').map((a) => within(a).getByRole('heading').textContent);
const timelineTitles = () =>
  within(screen.getByRole('region', { name: 'DIRIĢENTI KORA VĒSTURĒ' }))
    .queryAllByRole('listitem')
    .map((li) => within(li).getByRole('heading').textContent);

async function renderAbout() {
  const user = userEvent.setup();
  renderPage(<AboutPage />);
  await screen.findByText('Laura Ozola');
  await screen.findByText('Jānis Bērziņš');
  await pageRevealed();
  return user;
}

const getCalls = (calls: { method: string }[]) => calls.filter((c) => c.method === 'GET').length;

beforeEach(() => {
  resetAll();
  signIn(aUser({ is_edit_mode_active: true }));
  conductors = [
    aConductor({ id: 1, title: 'Laura Ozola', order: 1, year_from: '2012' }),
    aConductor({ id: 2, title: 'Mārtiņš Kalniņš', order: 2, year_from: '2018' }),
    aConductor({
      id: 3,
      title: 'Jānis Bērziņš',
      order: 1,
      is_current: 0,
      year_from: '1925',
      year_to: '1940',
    }),
    aConductor({
      id: 4,
      title: 'Kārlis Eglītis',
      order: 2,
      is_current: 0,
      year_from: '1941',
      year_to: '1951',
    }),
  ];
});
afterEach(() => resetAll());

describe('adding a conductor', () => {
  it('sends every field and the image, says "Conductor created" and shows it in place', async () => {
    const { calls } = setup(
      route.post(
        '/conductors',
        withBody(({ form }) =>
          HttpResponse.json(
            aConductor({
              id: 10,
              title: String(form!.get('title')),
              position: String(form!.get('position')),
              year_from: '2024',
              order: 0,
            }),
            { status: 201 },
          ),
        ),
      ),
    );
    const user = await renderAbout();
    const gets = getCalls(calls);
    await user.click(screen.getByRole('button', { name: 'Add Conductor' }));
    const dialog = await openedDialog('Add Conductor');
    const field = (label: string) => within(dialog).getByLabelText(label);
    expect(field('Is current')).toBeChecked();
    await user.type(field('Title'), 'Ilze Vītola<br>Jaunā diriģente');
    await user.type(field('Position'), 'Diriģente');
    await user.type(field('Eng position'), 'Conductor');
    await user.type(field('Description'), 'Pirmā rinda{Enter}Otrā rinda');
    await user.type(field('Eng text'), 'English text');
    await user.type(field('Year from'), '2024');
    await user.type(field('Year to'), '2030');
    await user.type(field('Order'), '0');
    await user.upload(field('Image'), jpeg());
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Conductor created')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.path).toBe('/api/conductors');
    expect(post.headers.get('Authorization')).toBe('Bearer test-token');
    const form = post.form!;
    expect(form.get('title')).toBe('Ilze Vītola<br>Jaunā diriģente');
    expect(form.get('position')).toBe('Diriģente');
    expect(form.get('eng_position')).toBe('Conductor');
    expect(form.get('description')).toMatch(/^Pirmā rinda\r?\nOtrā rinda$/);
    expect(form.get('eng_text')).toBe('English text');
    expect(form.get('year_from')).toBe('2024');
    expect(form.get('year_to')).toBe('2030');
    expect(form.get('order')).toBe('0');
    expect(form.get('is_current')).toBe('1');
    expect((form.get('image') as File).name).toBe('dirigents.jpg');
    // In place, where the server lists it (order 0 first); no list was loaded again.
    expect(cardTitles()).toEqual(['Ilze Vītola Jaunā diriģente', 'Laura Ozola', 'Mārtiņš Kalniņš']);
    expect(
      screen.getByRole('article', { name: 'Ilze Vītola Jaunā diriģente' }),
    ).toBeInTheDocument();
    expect(getCalls(calls)).toBe(gets);
  });

  it('puts a conductor that is not current on the timeline', async () => {
    setup(
      route.post(
        '/conductors',
        withBody(({ form }) =>
          HttpResponse.json(
            aConductor({
              id: 11,
              title: String(form!.get('title')),
              is_current: form!.get('is_current') === '1' ? 1 : 0,
              order: 3,
              year_from: '1900',
              year_to: '1920',
            }),
            { status: 201 },
          ),
        ),
      ),
    );
    const user = await renderAbout();
    await user.click(screen.getByRole('button', { name: 'Add Conductor' }));
    const dialog = await openedDialog('Add Conductor');
    await user.type(within(dialog).getByLabelText('Title'), 'Pēteris Priekštecis');
    await user.click(within(dialog).getByLabelText('Is current'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Conductor created')).toBeInTheDocument();
    expect(timelineTitles()).toEqual(['Jānis Bērziņš', 'Kārlis Eglītis', 'Pēteris Priekštecis']);
    expect(cardTitles()).toEqual(['Laura Ozola', 'Mārtiņš Kalniņš']);
    // The last marker moved to the new last step.
    const steps = within(
      screen.getByRole('region', { name: 'DIRIĢENTI KORA VĒSTURĒ' }),
    ).getAllByRole('listitem');
    expect(steps.map((s) => s.getAttribute('data-marker'))).toEqual(['first', null, 'last']);
  });

  it('says "Image too large!" on 413 inside the open modal and keeps what was typed', async () => {
    setup(route.post('/conductors', () => failure(413, 'Payload Too Large')));
    const user = await renderAbout();
    const dialog = await saveNew(
      { user, noun: 'Conductor', opened: openedDialog },
      { Title: 'Liels attēls', Image: jpeg('liels.jpg') },
    );
    await expectErrorInside(dialog, 'Image too large!', { label: 'Title', value: 'Liels attēls' });
    expect(cardTitles()).toEqual(['Laura Ozola', 'Mārtiņš Kalniņš']);
  });

  it.each([
    [422, { message: 'The title field is required.' }, 'The title field is required.'],
    [403, { message: 'Forbidden' }, 'Unauthorized'],
  ])('shows the message of a %i', async (status, body, shown) => {
    setup(route.post('/conductors', () => HttpResponse.json(body, { status: status })));
    const user = await renderAbout();
    const page = { user, noun: 'Conductor', opened: openedDialog };
    await expectErrorInside(await saveNew(page, { Title: 'X' }), shown);
  });

  it('refuses an image that is not png, jpg or jpeg before sending anything', async () => {
    const { calls } = setup();
    await renderAbout();
    const user = userEvent.setup({ applyAccept: false });
    await user.click(screen.getByRole('button', { name: 'Add Conductor' }));
    const dialog = await openedDialog('Add Conductor');
    await user.upload(
      within(dialog).getByLabelText('Image'),
      new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }),
    );
    expect(within(dialog).getByRole('alert')).toHaveTextContent('anim.gif');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });
});

describe('editing a conductor', () => {
  it('opens prefilled, saves with override put, says "Conductor updated" and updates in place', async () => {
    const { calls } = setup(
      route.post(
        '/conductors/2',
        withBody(({ form }) =>
          HttpResponse.json({
            ...conductors[1]!,
            title: String(form!.get('title')),
            position: 'Kormeistars',
          }),
        ),
      ),
    );
    const user = await renderAbout();
    await user.click(screen.getByRole('button', { name: 'Labot: Mārtiņš Kalniņš' }));
    const dialog = await openedDialog('Edit Conductor');
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Mārtiņš Kalniņš');
    expect(within(dialog).getByLabelText('Year from')).toHaveValue('2018');
    expect(within(dialog).getByLabelText('Order')).toHaveValue(2);
    expect(within(dialog).getByLabelText('Is current')).toBeChecked();
    expect(within(dialog).getByText('Leave empty to keep the current image.')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Title'));
    await user.type(within(dialog).getByLabelText('Title'), 'Mārtiņš Kalniņš<br>Kormeistars');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Conductor updated')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.path).toBe('/api/conductors/2');
    expect(post.form!.get('_method')).toBe('put');
    expect(post.form!.get('title')).toBe('Mārtiņš Kalniņš<br>Kormeistars');
    expect(post.form!.get('image')).toBeNull();
    expect(cardTitles()).toEqual(['Laura Ozola', 'Mārtiņš Kalniņš Kormeistars']);
    expect(screen.getByText('Kormeistars', { selector: 'p' })).toBeInTheDocument();
  });

  it('moves a conductor to the timeline when it is no longer current', async () => {
    setup(
      route.post(
        '/conductors/1',
        withBody(({ form }) =>
          HttpResponse.json({
            ...conductors[0]!,
            is_current: form!.get('is_current') === '1' ? 1 : 0,
            year_to: '2025',
            order: 3,
          }),
        ),
      ),
    );
    const user = await renderAbout();
    await user.click(screen.getByRole('button', { name: 'Labot: Laura Ozola' }));
    const dialog = await openedDialog('Edit Conductor');
    await user.click(within(dialog).getByLabelText('Is current'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Conductor updated')).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Mārtiņš Kalniņš']);
    expect(timelineTitles()).toEqual(['Jānis Bērziņš', 'Kārlis Eglītis', 'Laura Ozola']);
    expect(screen.getByText('2012–2025')).toBeInTheDocument();
  });

  it('edits a historical conductor from the timeline', async () => {
    setup(
      route.post('/conductors/3', () => HttpResponse.json({ ...conductors[2]!, year_to: '1939' })),
    );
    const user = await renderAbout();
    await user.click(screen.getByRole('button', { name: 'Labot: Jānis Bērziņš' }));
    const dialog = await openedDialog('Edit Conductor');
    expect(within(dialog).getByLabelText('Is current')).not.toBeChecked();
    await user.clear(within(dialog).getByLabelText('Year to'));
    await user.type(within(dialog).getByLabelText('Year to'), '1939');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Conductor updated')).toBeInTheDocument();
    expect(screen.getByText('1925–1939')).toBeInTheDocument();
    expect(timelineTitles()).toEqual(['Jānis Bērziņš', 'Kārlis Eglītis']);
  });

  it('a click in the edit controls does not expand the card', async () => {
    setup();
    const user = await renderAbout();
    await user.click(screen.getByRole('button', { name: 'Labot: Laura Ozola' }));
    await openedDialog('Edit Conductor');
    await user.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(screen.getByRole('button', { name: 'Laura Ozola' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});

describe('deleting a conductor', () => {
  it.each([
    ['a current conductor', 'Laura Ozola', 1],
    ['a historical conductor', 'Kārlis Eglītis', 4],
  ])('asks first, then removes %s and says "Conductor deleted"', async (_kind, title, id) => {
    const { calls } = setup(
      route.delete(`/conductors/${id}`, () =>
        HttpResponse.json({ message: 'Conductor deleted', trash_id: 1 }),
      ),
    );
    const user = await renderAbout();
    await user.click(screen.getByRole('button', { name: `Dzēst: ${title}` }));
    const confirm = screen.getByRole('dialog', { name: 'Apstiprināt dzēšanu' });
    expect(confirm).toHaveTextContent(`Vai tiešām dzēst „${title}”?`);
    await user.click(within(confirm).getByRole('button', { name: 'Dzēst' }));
    expect(await screen.findByText('Conductor deleted')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')!.path).toBe(`/api/conductors/${id}`);
    await waitFor(() => expect(screen.queryByText(title)).not.toBeInTheDocument());
  });

  it('keeps the conductor and shows the server’s message when the delete fails', async () => {
    setup(route.delete('/conductors/1', () => failure(404, 'Conductor not found')));
    const user = await renderAbout();
    await user.click(screen.getByRole('button', { name: 'Dzēst: Laura Ozola' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Apstiprināt dzēšanu' })).getByRole('button', {
        name: 'Dzēst',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Conductor not found');
    expect(cardTitles()).toEqual(['Laura Ozola', 'Mārtiņš Kalniņš']);
  });
});

describe('undoing a delete (Atsaukt)', () => {
  /** The API's delete and trash over `conductors`: a restore puts the conductor back. */
  function trashOfConductors() {
    const trash = fakeTrash({ firstId: 61 });
    return [
      route.delete('/conductors/:id', ({ params }) => {
        const id = Number(params['id']);
        const conductor = conductors.find((c) => c.id === id)!;
        conductors = conductors.filter((c) => c.id !== id);
        return trash.keep('Conductor deleted', {
          kind: 'conductor',
          itemId: id,
          putBack: () => (conductors = [...conductors, conductor]),
        });
      }),
      trash.handler,
    ];
  }

  async function deleteConductor(user: ReturnType<typeof userEvent.setup>, title: string) {
    await user.click(screen.getByRole('button', { name: `Dzēst: ${title}` }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Apstiprināt dzēšanu' })).getByRole('button', {
        name: 'Dzēst',
      }),
    );
    const alert = await screen.findByRole('status');
    expect(alert).toHaveTextContent('Conductor deleted');
    await waitFor(() => expect(screen.queryByText(title)).not.toBeInTheDocument());
    return alert;
  }

  it.each([
    ['a current conductor back as the first card', 'Laura Ozola', 1],
    ['a historical conductor back first on the timeline', 'Jānis Bērziņš', 3],
  ])('puts %s from the alert', async (_what, title, id) => {
    const { calls } = setup(...trashOfConductors());
    const user = await renderAbout();
    const before = { cards: cardTitles(), timeline: timelineTitles() };
    const alert = await deleteConductor(user, title);
    const listLoads = getCalls(calls);

    await user.click(within(alert).getByRole('button', { name: 'Atsaukt' }));
    expect(await screen.findByText('Atjaunots')).toBeInTheDocument();
    await waitFor(() => expect(cardTitles()).toEqual(before.cards));
    expect(timelineTitles()).toEqual(before.timeline);
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/api/trash/61/restore',
    ]);
    // One call for the conductor itself; neither list is loaded again.
    expect(getCalls(calls)).toBe(listLoads + 1);
    expect(calls.filter((c) => c.method === 'GET').at(-1)!.path).toBe(`/api/conductors/${id}`);
  });

  it('shows the API’s message when the conductor cannot come back', async () => {
    // Listed first, so it answers before the trash's own restore.
    setup(
      route.post('/trash/:id/restore', () => failure(409, 'Conductor cannot be restored')),
      ...trashOfConductors(),
    );
    const user = await renderAbout();
    const alert = await deleteConductor(user, 'Mārtiņš Kalniņš');
    await user.click(within(alert).getByRole('button', { name: 'Atsaukt' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Conductor cannot be restored');
    expect(cardTitles()).toEqual(['Laura Ozola']);
  });

  it('puts back a conductor restored elsewhere (the account modal’s trash)', async () => {
    const { calls } = setup(...trashOfConductors());
    const user = await renderAbout();
    await deleteConductor(user, 'Kārlis Eglītis');
    expect(timelineTitles()).toEqual(['Jānis Bērziņš']);
    // Restored by another remote: the API has it again and the window hears of it.
    conductors = [
      ...conductors,
      aConductor({ id: 4, title: 'Kārlis Eglītis', order: 2, is_current: 0 }),
    ];
    window.dispatchEvent(
      new CustomEvent('koris:restored', {
        detail: { message: 'Atjaunots', kind: 'conductor', item_id: 4, unlinked: false },
      }),
    );
    await waitFor(() => expect(timelineTitles()).toEqual(['Jānis Bērziņš', 'Kārlis Eglītis']));
    expect(cardTitles()).toEqual(['Laura Ozola', 'Mārtiņš Kalniņš']);
    expect(calls.filter((c) => c.path.startsWith('/api/trash'))).toHaveLength(0);
  });
});

describe('draft conductors', () => {
  it('are read and marked when edit mode is turned on, and gone when it is turned off', async () => {
    signIn(aUser({ is_edit_mode_active: false }));
    conductors = [...conductors, aConductor({ id: 5, title: 'Ilze Melne', order: 3, draft: 1 })];
    const { calls } = serveWith([
      ...settingHandlers(SETTINGS).handlers,
      route.get('/achievements', () => HttpResponse.json([])),
      route.get('/conductors/:kind', ({ params, request }) => {
        const drafts = new URL(request.url).searchParams.get('drafts') === '1';
        const current = params['kind'] === 'current' ? 1 : 0;
        return HttpResponse.json(
          conductors.filter((c) => c.is_current === current && (drafts || c.draft !== 1)),
        );
      }),
    ]);
    await renderAbout();
    expect(cardTitles()).toEqual(['Laura Ozola', 'Mārtiņš Kalniņš']);

    act(() => useAuthStore.getState().setEditMode(true));
    await waitFor(() =>
      expect(cardTitles()).toEqual(['Laura Ozola', 'Mārtiņš Kalniņš', 'Ilze Melne']),
    );
    const draftCard = screen.getByRole('article', { name: 'Ilze Melne' });
    expect(within(draftCard).getByText('Melnraksts')).toBeInTheDocument();
    const current = calls.filter((c) => c.path === '/api/conductors/current');
    expect(current.at(-1)!.search.get('drafts')).toBe('1');

    act(() => useAuthStore.getState().setEditMode(false));
    await waitFor(() => expect(cardTitles()).toEqual(['Laura Ozola', 'Mārtiņš Kalniņš']));
  });
});
