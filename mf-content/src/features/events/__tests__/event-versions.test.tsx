import type { Event } from '@koris/shared/types';
import { renderEventsPage } from '../../../testing/events-support';
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
    return { user: await renderEventsPage(), noun: 'Event' };
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
