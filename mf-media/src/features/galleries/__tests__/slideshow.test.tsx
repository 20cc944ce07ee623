import { act, fireEvent, screen, within } from '@testing-library/react';
import { resetStores } from '../../../testing/stores';
import { advance, counterIn, renderPhoto } from '../../../testing/render-photo';
import {
  aGallery,
  api as route,
  galleryHandlers,
  HttpResponse,
  runOnFakeClock,
  server,
} from '@koris/shared/testing';

let galleries: ReturnType<typeof aGallery>[];

runOnFakeClock(resetStores);
beforeEach(() => {
  galleries = [
    aGallery({ id: 1, title: 'Skate 2025', images: 12 }),
    aGallery({ id: 2, title: 'Tukša', images: 0, image: null, image_url: null }),
  ];
  server.use(
    ...galleryHandlers(() => galleries),
    route.get('/galleries/1', () => HttpResponse.json(galleries[0])),
    route.get('/galleries/2', () => HttpResponse.json(galleries[1])),
  );
});

const dialog = () => screen.getByRole('dialog', { name: 'Skate 2025' });
/** The counter as seen ("3 / 12"); screen readers hear "Attēls 3 / 12". */
const counter = () => counterIn(dialog());
const shownImage = () => within(dialog()).getByRole('img', { name: /^Skate 2025, attēls/ });
/** Clicks the image shown, laid out from x=100 to x=900, at `clientX`. */
function clickShownImageAt(clientX: number) {
  const image = shownImage();
  jest.spyOn(image, 'getBoundingClientRect').mockReturnValue({
    left: 100,
    width: 800,
    top: 0,
    height: 500,
  } as DOMRect);
  fireEvent.click(image, { clientX });
}
const currentThumb = () =>
  within(within(dialog()).getByRole('list', { name: 'Sīktēli' }))
    .getAllByRole('button')
    .find((b) => b.getAttribute('aria-current') === 'true');

async function openFromCard() {
  const user = await renderPhoto();
  await user.click(screen.getByRole('link', { name: 'Skate 2025' }));
  await advance(0);
  return user;
}

