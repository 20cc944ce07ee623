import { act, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
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
  hydrateServerRender,
  type Hydrated,
  installIntersectionObserver,
  paged,
  recordRequests,
  renderOnServer,
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

/**
 * The server's render of `Page` (its own module copy, see renderOnServer), then hydration
 * in the browser; returns the requests the browser made.
 */
async function hydrate(
  Page: ComponentType,
  loadPage: () => Promise<{ default: ComponentType }>,
  address: string,
  pattern = address,
  { inTheBrowser = () => {} } = {},
) {
  const rendered = await renderOnServer(loadPage, address, pattern);
  // What only the browser has (a session), set after the server's render.
  inTheBrowser();
  const fromServer = calls.length;
  const consoleError = jest.spyOn(console, 'error');
  hydrated = await hydrateServerRender(
    rendered,
    <MemoryRouter initialEntries={[address]}>
      <Routes>
        <Route path={pattern} element={<Page />} />
      </Routes>
    </MemoryRouter>,
    address,
  );
  expect(hydrated.recoverable).toEqual([]);
  expect(consoleError).not.toHaveBeenCalled();
  return { browserCalls: () => calls.slice(fromServer) };
}

it('/videos hydrates the server HTML and asks for nothing', async () => {
  const { browserCalls } = await hydrate(VideosPage, () => import('../VideosPage'), '/videos');
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
  const { browserCalls } = await hydrate(PhotoPage, () => import('../PhotoPage'), '/photo');
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
  const { browserCalls } = await hydrate(
    PhotoPage,
    () => import('../PhotoPage'),
    '/photo/gallery/9',
    '/photo/gallery/:id',
  );
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
  const { browserCalls } = await hydrate(AlbumPage, () => import('../AlbumPage'), '/vara_saknes');
  const songs = within(screen.getByRole('list', { name: 'Dziesmas' })).getAllByRole('listitem');
  expect(songs).toHaveLength(15);
  expect(within(songs[0]!).getByRole('button', { expanded: false })).toBeInTheDocument();
  expect(browserCalls()).toEqual([]);
});

it('a signed-in editor hydrates the visitor HTML, then gets the staff controls', async () => {
  const { browserCalls } = await hydrate(
    PhotoPage,
    () => import('../PhotoPage'),
    '/photo',
    '/photo',
    {
      inTheBrowser: () => signIn(aUser({ is_edit_mode_active: true })),
    },
  );
  expect(screen.getByRole('button', { name: 'Add Gallery' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Labot: Galerija 1' })).toBeInTheDocument();
  expect(browserCalls()).toEqual([]);
});
