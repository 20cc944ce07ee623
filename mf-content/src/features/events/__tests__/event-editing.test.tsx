import { act, render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { Event } from '@koris/shared/types';
import { AlertList } from '@koris/shared/ui';
import EventsPage from '../../../exposes/EventsPage';
import ArchivePage from '../../../exposes/ArchivePage';
import {
  anEvent,
  api as route,
  aUser,
  eventHandlers,
  expectErrorInside,
  failure,
  fakeTrash,
  HttpResponse,
  removeDocumentData,
  type RequestHandler,
  runOnFakeClock,
  saveNew,
  scrollSentinel,
  serveDocumentData,
  server,
  serveWith,
  signIn,
  WITHOUT_EDIT_RIGHTS,
} from '@koris/shared/testing';

let current: Event[];
let old: Event[];

const setup = (...extra: RequestHandler[]) =>
  serveWith([...eventHandlers({ current: () => current, old: () => old })], extra);

async function renderPage(page: 'events' | 'archive' = 'events') {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(
    <MemoryRouter>
      <AlertList />
      {page === 'events' ? <EventsPage /> : <ArchivePage />}
    </MemoryRouter>,
  );
  await act(() => jest.advanceTimersByTimeAsync(500));
  return user;
}

const titles = () =>
  screen.queryAllByRole('article').map((a) => within(a).getByRole('heading').textContent);

const jpeg = () =>
  new File([new Uint8Array([0xff, 0xd8, 0xff])], 'koncerts.jpg', { type: 'image/jpeg' });

runOnFakeClock();
beforeEach(() => {
  current = [
    anEvent({ id: 1, title: 'Pavasara koncerts', order: 1 }),
    anEvent({ id: 2, title: 'Rudens koncerts', order: 2, description: 'Vecais apraksts' }),
  ];
  old = [anEvent({ id: 3, title: 'Vecais koncerts', order: 1, is_current: 0 })];
});
afterEach(() => {
  removeDocumentData();
});

describe('edit controls (docs/product.md#roles)', () => {
  it.each(WITHOUT_EDIT_RIGHTS)('are absent for %s', async (_who, login) => {
    login();
    setup();
    await renderPage();
    expect(titles()).toEqual(['Pavasara koncerts', 'Rudens koncerts']);
    expect(screen.queryByRole('button', { name: 'Add Event' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Labot/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Dzēst/ })).not.toBeInTheDocument();
  });

  it('are shown with the update-data role in edit mode: add, and edit and delete per event', async () => {
    signIn(aUser({ is_edit_mode_active: true }));
    setup();
    await renderPage();
    expect(screen.getByRole('button', { name: 'Add Event' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Labot: Pavasara koncerts' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dzēst: Rudens koncerts' })).toBeInTheDocument();
  });
});

describe('adding an event', () => {
  it('sends every field and the image, says "Event created" and shows it in place', async () => {
    signIn(aUser({ is_edit_mode_active: true }));
    const { calls } = setup(
      route.post('/events', () =>
        HttpResponse.json(
          anEvent({
            id: 10,
            title: 'Jaunais koncerts',
            order: 0,
            description: 'Rinda 1\nRinda 2',
          }),
          { status: 201 },
        ),
      ),
    );
    const user = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Add Event' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Event' });
    expect(within(dialog).getByLabelText('Is current')).toBeChecked();
    await user.type(within(dialog).getByLabelText('Title'), 'Jaunais koncerts');
    await user.type(within(dialog).getByLabelText('Description'), 'Rinda 1{Enter}Rinda 2');
    await user.type(within(dialog).getByLabelText('Footer'), 'Lielā aula');
    await user.type(within(dialog).getByLabelText('Order'), '0');
    await user.upload(within(dialog).getByLabelText('Image'), jpeg());
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Event created')).toBeInTheDocument();

    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.path).toBe('/api/events');
    expect(post.headers.get('Authorization')).toBe('Bearer test-token');
    expect(post.form!.get('title')).toBe('Jaunais koncerts');
    // Multipart bodies carry line breaks as CRLF.
    expect(post.form!.get('description')).toMatch(/^Rinda 1\r?\nRinda 2$/);
    expect(post.form!.get('footer')).toBe('Lielā aula');
    expect(post.form!.get('order')).toBe('0');
    expect(post.form!.get('is_current')).toBe('1');
    expect((post.form!.get('image') as File).name).toBe('koncerts.jpg');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // In place, where the server lists it (order 0 first), with no reload.
    expect(titles()).toEqual(['Jaunais koncerts', 'Pavasara koncerts', 'Rudens koncerts']);
    expect(calls.filter((c) => c.method === 'GET')).toHaveLength(1);
  });

  it('leaves an event that is not current out of /events, and shows it in /archive', async () => {
    signIn(aUser({ is_edit_mode_active: true }));
    const created = anEvent({ id: 11, title: 'Arhīva notikums', order: 0, is_current: 0 });
    const { calls } = setup(
      route.post('/events', () => HttpResponse.json(created, { status: 201 })),
    );
    const user = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Add Event' }));
    await user.type(screen.getByLabelText('Title'), 'Arhīva notikums');
    await user.click(screen.getByLabelText('Is current'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Event created')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.form!.get('is_current')).toBe('0');
    expect(titles()).toEqual(['Pavasara koncerts', 'Rudens koncerts']);
  });

  it('starts unchecked on the archive and shows the new old event there', async () => {
    signIn(aUser({ is_edit_mode_active: true }));
    const created = anEvent({ id: 12, title: 'Pagātnes koncerts', order: 0, is_current: 0 });
    setup(route.post('/events', () => HttpResponse.json(created, { status: 201 })));
    const user = await renderPage('archive');
    expect(titles()).toEqual(['Vecais koncerts']);
    await user.click(screen.getByRole('button', { name: 'Add Event' }));
    expect(screen.getByLabelText('Is current')).not.toBeChecked();
    await user.type(screen.getByLabelText('Title'), 'Pagātnes koncerts');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Event created')).toBeInTheDocument();
    expect(titles()).toEqual(['Pagātnes koncerts', 'Vecais koncerts']);
  });

  it('says "Image too large!" on 413, inside the open modal, keeping what was typed', async () => {
    signIn(aUser({ is_edit_mode_active: true }));
    setup(route.post('/events', () => failure(413, 'Payload Too Large')));
    const user = await renderPage();
    const dialog = await saveNew({ user, noun: 'Event' }, { Title: 'Liels attēls', Image: jpeg() });
    await expectErrorInside(dialog, 'Image too large!', { label: 'Title', value: 'Liels attēls' });
    expect(titles()).toEqual(['Pavasara koncerts', 'Rudens koncerts']);
  });

  it.each([
    [422, { message: 'The title field is required.' }, 'The title field is required.'],
    [403, { message: 'Forbidden' }, 'Unauthorized'],
  ])('shows the server message of a %i', async (status, body, shown) => {
    signIn(aUser({ is_edit_mode_active: true }));
    setup(route.post('/events', () => HttpResponse.json(body, { status: status })));
    const user = await renderPage();
    await expectErrorInside(await saveNew({ user, noun: 'Event' }, { Title: 'X' }), shown);
  });

  it('refuses an image that is not png, jpg or jpeg before sending anything', async () => {
    signIn(aUser({ is_edit_mode_active: true }));
    const { calls } = setup();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, applyAccept: false });
    render(
      <MemoryRouter>
        <EventsPage />
      </MemoryRouter>,
    );
    await act(() => jest.advanceTimersByTimeAsync(500));
    await user.click(screen.getByRole('button', { name: 'Add Event' }));
    await user.upload(
      screen.getByLabelText('Image'),
      new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('anim.gif');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });
});

