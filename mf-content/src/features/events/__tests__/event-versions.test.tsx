import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { Event } from '@koris/shared/types';
import { AlertList } from '@koris/shared/ui';
import EventsPage from '../../../exposes/EventsPage';
import {
  anEvent,
  aUser,
  describeVersions,
  eventHandlers,
  runOnFakeClock,
  server,
  signIn,
} from '@koris/shared/testing';

let current: Event[];

runOnFakeClock();
/** The two items, with ids 1 and 2, as the page lists them. */
const LISTED: [string, string] = ['Pavasara koncerts', 'Rudens koncerts Lielajā aulā'];

beforeEach(() => {
  signIn(aUser({ is_edit_mode_active: true }));
  current = LISTED.map((title, i) => anEvent({ id: i + 1, title, order: i + 1 }));
  server.use(...eventHandlers({ current: () => current }));
});

describeVersions({
  names: { entity: 'an event', field: 'title', where: 'list' },
  render: async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(
      <MemoryRouter>
        <AlertList />
        <EventsPage />
      </MemoryRouter>,
    );
    await act(() => jest.advanceTimersByTimeAsync(500));
    return { user, noun: 'Event' };
  },
  items: LISTED,
  editable: 'Pavasara koncerts',
  version: { id: 30, kind: 'event', item_id: 2, summary: 'Rudens koncerts' },
  restore: () => {
    current = current.map((e) => (e.id === 2 ? { ...e, title: 'Rudens koncerts' } : e));
  },
  // The restored event is read again on its own; the list is not reloaded.
  requests: ['GET /api/versions', 'POST /api/versions/30/restore', 'GET /api/events/2'],
});
