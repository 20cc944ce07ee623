import { act, screen, within } from '@testing-library/react';
import { resetStores } from '../../../testing/stores';
import { address, advance, cardTitles, renderPhoto } from '../../../testing/render-photo';
import {
  aGallery,
  galleryHandlers,
  gallerySummary,
  installIntersectionObserver,
  recordRequests,
  removeDocumentData,
  scrollSentinel,
  serveDocumentData,
  server,
} from '@koris/shared/testing';

// The first page of a visit, rendered by the shell's server: the list and the
// gallery start from the document's data block, shown at once, with no loader and no request.

let galleries: ReturnType<typeof aGallery>[];

function setup() {
  const calls = recordRequests();
  server.use(...galleryHandlers(() => galleries));
  return { calls };
}

/** `address` opened from the document the server rendered with `data`; requests recorded. */
async function openFromDocument(address: string, data: Record<string, unknown>) {
  serveDocumentData(address, data);
  const { calls } = setup();
  const user = await renderPhoto(address, { wait: 0 });
  return { calls, user };
}

/** /photo/gallery/9 from the server's document: the whole list and gallery 9. */
const openGalleryNineFromDocument = () =>
  openFromDocument('/photo/gallery/9', {
    'media:galleries:all': galleries.map(gallerySummary),
    'media:gallery:9': galleries[8],
  });

const requests = (calls: { path: string; search: URLSearchParams }[]) =>
  calls.map((c) => `${c.path}${c.search.size > 0 ? `?${c.search}` : ''}`);
const titles = (from: number, to: number) =>
  galleries.slice(from, to).map((gallery) => gallery.title);

beforeEach(() => {
  jest.useFakeTimers();
  resetStores();
  installIntersectionObserver();
  galleries = Array.from({ length: 14 }, (_, i) => aGallery({ id: i + 1 }));
});
afterEach(() => {
  removeDocumentData();
  act(() => resetStores());
  jest.useRealTimers();
});

describe('/photo from the server render (media:galleries:0:6)', () => {
  it('shows the first page at once, asks for nothing, then pages on after it', async () => {
    const { calls } = await openFromDocument('/photo', {
      'media:galleries:0:6': galleries.slice(0, 6).map(gallerySummary),
    });
    expect(cardTitles()).toEqual(titles(0, 6));
    expect(screen.queryByText('Ielādē…')).not.toBeInTheDocument();
    await advance(2000);
    expect(calls).toEqual([]);

    act(() => scrollSentinel(true));
    await advance(0);
    expect(requests(calls)).toEqual(['/api/galleries?skip=6&take=6']);
    // A load the visitor asked for is shown, for at least 500 ms, as before.
    expect(screen.getByText('Ielādē…')).toBeInTheDocument();
    await advance(500);
    expect(cardTitles()).toEqual(titles(0, 12));
  });

  it('a short first page is the whole list: nothing more is asked for', async () => {
    galleries = galleries.slice(0, 4);
    const { calls } = await openFromDocument('/photo', {
      'media:galleries:0:6': galleries.map(gallerySummary),
    });
    expect(cardTitles()).toEqual(titles(0, 4));
    expect(screen.queryByTestId('list-sentinel')).not.toBeInTheDocument();
    await advance(2000);
    expect(calls).toEqual([]);
  });

  it('an empty list says so at once', async () => {
    galleries = [];
    const { calls } = await openFromDocument('/photo', { 'media:galleries:0:6': [] });
    expect(screen.getByText('Galerijas vēl nav pievienotas.')).toBeInTheDocument();
    expect(screen.queryByText('Ielādē…')).not.toBeInTheDocument();
    await advance(2000);
    expect(calls).toEqual([]);
  });
});

describe('/photo/gallery/{id} from the server render', () => {
  it('shows the whole list and the slideshow at once, asking for nothing', async () => {
    const { calls } = await openGalleryNineFromDocument();
    expect(cardTitles()).toEqual(titles(0, 14));
    const dialog = screen.getByRole('dialog', { name: 'Galerija 9' });
    expect(within(dialog).getByText('1 / 3')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Galerija 9, attēls 1 no 3' })).toBeVisible();
    expect(screen.queryByText('Ielādē…')).not.toBeInTheDocument();
    act(() => scrollSentinel(true));
    await advance(2000);
    expect(calls).toEqual([]);
  });
});

describe('later openings load afresh', () => {
  it('the gallery the page arrived with is asked for when it is opened again', async () => {
    const { calls, user } = await openGalleryNineFromDocument();
    expect(screen.getByRole('dialog', { name: 'Galerija 9' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await advance(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toEqual([]);

    // Staff may have changed it since the page was rendered.
    galleries[8] = aGallery({ id: 9, images: 5 });
    setup();
    await user.click(screen.getByRole('link', { name: 'Galerija 9' }));
    await advance(0);
    expect(
      within(screen.getByRole('dialog', { name: 'Galerija 9' })).getByText('1 / 5'),
    ).toBeVisible();
  });
});

describe('without the server render, the page loads as before', () => {
  it('no data block: the loader, then the first page', async () => {
    const { calls } = setup();
    await renderPhoto('/photo', { wait: 0 });
    expect(screen.getByText('Ielādē…')).toBeInTheDocument();
    expect(requests(calls)).toEqual(['/api/galleries?skip=0&take=6']);
    await advance(500);
    expect(cardTitles()).toEqual(titles(0, 6));
  });

  it('a block rendered for another page: ignored', async () => {
    serveDocumentData(
      '/photo',
      { 'media:galleries:all': galleries.map(gallerySummary), 'media:gallery:9': galleries[8] },
      { at: '/photo/gallery/9' },
    );
    const { calls } = setup();
    await renderPhoto('/photo/gallery/9', { wait: 0 });
    expect(requests(calls).sort()).toEqual(['/api/galleries', '/api/galleries/9']);
    await advance(500);
    expect(cardTitles()).toEqual(titles(0, 14));
    expect(screen.getByRole('dialog', { name: 'Galerija 9' })).toBeInTheDocument();
  });

  it('a gallery the server could not get (null): asked for, an unknown one goes back to the list', async () => {
    serveDocumentData('/photo/gallery/999', {
      'media:galleries:all': galleries.map(gallerySummary),
      'media:gallery:999': null,
    });
    const { calls } = setup();
    await renderPhoto('/photo/gallery/999');
    expect(requests(calls)).toEqual(['/api/galleries/999']);
    expect(screen.getByRole('alert')).toHaveTextContent('Gallery not found');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(address()).toBe('/photo');
    expect(cardTitles()).toEqual(titles(0, 14));
  });
});