describe('editing an event', () => {
  it('opens prefilled, sends an override put, says "Event updated" and changes it in place', async () => {
    signIn(aUser({ is_edit_mode_active: true }));
    const { calls } = setup(
      route.post('/events/2', () =>
        HttpResponse.json({
          ...current[1]!,
          title: 'Rudens koncerts 2025',
          updated_at: '2025-04-01T10:00:00.000Z',
        }),
      ),
    );
    const user = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Labot: Rudens koncerts' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Event' });
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Rudens koncerts');
    expect(within(dialog).getByLabelText('Description')).toHaveValue('Vecais apraksts');
    expect(within(dialog).getByLabelText('Order')).toHaveValue(2);
    expect(within(dialog).getByLabelText('Is current')).toBeChecked();
    await user.clear(within(dialog).getByLabelText('Title'));
    await user.type(within(dialog).getByLabelText('Title'), 'Rudens koncerts 2025');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Event updated')).toBeInTheDocument();

    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.path).toBe('/api/events/2');
    expect(post.form!.get('_method')).toBe('put');
    expect(post.form!.get('title')).toBe('Rudens koncerts 2025');
    expect(post.form!.has('image')).toBe(false);
    expect(titles()).toEqual(['Pavasara koncerts', 'Rudens koncerts 2025']);
    const edited = screen.getByRole('article', { name: 'Rudens koncerts 2025' });
    expect(within(edited).getByText('Labots 01.04.2025')).toBeInTheDocument();
  });

  it('moves an event that stops being current out of /events', async () => {
    signIn(aUser({ is_edit_mode_active: true }));
    setup(route.post('/events/1', () => HttpResponse.json({ ...current[0]!, is_current: 0 })));
    const user = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Labot: Pavasara koncerts' }));
    await user.click(screen.getByLabelText('Is current'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Event updated')).toBeInTheDocument();
    expect(titles()).toEqual(['Rudens koncerts']);
  });
});