describe('slideshow controls (docs/product.md#pages)', () => {
  it('steps with the previous and next buttons, wrapping at both ends, with the counter', async () => {
    const user = await openFromCard();
    expect(counter()).toBe('1 / 12');
    await user.click(within(dialog()).getByRole('button', { name: 'Nākamais attēls' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Nākamais attēls' }));
    expect(counter()).toBe('3 / 12');
    expect(shownImage()).toHaveAttribute('src', '/uploads/g1/103-640.webp');
    await user.click(within(dialog()).getByRole('button', { name: 'Iepriekšējais attēls' }));
    expect(counter()).toBe('2 / 12');
    await user.click(within(dialog()).getByRole('button', { name: 'Iepriekšējais attēls' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Iepriekšējais attēls' }));
    expect(counter()).toBe('12 / 12');
    await user.click(within(dialog()).getByRole('button', { name: 'Nākamais attēls' }));
    expect(counter()).toBe('1 / 12');
  });

  it('steps with the left and right arrow keys and closes on Escape', async () => {
    const user = await openFromCard();
    expect(dialog()).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(counter()).toBe('4 / 12');
    await user.keyboard('{ArrowLeft}');
    expect(counter()).toBe('3 / 12');
    await user.keyboard('{Escape}');
    await advance(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/photo$/);
  });

  it('goes back on a click on the left half of the image and forward on the right half', async () => {
    const user = await openFromCard();
    // The image stands from x=100 to x=900: its middle is x=500.
    clickShownImageAt(600);
    expect(counter()).toBe('2 / 12');
    clickShownImageAt(499);
    expect(counter()).toBe('1 / 12');
    await user.keyboard('{Escape}');
  });

  it('swipes on touch screens: left for the next image, right for the previous', async () => {
    await openFromCard();
    const stage = shownImage().parentElement!;
    fireEvent.touchStart(stage, { changedTouches: [{ clientX: 300, clientY: 200 }] });
    fireEvent.touchEnd(stage, { changedTouches: [{ clientX: 150, clientY: 210 }] });
    expect(counter()).toBe('2 / 12');
    fireEvent.touchStart(stage, { changedTouches: [{ clientX: 100, clientY: 200 }] });
    fireEvent.touchEnd(stage, { changedTouches: [{ clientX: 260, clientY: 190 }] });
    expect(counter()).toBe('1 / 12');
    // A short or mostly vertical movement is not a swipe.
    fireEvent.touchStart(stage, { changedTouches: [{ clientX: 100, clientY: 100 }] });
    fireEvent.touchEnd(stage, { changedTouches: [{ clientX: 120, clientY: 300 }] });
    expect(counter()).toBe('1 / 12');
  });

  it('marks the current thumbnail, scrolls it into view and jumps to a clicked one', async () => {
    const scrolled: Element[] = [];
    jest.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this);
    });
    const user = await openFromCard();
    const thumbs = within(within(dialog()).getByRole('list', { name: 'Sīktēli' })).getAllByRole(
      'button',
    );
    expect(thumbs).toHaveLength(12);
    expect(thumbs[0]).toHaveAccessibleName('Attēls 1 no 12');
    expect(thumbs[0]!.querySelector('img')).toHaveAttribute('width', '120');
    expect(thumbs[0]!.querySelector('img')).toHaveAttribute('src', '/uploads/g1/101-120.webp');
    expect(currentThumb()).toBe(thumbs[0]);
    await user.click(thumbs[8]!);
    expect(counter()).toBe('9 / 12');
    expect(currentThumb()).toBe(thumbs[8]);
    expect(scrolled.at(-1)).toBe(thumbs[8]);
    await user.keyboard('{ArrowRight}');
    expect(currentThumb()).toBe(thumbs[9]);
    expect(scrolled.at(-1)).toBe(thumbs[9]);
  });

  it('shows the display variants with their size and preloads the next image', async () => {
    await openFromCard();
    const image = shownImage();
    expect(image).toHaveAttribute('srcset', galleries[0]!.images[0]!.srcset);
    expect(image).toHaveAttribute('sizes');
    expect(image).toHaveAttribute('width', '1280');
    expect(image).toHaveAttribute('height', '853');
    const preloads = () =>
      Array.from(document.head.querySelectorAll('link[rel="preload"][as="image"]')).map((l) =>
        l.getAttribute('imagesrcset'),
      );
    expect(preloads()).toContain(galleries[0]!.images[1]!.srcset);
    fireEvent.keyDown(dialog(), { key: 'ArrowRight' });
    expect(preloads()).toContain(galleries[0]!.images[2]!.srcset);
  });

  it('keeps focus inside while open and gives it back to the card on close', async () => {
    const user = await openFromCard();
    const link = screen.getByRole('link', { name: 'Skate 2025' });
    expect(dialog()).toHaveFocus();
    const inside = within(dialog()).getAllByRole('button');
    // Tab from the last control comes round to the first, Shift+Tab the other way.
    inside.at(-1)!.focus();
    await user.tab();
    expect(inside[0]).toHaveFocus();
    await user.tab({ shift: true });
    expect(inside.at(-1)).toHaveFocus();
    // Focus sent elsewhere is brought back.
    act(() => link.focus());
    expect(dialog()).toHaveFocus();
    await user.click(within(dialog()).getByRole('button', { name: 'Aizvērt galeriju' }));
    await advance(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(link).toHaveFocus();
  });

  it('a deep-linked gallery also returns focus to its card when closed', async () => {
    const user = await renderPhoto('/photo/gallery/1');
    await user.keyboard('{Escape}');
    await advance(0);
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/photo$/);
    expect(screen.getByRole('link', { name: 'Skate 2025' })).toHaveFocus();
  });

  it('says "No images in this gallery!" instead of the slideshow for an empty gallery', async () => {
    const user = await renderPhoto();
    await user.click(screen.getByRole('link', { name: 'Tukša' }));
    await advance(0);
    const empty = screen.getByRole('dialog', { name: 'Tukša' });
    expect(within(empty).getByText('No images in this gallery!')).toBeInTheDocument();
    expect(within(empty).queryByRole('img')).not.toBeInTheDocument();
    expect(
      within(empty).queryByRole('button', { name: 'Nākamais attēls' }),
    ).not.toBeInTheDocument();
    expect(within(empty).queryByText(/\d+ \/ \d+/)).not.toBeInTheDocument();
    // Visitors have no editing controls here.
    expect(within(empty).queryByRole('button', { name: 'Add Images' })).not.toBeInTheDocument();
  });
});
