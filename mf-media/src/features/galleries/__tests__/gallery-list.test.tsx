import { act, screen, within } from '@testing-library/react';
import { resetStores } from '../../../testing/stores';
import { address, advance, cardTitles, renderPhoto } from '../../../testing/render-photo';
import {
  aGallery,
  api as route,
  failure,
  galleryHandlers,
  HttpResponse,
  type RequestHandler,
  runOnFakeClock,
  scrollSentinel,
  serveWith,
} from '@koris/shared/testing';

let galleries: ReturnType<typeof aGallery>[];

const setup = (...extra: RequestHandler[]) =>
  serveWith([...galleryHandlers(() => galleries)], extra);

const listCalls = (calls: { method: string; path: string; search: URLSearchParams }[]) =>
  calls.filter((c) => c.path === '/api/galleries').map((c) => c.search.toString());

runOnFakeClock(resetStores);
beforeEach(() => {
  galleries = Array.from({ length: 14 }, (_, i) => aGallery({ id: i + 1 }));
});

describe('gallery list paging (docs/product.md#pages, #states, #constants)', () => {
  it('loads 6 at a time, shows each load for at least 500 ms, appends on scroll and stops at the end', async () => {
    const { calls } = setup();
    await renderPhoto('/photo', { wait: 0 });
    expect(screen.getByRole('heading', { level: 1, name: 'Foto' })).toBeInTheDocument();
    expect(listCalls(calls)).toEqual(['skip=0&take=6']);
    await advance(499);
    expect(screen.getByText('Ielādē…')).toBeInTheDocument();
    expect(cardTitles()).toEqual([]);
    await advance(1);
    expect(cardTitles()).toEqual([1, 2, 3, 4, 5, 6].map((n) => `Galerija ${n}`));
    expect(screen.queryByText('Ielādē…')).not.toBeInTheDocument();

    act(() => scrollSentinel(true));
    await advance(100);
    expect(listCalls(calls)).toEqual(['skip=0&take=6', 'skip=6&take=6']);
    await advance(500);
    expect(cardTitles()).toHaveLength(12);

    // Still at the end: the last, short page follows once the 600 ms pause is over.
    await advance(100);
    expect(listCalls(calls)).toEqual(['skip=0&take=6', 'skip=6&take=6', 'skip=12&take=6']);
    await advance(500);
    expect(cardTitles()).toEqual(galleries.map((g) => g.title));

    // A short page is the end: nothing more is asked, however long one scrolls.
    act(() => scrollSentinel(true));
    await advance(5000);
    expect(listCalls(calls)).toHaveLength(3);
    expect(screen.queryByTestId('list-sentinel')).not.toBeInTheDocument();
  });

  it('pauses scroll loading for 600 ms after each trigger', async () => {
    galleries = Array.from({ length: 30 }, (_, i) => aGallery({ id: i + 1 }));
    const { calls } = setup();
    await renderPhoto('/photo', { wait: 0 });
    act(() => scrollSentinel(true));
    await advance(599);
    expect(listCalls(calls)).toHaveLength(1);
    await advance(1);
    expect(listCalls(calls)).toHaveLength(2);
    await advance(599);
    expect(listCalls(calls)).toHaveLength(2);
    await advance(1);
    expect(listCalls(calls)).toHaveLength(3);
    act(() => scrollSentinel(false));
    await advance(3000);
    expect(listCalls(calls)).toHaveLength(3);
    expect(cardTitles()).toHaveLength(18);
  });

  it('shows each card with its cover variants, title and description', async () => {
    galleries = [aGallery({ id: 1, title: 'Skate 2025', description: 'Gatavošanās.' })];
    setup();
    await renderPhoto();
    const card = screen.getByRole('article', { name: 'Skate 2025' });
    expect(within(card).getByText('Gatavošanās.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Skate 2025' })).toHaveAttribute(
      'href',
      '/photo/gallery/1',
    );
    const cover = card.querySelector('img')!;
    expect(cover).toHaveAttribute('src', '/uploads/covers/1-640.webp');
    expect(cover.getAttribute('srcset')).toContain('/uploads/covers/1-1280.webp 1280w');
    expect(cover).toHaveAttribute('width', '1280');
    expect(cover).toHaveAttribute('height', '853');
    expect(cover).toHaveAttribute('sizes');
  });

  it('says so when there are no galleries, and offers a retry when loading fails', async () => {
    let fail = true;
    galleries = [];
    const { calls } = setup(
      route.get('/galleries', () =>
        fail ? failure(500, 'Serveris atpūšas') : HttpResponse.json([]),
      ),
    );
    const user = await renderPhoto();
    expect(screen.getByRole('alert')).toHaveTextContent('Serveris atpūšas');
    act(() => scrollSentinel(true));
    await advance(2000);
    expect(listCalls(calls)).toHaveLength(1);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Mēģināt vēlreiz' }));
    await advance(500);
    expect(screen.getByText('Galerijas vēl nav pievienotas.')).toBeInTheDocument();
  });
});

describe('a gallery in the address (docs/product.md#pages)', () => {
  it('/photo/gallery/{id} loads every gallery at once and opens that one', async () => {
    const { calls } = setup();
    await renderPhoto('/photo/gallery/9');
    expect(listCalls(calls)).toEqual(['']);
    expect(cardTitles()).toHaveLength(14);
    expect(calls.some((c) => c.path === '/api/galleries/9')).toBe(true);
    const dialog = screen.getByRole('dialog', { name: 'Galerija 9' });
    expect(within(dialog).getByText('1 / 3')).toBeInTheDocument();
    // Everything is there: scrolling asks for nothing more.
    act(() => scrollSentinel(true));
    await advance(2000);
    expect(listCalls(calls)).toHaveLength(1);
  });

  it('an unknown id shows the server message and the list, at /photo', async () => {
    setup();
    await renderPhoto('/photo/gallery/999');
    expect(screen.getByRole('alert')).toHaveTextContent('Gallery not found');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(address()).toBe('/photo');
    expect(cardTitles()).toHaveLength(14);
  });

  it('opening a card puts the gallery in the address; closing and Back return to /photo', async () => {
    const { calls } = setup();
    const user = await renderPhoto();
    await user.click(screen.getByRole('link', { name: 'Galerija 2' }));
    await advance(0);
    expect(address()).toBe('/photo/gallery/2');
    expect(screen.getByRole('dialog', { name: 'Galerija 2' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Aizvērt galeriju' }));
    await advance(0);
    expect(address()).toBe('/photo');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // The browser's Back button closes an open gallery.
    await user.click(screen.getByRole('link', { name: 'Galerija 3' }));
    await advance(0);
    expect(screen.getByRole('dialog', { name: 'Galerija 3' })).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Browser Back' }).click());
    await advance(0);
    expect(address()).toBe('/photo');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The list stayed as it was: loaded once, never reloaded.
    expect(listCalls(calls)).toEqual(['skip=0&take=6']);
    expect(cardTitles()).toHaveLength(6);
  });
});
