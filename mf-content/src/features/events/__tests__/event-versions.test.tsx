import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { Event } from '@koris/shared/types';
import { AlertList } from '@koris/shared/ui';
import EventsPage from '../../../exposes/EventsPage';
import {
  anEvent,
  aUser,
  eventHandlers,
  expectVersionsOnlyWhenEditing,
  recordRequests,
  restoreFromEditModal,
  runOnFakeClock,
  server,
  signIn,
  serveEarlierVersion,
} from '@koris/shared/testing';

let current: Event[];

const titles = () =>
  screen.queryAllByRole('article').map((a) => within(a).getByRole('heading').textContent);

async function renderPage() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(
    <MemoryRouter>
      <AlertList />
      <EventsPage />
    </MemoryRouter>,
  );
  await act(() => jest.advanceTimersByTimeAsync(500));
  return user;
}

runOnFakeClock();
beforeEach(() => {
  signIn(aUser({ is_edit_mode_active: true }));
  current = [
    anEvent({ id: 1, title: 'Pavasara koncerts', order: 1 }),
    anEvent({ id: 2, title: 'Rudens koncerts Lielajā aulā', order: 2 }),
  ];
});

describe('Versijas of an event', () => {
  it('is offered when editing an event, not when adding one', async () => {
    server.use(...eventHandlers({ current: () => current }));
    const user = await renderPage();
    await expectVersionsOnlyWhenEditing({ user, noun: 'Event' }, 'Pavasara koncerts');
  });

  it('Atjaunot brings back an earlier title: the list shows it at once and the modal closes', async () => {
    server.use(...eventHandlers({ current: () => current }));
    serveEarlierVersion({ id: 30, kind: 'event', item_id: 2, summary: 'Rudens koncerts' }, () => {
      current = current.map((e) => (e.id === 2 ? { ...e, title: 'Rudens koncerts' } : e));
    });
    const user = await renderPage();
    expect(titles()).toEqual(['Pavasara koncerts', 'Rudens koncerts Lielajā aulā']);
    const calls = recordRequests();

    await restoreFromEditModal(
      { user, noun: 'Event' },
      {
        label: 'Rudens koncerts Lielajā aulā',
        byline: 'Anna Ozola, 05.03.2025 12:00',
        summary: 'Rudens koncerts',
      },
    );
    expect(titles()).toEqual(['Pavasara koncerts', 'Rudens koncerts']);
    // The restored event was read again on its own; the list was not reloaded.
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /api/versions',
      'POST /api/versions/30/restore',
      'GET /api/events/2',
    ]);
  });
});
