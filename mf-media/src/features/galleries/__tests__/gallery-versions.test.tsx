import type { Event } from '@koris/shared/types';
import { resetStores } from '../../../testing/stores';
import { advance, cardTitles, renderPhoto } from '../../../testing/render-photo';
import {
  aGallery,
  api as route,
  aUser,
  describeVersions,
  galleryHandlers,
  HttpResponse,
  runOnFakeClock,
  server,
  signIn,
} from '@koris/shared/testing';

let galleries: ReturnType<typeof aGallery>[];
const events = [{ id: 4, title: 'Pavasara koncerts' }] as Event[];

runOnFakeClock(resetStores);
/** The two items, with ids 1 and 2, as the page lists them. */
const LISTED: [string, string] = ['Skate 2025', 'Cēsis vasarā'];

beforeEach(() => {
  signIn(aUser({ is_edit_mode_active: true }));
  galleries = LISTED.map((title, i) => aGallery({ id: i + 1, title, order: i + 1 }));
  server.use(
    ...galleryHandlers(() => galleries),
    route.get('/events', () => HttpResponse.json(events)),
  );
});

describeVersions({
  names: { entity: 'a gallery', field: 'title', where: 'list' },
  render: async () => ({
    user: await renderPhoto(),
    noun: 'Gallery',
    settle: () => advance(0),
  }),
  listed: cardTitles,
  items: LISTED,
  editable: 'Cēsis vasarā',
  version: { id: 33, kind: 'gallery', item_id: 2, summary: 'Cēsis' },
  restore: () => {
    galleries = galleries.map((g) => (g.id === 2 ? { ...g, title: 'Cēsis' } : g));
  },
  // The edit modal reads the events to link to.
  requests: [
    'GET /api/events',
    'GET /api/versions',
    'POST /api/versions/33/restore',
    'GET /api/galleries/2',
  ],
});
