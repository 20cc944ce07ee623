import { act, screen, within } from '@testing-library/react';
import AlbumPage from '../AlbumPage';
import PhotoPage from '../PhotoPage';
import VideosPage from '../VideosPage';
import { resetStores } from '../../testing/stores';
import {
  aGallery,
  api as route,
  aUser,
  aVideo,
  gallerySummary,
  HttpResponse,
  hydrateRoundTrip,
  type HydratedPage,
  type Hydrated,
  installIntersectionObserver,
  paged,
  recordRequests,
  scrollSentinel,
  server,
  signIn,
} from '@koris/shared/testing';

// The round trip: the page rendered as the shell's server renders it, its HTML and
// data block put into the document, then hydrated. The first browser render must be the
// server's HTML exactly (no mismatch, no warning), and the data is not asked for again.

const galleries = Array.from({ length: 14 }, (_, i) => aGallery({ id: i + 1 }));
let calls: ReturnType<typeof recordRequests>;
let hydrated: Hydrated | undefined;

beforeEach(() => {
  resetStores();
  installIntersectionObserver();
  calls = recordRequests();
  server.use(
    route.get('/videos', () => HttpResponse.json([1, 2, 3].map((id) => aVideo({ id })))),
    route.get(
      '/galleries',
      paged(() => galleries.map(gallerySummary)),
    ),
    route.get('/galleries/9', () => HttpResponse.json(galleries[8])),
  );
});
afterEach(() => {
  hydrated?.unmount();
  hydrated = undefined;
  act(() => resetStores());
  jest.useRealTimers();
});

const VIDEOS: HydratedPage = { Page: VideosPage, load: () => import('../VideosPage') };
const PHOTO: HydratedPage = { Page: PhotoPage, load: () => import('../PhotoPage') };
const ALBUM: HydratedPage = { Page: AlbumPage, load: () => import('../AlbumPage') };

/** The round trip of `page` at `address` (see hydrateRoundTrip); unmounted after the test. */
async function hydrate(
  page: HydratedPage,
  address: string,
  options: { pattern?: string; inTheBrowser?: () => void } = {},
) {
  const trip = await hydrateRoundTrip(page, address, { ...options, requests: () => calls });
  hydrated = trip.hydrated;
  return trip;
}

it('/videos hydrates the server HTML and asks for nothing', async () => {
  const { browserCalls } = await hydrate(VIDEOS, '/videos');
  const list = screen.getByRole('list', { name: 'Video' });
  expect(
    within(list)
      .getAllByRole('heading')
      .map((h) => h.textContent),
  ).toEqual(['Video 1', 'Video 2', 'Video 3']);
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(browserCalls()).toEqual([]);
});

it('/photo hydrates the first page, then pages on from it', async () => {
  const { browserCalls } = await hydrate(PHOTO, '/photo');
  const list = screen.getByRole('list', { name: 'Galerijas' });
  expect(within(list).getAllByRole('article')).toHaveLength(6);
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(browserCalls()).toEqual([]);

  jest.useFakeTimers();
  act(() => scrollSentinel(true));
  await act(() => jest.advanceTimersByTimeAsync(500));
  expect(browserCalls().map((c) => c.search.toString())).toEqual(['skip=6&take=6']);
  expect(within(list).getAllByRole('article')).toHaveLength(12);
});

it('/photo/gallery/{id} hydrates the list, then opens the slideshow from the document', async () => {
  const { browserCalls } = await hydrate(PHOTO, '/photo/gallery/9', {
    pattern: '/photo/gallery/:id',
  });
  expect(
    within(screen.getByRole('list', { name: 'Galerijas' })).getAllByRole('article'),
  ).toHaveLength(14);
  const dialog = screen.getByRole('dialog', { name: 'Galerija 9' });
  expect(within(dialog).getByText('1 / 3')).toBeInTheDocument();
  expect(within(dialog).getByRole('img', { name: 'Galerija 9, attēls 1 no 3' })).toBeVisible();
  expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
  expect(browserCalls()).toEqual([]);
});

it('/vara_saknes hydrates with its songs closed', async () => {
  const { browserCalls } = await hydrate(ALBUM, '/vara_saknes');
  const songs = within(screen.getByRole('list', { name: 'Dziesmas' })).getAllByRole('listitem');
  expect(songs).toHaveLength(15);
  expect(within(songs[0]!).getByRole('button', { expanded: false })).toBeInTheDocument();
  expect(browserCalls()).toEqual([]);
});

it('a signed-in editor hydrates the visitor HTML, then reads the list with drafts and gets the staff controls', async () => {
  const { browserCalls } = await hydrate(PHOTO, '/photo', {
    inTheBrowser: () => signIn(aUser({ is_edit_mode_active: true })),
  });
  expect(screen.getByRole('button', { name: 'Add Gallery' })).toBeInTheDocument();
  // Edit mode reads the list once more, drafts and scheduled galleries included (a staff read,
  // never the visitors' kept one).
  expect(await screen.findByRole('button', { name: 'Labot: Galerija 1' })).toBeInTheDocument();
  expect(browserCalls().map((call) => call.url)).toEqual([
    'http://localhost/api/galleries?skip=0&take=6&drafts=1',
  ]);
});
