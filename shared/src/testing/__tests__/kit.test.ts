import { getCurrentEvents, getGallery } from '@koris/shared/api';
import { resetServer } from '../msw';
import {
  aGallery,
  anEvent,
  eventHandlers,
  galleryHandlers,
  recordRequests,
  server,
} from '@koris/shared/testing';

describe('the test kit', () => {
  it('fails the test that made a request no handler answers', async () => {
    await expect(getCurrentEvents()).rejects.toThrow();
    expect(() => resetServer()).toThrow(/GET http:\/\/localhost\/api\/events\/current/);
    // Reported once: the next test starts clean.
    expect(() => resetServer()).not.toThrow();
  });

  it('pages a list as the API does and records what was asked', async () => {
    const events = [1, 2, 3].map((id) => anEvent({ id }));
    server.use(...eventHandlers({ current: events }));
    const requests = recordRequests();
    expect((await getCurrentEvents({ skip: 1, take: 1 })).map((e) => e.id)).toEqual([2]);
    expect(requests.map((r) => `${r.method} ${r.path}?${r.search}`)).toEqual([
      'GET /api/events/current?skip=1&take=1',
    ]);
  });

  it('answers one gallery with its images and an unknown one with 404', async () => {
    server.use(...galleryHandlers([aGallery({ id: 7, images: 2 })]));
    expect((await getGallery(7)).images).toHaveLength(2);
    await expect(getGallery(8)).rejects.toThrow('Gallery not found');
  });
});
