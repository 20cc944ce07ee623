import type { Event } from '@koris/shared/types';
import { resetStores } from '../../../testing/stores';
import { advance, cardTitles, renderPhoto } from '../../../testing/render-photo';
import {
  aGallery,
  api as route,
  aUser,
  expectVersionsOnlyWhenEditing,
  galleryHandlers,
  HttpResponse,
  recordRequests,
  restoreFromEditModal,
  runOnFakeClock,
  server,
  signIn,
  serveEarlierVersion,
} from '@koris/shared/testing';

let galleries: ReturnType<typeof aGallery>[];
const events = [{ id: 4, title: 'Pavasara koncerts' }] as Event[];

runOnFakeClock(resetStores);
beforeEach(() => {
  signIn(aUser({ is_edit_mode_active: true }));
  galleries = [
    aGallery({ id: 1, title: 'Skate 2025', order: 1 }),
    aGallery({ id: 2, title: 'Cēsis vasarā', order: 2 }),
  ];
  server.use(
    ...galleryHandlers(() => galleries),
    route.get('/events', () => HttpResponse.json(events)),
  );
});

describe('Versijas of a gallery', () => {
  it('is offered when editing a gallery, not when adding one', async () => {
    const user = await renderPhoto();
    await expectVersionsOnlyWhenEditing(
      { user, noun: 'Gallery', settle: () => advance(0) },
      'Cēsis vasarā',
    );
  });

  it('Atjaunot brings back an earlier title: the list shows it at once and the modal closes', async () => {
    serveEarlierVersion({ id: 33, kind: 'gallery', item_id: 2, summary: 'Cēsis' }, () => {
      galleries = galleries.map((g) => (g.id === 2 ? { ...g, title: 'Cēsis' } : g));
    });
    const user = await renderPhoto();
    expect(cardTitles()).toEqual(['Skate 2025', 'Cēsis vasarā']);
    const calls = recordRequests();

    await restoreFromEditModal(
      { user, noun: 'Gallery', settle: () => advance(0) },
      { label: 'Cēsis vasarā', byline: 'Anna Ozola, 05.03.2025 12:00', summary: 'Cēsis' },
    );
    expect(cardTitles()).toEqual(['Skate 2025', 'Cēsis']);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /api/events',
      'GET /api/versions',
      'POST /api/versions/33/restore',
      'GET /api/galleries/2',
    ]);
  });
});