/** Deletes Notikums 1 (confirmed), then scrolls to the end and waits out the next loads. */
async function deleteTheFirstAndScroll(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Dzēst: Notikums 1' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Dzēst' }));
  expect(await screen.findByText('Event deleted')).toBeInTheDocument();
  act(() => scrollSentinel(true));
  await act(() => jest.advanceTimersByTimeAsync(1200));
  await act(() => jest.advanceTimersByTimeAsync(600));
}

describe('deleting an event', () => {
  it('asks first, then deletes, says "Event deleted" and removes it in place', async () => {
    signIn(aUser({ is_edit_mode_active: true }));
    const { calls } = setup(
      route.delete('/events/1', () => HttpResponse.json({ message: 'Event deleted', trash_id: 1 })),
    );
    const user = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Dzēst: Pavasara koncerts' }));
    const confirm = screen.getByRole('dialog');
    expect(confirm).toHaveTextContent('Pavasara koncerts');
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Dzēst' }));
    expect(await screen.findByText('Event deleted')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')!.path).toBe('/api/events/1');
    expect(titles()).toEqual(['Rudens koncerts']);
  });

  it('keeps the event and shows the server message when deleting fails', async () => {
    signIn(aUser({ is_edit_mode_active: true }));
    setup(route.delete('/events/1', () => failure(404, 'Event not found')));
    const user = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Dzēst: Pavasara koncerts' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Dzēst' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Event not found');
    expect(titles()).toEqual(['Pavasara koncerts', 'Rudens koncerts']);
  });

  it('keeps paging exact after a delete: the next page starts one earlier', async () => {
    signIn(aUser({ is_edit_mode_active: true }));
    current = [1, 2, 3, 4].map((id) => anEvent({ id, order: id }));
    const { calls } = setup(
      route.delete('/events/1', () => {
        current = current.filter((e) => e.id !== 1);
        return HttpResponse.json({ message: 'Event deleted', trash_id: 1 });
      }),
    );
    const user = await renderPage();
    await deleteTheFirstAndScroll(user);
    const pages = calls.filter((c) => c.method === 'GET').map((c) => c.search.get('skip'));
    // Page 2 starts at 1 (not 2, which would skip Notikums 3); the empty page after it ends.
    expect(pages).toEqual(['0', '1', '3']);
    expect(titles()).toEqual(['Notikums 2', 'Notikums 3', 'Notikums 4']);
  });

  it('keeps paging exact after a delete when the list started from the server’s page', async () => {
    signIn(aUser({ is_edit_mode_active: true }));
    current = [1, 2, 3, 4].map((id) => anEvent({ id, order: id }));
    serveDocumentData(window.location.pathname, {
      'content:events:current:0:2': current.slice(0, 2),
    });
    const { calls } = setup(
      route.delete('/events/1', () => {
        current = current.filter((e) => e.id !== 1);
        return HttpResponse.json({ message: 'Event deleted', trash_id: 1 });
      }),
    );
    const user = await renderPage();
    expect(calls).toEqual([]);
    await deleteTheFirstAndScroll(user);
    const pages = calls.filter((c) => c.method === 'GET').map((c) => c.search.get('skip'));
    // The server's page was 0–1: after the delete the next page starts at 1.
    expect(pages).toEqual(['1', '3']);
    expect(titles()).toEqual(['Notikums 2', 'Notikums 3', 'Notikums 4']);
  });
});

describe('undoing a delete (Atsaukt)', () => {
  /** The API's delete and trash over `current` and `old`: a restore puts the event back. */
  function trashOfEvents() {
    const trash = fakeTrash({ firstId: 51 });
    const remove = route.delete('/events/:id', ({ params }) => {
      const id = Number(params['id']);
      const event = [...current, ...old].find((e) => e.id === id)!;
      current = current.filter((e) => e.id !== id);
      old = old.filter((e) => e.id !== id);
      return trash.keep('Event deleted', {
        kind: 'event',
        itemId: id,
        putBack: () => putBack(event),
      });
    });
    return [remove, trash.handler];
  }
  const putBack = (event: Event) => {
    if (event.is_current === 1) current = [...current, event].sort((a, b) => a.order - b.order);
    else old = [...old, event].sort((a, b) => a.order - b.order);
  };

  async function deleteEvent(user: ReturnType<typeof userEvent.setup>, title: string) {
    await user.click(screen.getByRole('button', { name: `Dzēst: ${title}` }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Dzēst' }));
    return screen.findByRole('status');
  }

  /** Three current events, all loaded (the first page and the short second one). */
  async function renderThree() {
    current = [1, 2, 3].map((id) => anEvent({ id, title: `Koncerts ${id}`, order: id }));
    const api = setup(...trashOfEvents());
    const user = await renderPage();
    act(() => scrollSentinel(true));
    await act(() => jest.advanceTimersByTimeAsync(1200));
    await act(() => jest.advanceTimersByTimeAsync(600));
    expect(titles()).toEqual(['Koncerts 1', 'Koncerts 2', 'Koncerts 3']);
    return { user, calls: api.calls };
  }

  it('puts the event back at its old place from the alert, with no reload of the list', async () => {
    signIn(aUser({ is_edit_mode_active: true }));
    const { user, calls } = await renderThree();
    const alert = await deleteEvent(user, 'Koncerts 2');
    expect(alert).toHaveTextContent('Event deleted');
    expect(titles()).toEqual(['Koncerts 1', 'Koncerts 3']);
    const listLoads = calls.of('GET', '/api/events/current').length;

    await user.click(within(alert).getByRole('button', { name: 'Atsaukt' }));
    expect(await screen.findByText('Atjaunots')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(titles()).toEqual(['Koncerts 1', 'Koncerts 2', 'Koncerts 3']);
    expect(calls.of('POST', '/api/trash/51/restore')).toHaveLength(1);
    expect(calls.of('POST', '/api/trash/51/restore')[0]!.authorization).toBe('Bearer test-token');
    expect(calls.of('GET', '/api/events/2')).toHaveLength(1);
    expect(calls.of('GET', '/api/events/current')).toHaveLength(listLoads);
    expect(screen.queryByText('Event deleted')).not.toBeInTheDocument();
  });

  it('puts the first event back first', async () => {
    signIn(aUser({ is_edit_mode_active: true }));
    const { user } = await renderThree();
    const alert = await deleteEvent(user, 'Koncerts 1');
    await user.click(within(alert).getByRole('button', { name: 'Atsaukt' }));
    expect(await screen.findByText('Atjaunots')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(titles()).toEqual(['Koncerts 1', 'Koncerts 2', 'Koncerts 3']);
  });

  it('shows the API’s message when the event cannot come back, and leaves the list', async () => {
    signIn(aUser({ is_edit_mode_active: true }));
    const { user } = await renderThree();
    server.use(route.post('/trash/:id/restore', () => failure(404, 'Not in the trash')));
    const alert = await deleteEvent(user, 'Koncerts 2');
    await user.click(within(alert).getByRole('button', { name: 'Atsaukt' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not in the trash');
    expect(titles()).toEqual(['Koncerts 1', 'Koncerts 3']);
  });

  it('puts back an event restored elsewhere (the account modal’s trash), once', async () => {
    signIn(aUser({ is_edit_mode_active: true }));
    const { user, calls } = await renderThree();
    await deleteEvent(user, 'Koncerts 3');
    expect(titles()).toEqual(['Koncerts 1', 'Koncerts 2']);
    // Restored by another remote: the API has it again and the window hears of it.
    putBack(anEvent({ id: 3, title: 'Koncerts 3', order: 3 }));
    const detail = { message: 'Atjaunots', kind: 'event', item_id: 3, unlinked: false };
    act(() => {
      window.dispatchEvent(new CustomEvent('koris:restored', { detail }));
    });
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(titles()).toEqual(['Koncerts 1', 'Koncerts 2', 'Koncerts 3']);
    // Heard again (a second listener's announcement): still one card.
    act(() => {
      window.dispatchEvent(new CustomEvent('koris:restored', { detail }));
    });
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(titles()).toEqual(['Koncerts 1', 'Koncerts 2', 'Koncerts 3']);
    expect(calls.of('POST', '/api/trash/51/restore')).toHaveLength(0);
  });

  it('leaves other kinds alone, and an old event restored elsewhere off /events', async () => {
    signIn(aUser({ is_edit_mode_active: true }));
    const { calls } = await renderThree();
    const restored = (kind: string, item_id: number) =>
      window.dispatchEvent(
        new CustomEvent('koris:restored', {
          detail: { message: 'Atjaunots', kind, item_id, unlinked: false },
        }),
      );
    putBack(anEvent({ id: 9, title: 'Vecais koncerts 2', order: 2, is_current: 0 }));
    act(() => {
      restored('conductor', 1);
      restored('event', 9);
    });
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(calls.of('GET', '/api/events/1')).toHaveLength(0);
    expect(calls.of('GET', '/api/events/9')).toHaveLength(1);
    expect(titles()).toEqual(['Koncerts 1', 'Koncerts 2', 'Koncerts 3']);
  });

  it('puts an old event back in its place on /archive', async () => {
    signIn(aUser({ is_edit_mode_active: true }));
    old = [1, 2].map((id) =>
      anEvent({ id: 20 + id, title: `Vecais ${id}`, order: id, is_current: 0 }),
    );
    setup(...trashOfEvents());
    const user = await renderPage('archive');
    expect(titles()).toEqual(['Vecais 1', 'Vecais 2']);
    const alert = await deleteEvent(user, 'Vecais 1');
    expect(titles()).toEqual(['Vecais 2']);
    await user.click(within(alert).getByRole('button', { name: 'Atsaukt' }));
    expect(await screen.findByText('Atjaunots')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(titles()).toEqual(['Vecais 1', 'Vecais 2']);
  });
});
