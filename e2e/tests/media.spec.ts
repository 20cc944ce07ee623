/**
 * In a real browser against the production servers and the seeded API: the photo
 * galleries scrolled to their end, a gallery opened from its address and walked with keys and
 * clicks, staff creating a gallery, adding three real images in one request, deleting one and
 * the gallery; the videos and the album page as a visitor, their players loaded on request.
 */
import { expect, test, type Page } from '../support/test';
import { drawJpegs, type DrawnImages } from '../support/images';
import { loginAsAdmin } from '../support/session';

interface ApiGallery {
  id: number;
  title: string;
  image_count: number;
  images?: { id: number }[];
}
interface ApiVideo {
  id: number;
  title: string;
  source: string;
}

const apiURL = () => (process.env.E2E_API_URL ?? process.env.E2E_BASE_URL)!.replace(/\/+$/, '');

async function apiGet<T>(route: string): Promise<T> {
  const res = await fetch(`${apiURL()}${route}`, {
    headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(res.ok).toBe(true);
  return (await res.json()) as T;
}

/** Ids of the gallery cards on the page, in order. */
const shownIds = (page: Page) =>
  page
    .locator('article[aria-labelledby^="gallery-"]')
    .evaluateAll((cards) =>
      cards.map((c) => Number(c.getAttribute('aria-labelledby')!.replace('gallery-', ''))),
    );

/** The slideshow counter: "3 / 12" on screen (screen readers hear "Attēls 3 / 12"). */
const counter = (page: Page) => page.getByRole('dialog').locator('p', { hasText: /\d+ \/ \d+$/ });
const shows = (n: number, total: number) => new RegExp(`(^|\\s)${n} / ${total}$`);

/** Third-party players never load in tests: the provider answers with a stub, and is counted. */
async function stubProviders(page: Page) {
  const asked: string[] = [];
  await page.route(/^https:\/\/(www\.youtube-nocookie\.com|open\.spotify\.com)\//, (route) => {
    asked.push(route.request().url());
    return route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>player</title><p>player</p>',
    });
  });
  // Anything else off the site would be a request the visitor did not ask for.
  const offSite: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['localhost', '127.0.0.1'].includes(url.hostname) && url.protocol !== 'data:') {
      if (!/youtube-nocookie\.com|open\.spotify\.com/.test(url.hostname)) offSite.push(url.href);
    }
  });
  return { asked, offSite };
}

test('/photo scrolls to the end and shows every seeded gallery once, in the API order', async ({
  page,
}) => {
  const expected = await apiGet<ApiGallery[]>('/api/galleries');
  expect(expected.length).toBeGreaterThan(6);
  const pages: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname === '/api/galleries') pages.push(url.search);
  });

  await page.goto('/photo');
  await expect(page.getByRole('heading', { level: 1, name: 'Foto' })).toBeVisible();
  await expect(page.locator('article').first()).toBeVisible();
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.getByTestId('list-sentinel')).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 45_000, intervals: [300, 500, 700] });
  await expect(page.getByRole('status').filter({ hasText: 'Ielādē…' })).toHaveCount(0);

  const ids = await shownIds(page);
  expect(new Set(ids).size).toBe(ids.length);
  expect(ids).toEqual(expected.map((g) => g.id));
  // The first six came with the document (server render); the browser pages on from there.
  expect(pages[0]).toBe('?skip=6&take=6');
  expect(pages.every((search, i) => search === `?skip=${(i + 1) * 6}&take=6`)).toBe(true);
  const asked = pages.length;
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForTimeout(1_500);
  expect(pages).toHaveLength(asked);

  // Covers are the API's variants with explicit sizes, never an original upload.
  const covers = page.locator('article img');
  await expect(covers.first()).toHaveAttribute('srcset', /\d+w/);
  await expect(covers.first()).toHaveAttribute('width', /\d+/);
});

test('a gallery opened from its address is walked with keys, clicks and thumbnails', async ({
  page,
}) => {
  const list = await apiGet<ApiGallery[]>('/api/galleries');
  const big = list.reduce((a, b) => (b.image_count > a.image_count ? b : a));
  const total = big.image_count;
  expect(total).toBeGreaterThan(5);
  const listCalls: string[] = [];
  const pictures: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname === '/api/galleries') listCalls.push(url.search);
    if (req.resourceType() === 'image') pictures.push(url.pathname);
  });

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/photo/gallery/${big.id}`);
  const dialog = page.getByRole('dialog', { name: big.title });
  await expect(dialog).toBeVisible();
  await expect(counter(page)).toHaveText(shows(1, total));
  // All galleries at once behind it, in the document (server render): no call of the browser's.
  await expect(page.locator('article[aria-labelledby^="gallery-"]')).toHaveCount(list.length);
  expect(listCalls).toEqual([]);

  const image = dialog.getByRole('img', { name: new RegExp(`attēls 1 no ${total}`) });
  await expect(image).toHaveAttribute('srcset', /\d+w/);
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  await page.keyboard.press('ArrowRight');
  await expect(counter(page)).toHaveText(shows(2, total));
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(counter(page)).toHaveText(shows(total, total));
  await page.keyboard.press('ArrowRight');
  await expect(counter(page)).toHaveText(shows(1, total));

  // The right half of the image goes forward, the left half back.
  const shown = () => dialog.getByRole('img', { name: /attēls \d+ no/ });
  const box = (await shown().boundingBox())!;
  await page.mouse.click(box.x + box.width * 0.8, box.y + box.height / 2);
  await expect(counter(page)).toHaveText(shows(2, total));
  const box2 = (await shown().boundingBox())!;
  await page.mouse.click(box2.x + box2.width * 0.2, box2.y + box2.height / 2);
  await expect(counter(page)).toHaveText(shows(1, total));

  await dialog.getByRole('button', { name: 'Nākamais attēls' }).click();
  await dialog.getByRole('button', { name: 'Nākamais attēls' }).click();
  await expect(counter(page)).toHaveText(shows(3, total));
  await dialog.getByRole('button', { name: 'Iepriekšējais attēls' }).click();
  await expect(counter(page)).toHaveText(shows(2, total));

  const last = dialog.getByRole('button', { name: `Attēls ${total} no ${total}` });
  await last.click();
  await expect(counter(page)).toHaveText(shows(total, total));
  await expect(last).toHaveAttribute('aria-current', 'true');
  await expect(last).toBeInViewport();
  expect((await last.locator('img').boundingBox())!.width).toBe(120);

  // Tab stays inside the slideshow.
  for (let i = 0; i < total + 6; i++) await page.keyboard.press('Tab');
  expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);

  // The other galleries' covers, hidden under the slideshow, were never fetched: the bandwidth
  // went to the pictures the visitor came for.
  const pictureOf = (path: string) => path.replace(/^.*\//, '').replace(/-\d+w?\.\w+$/, '');
  const otherCovers = await page
    .locator(`article[aria-labelledby^="gallery-"]:not([aria-labelledby="gallery-${big.id}"]) img`)
    .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).getAttribute('src')!));
  expect(otherCovers.length).toBeGreaterThan(0);
  const fetched = new Set(pictures.map(pictureOf));
  const coverPictures = otherCovers.map((src) => pictureOf(new URL(src, page.url()).pathname));
  expect(coverPictures.filter((picture) => fetched.has(picture))).toEqual([]);
  expect(fetched.size).toBeGreaterThan(0);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/photo$/);
  await expect(page.getByRole('link', { name: big.title, exact: true })).toBeFocused();
  // Once the slideshow is gone, the covers load.
  const firstCover = page.locator('article[aria-labelledby^="gallery-"] img').first();
  await expect(firstCover).toBeVisible();
  await expect
    .poll(() => firstCover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  // Opening from a card puts it in the address; the Back button closes it.
  await page.getByRole('link', { name: big.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/photo/gallery/${big.id}$`));
  await expect(page.getByRole('dialog', { name: big.title })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/photo$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The list behind the slideshow came with the document all along.
  expect(listCalls).toEqual([]);
});

test('an unknown gallery address answers 404 with the 404 page, the galleries a link away', async ({
  page,
}) => {
  // The server finds no such gallery: the 404 page (seo.spec.ts), not the list behind it.
  const response = await page.goto('/photo/gallery/999999');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Lapa nav atrasta' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('link', { name: 'Foto' }).click();
  await expect(page).toHaveURL(/\/photo$/);
  await expect(page.locator('article').first()).toBeVisible();
});

test.describe('staff editing galleries', () => {
  let images: DrawnImages;

  test.beforeAll(async () => {
    images = await drawJpegs(
      'media',
      ['#8c1c13', '#1c2b39', '#2f6b3a'].map((background, i) => ({
        file: `foto-${i + 1}.jpg`,
        width: 1200,
        height: 800,
        background,
        svg: `<circle cx="${300 + i * 300}" cy="400" r="200" fill="#ffd27a"/>`,
      })),
    );
  });
  test.afterAll(() => images.remove());

  test('the admin creates a gallery, adds three images at once, deletes one, deletes the gallery', async ({
    page,
  }) => {
    await loginAsAdmin(page, { editMode: true });
    const title = `E2E galerija ${Date.now()}`;
    const events = await apiGet<{ id: number; title: string }[]>('/api/events');

    await page.goto('/photo');
    await expect(page.locator('article').first()).toBeVisible();
    await page.getByRole('button', { name: 'Add Gallery' }).click();
    const form = page.getByRole('dialog', { name: 'Add Gallery' });
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Description').fill('Pārbaude pārlūkā');
    await form.getByLabel('Order').fill('-1');
    await expect(form.getByLabel('Event').locator('option')).toHaveCount(events.length + 1);
    await form.getByLabel('Event').selectOption({ label: events[0]!.title });
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Gallery created')).toBeVisible();
    await expect(form).toBeHidden();
    const card = page.getByRole('article', { name: title });
    await expect(card).toBeVisible();
    expect(await page.locator('article h2').first().textContent()).toBe(title);

    // Open it: empty, so the message instead of the slideshow.
    await card.getByRole('link', { name: title }).click();
    const slideshow = page.getByRole('dialog', { name: title });
    await expect(slideshow.getByText('No images in this gallery!')).toBeVisible();
    const galleryId = Number(new URL(page.url()).pathname.split('/').pop());

    // Three images in one request, with the bytes-sent bar.
    const uploads: Record<string, string>[] = [];
    page.on('request', (req) => {
      if (req.method() === 'POST' && new URL(req.url()).pathname === `/api/galleries/${galleryId}`)
        uploads.push(req.headers());
    });
    await slideshow.getByRole('button', { name: 'Add Images' }).click();
    const add = page.getByRole('dialog', { name: 'Add Images' });
    await add.getByLabel('Images').setInputFiles(images.files);
    await expect(add.getByText(/Izvēlēti attēli: 3/)).toBeVisible();
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Image added')).toBeVisible();
    await expect(add).toBeHidden();
    // One multipart request with the shared client's headers carried all three.
    expect(uploads).toHaveLength(1);
    expect(uploads[0]!['content-type']).toMatch(/^multipart\/form-data/);
    expect(uploads[0]!['x-requested-with']).toBe('XMLHttpRequest');
    expect(uploads[0]!['authorization']).toMatch(/^Bearer /);
    await expect(counter(page)).toHaveText(shows(1, 3));
    const first = slideshow.getByRole('img', { name: /attēls 1 no 3/ });
    await expect(first).toHaveAttribute('src', /\/uploads\//);
    await expect
      .poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect((await apiGet<ApiGallery>(`/api/galleries/${galleryId}`)).images).toHaveLength(3);

    // Delete the second image.
    await page.keyboard.press('ArrowRight');
    await expect(counter(page)).toHaveText(shows(2, 3));
    await slideshow.getByRole('button', { name: `Dzēst: ${title}, attēls 2` }).click();
    const confirmImage = page.getByRole('dialog', { name: 'Apstiprināt dzēšanu' });
    await confirmImage.getByRole('button', { name: 'Dzēst' }).click();
    await expect(page.getByText('Image removed')).toBeVisible();
    await expect(counter(page)).toHaveText(shows(2, 2));
    expect((await apiGet<ApiGallery>(`/api/galleries/${galleryId}`)).images).toHaveLength(2);

    // Close, and the card counts the images.
    await slideshow.getByRole('button', { name: 'Aizvērt galeriju' }).click();
    await expect(slideshow).toBeHidden();
    await expect(card.getByText('Attēli: 2')).toBeVisible();
    await expect(card.locator('img')).toHaveAttribute('src', /\/uploads\//);

    // Delete the gallery.
    await card.getByRole('button', { name: `Dzēst: ${title}` }).click();
    await page
      .getByRole('dialog', { name: 'Apstiprināt dzēšanu' })
      .getByRole('button', { name: 'Dzēst' })
      .click();
    await expect(page.getByText('Gallery deleted')).toBeVisible();
    await expect(page.getByRole('article', { name: title })).toHaveCount(0);
    const after = await apiGet<ApiGallery[]>('/api/galleries');
    expect(after.some((g) => g.id === galleryId)).toBe(false);
  });

  test('a visitor sees no edit controls', async ({ page }) => {
    await page.goto('/photo');
    await expect(page.locator('article').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Gallery' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Labot/ })).toHaveCount(0);
  });
});

test('/videos shows every video and asks the provider for nothing before a click', async ({
  page,
}) => {
  const videos = await apiGet<ApiVideo[]>('/api/videos');
  expect(videos.length).toBeGreaterThan(0);
  const { asked, offSite } = await stubProviders(page);
  await page.goto('/videos');
  await expect(page.getByRole('heading', { level: 1, name: 'Video' })).toBeVisible();
  for (const video of videos)
    await expect(page.getByRole('heading', { level: 2, name: video.title })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
  await expect(page.locator('iframe')).toHaveCount(0);

  await page.getByRole('button', { name: `Atskaņot: ${videos[0]!.title}` }).click();
  const frame = page.locator(`iframe[title="${videos[0]!.title}"]`);
  await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
  await expect.poll(() => asked.length).toBe(1);
  expect(asked[0]).toContain('autoplay=1');
  await expect(page.locator('iframe')).toHaveCount(1);
  expect(offSite).toEqual([]);
});

test('/vara_saknes shows the album, its songs and loads the player on request', async ({
  page,
}) => {
  const { asked, offSite } = await stubProviders(page);
  await page.goto('/vara_saknes');
  await expect(page.getByRole('heading', { level: 1, name: 'Vara Saknes' })).toBeVisible();
  const songs = page.getByRole('list', { name: 'Dziesmas' }).getByRole('listitem');
  await expect(songs).toHaveCount(15);
  const toggle = songs.nth(2).getByRole('button');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(songs.nth(2).getByText(/Upe nesa zelta laivu,/)).toBeVisible();
  await toggle.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
  await expect(page.getByRole('link', { name: /Atvērt albumu Spotify/ })).toHaveAttribute(
    'href',
    /^https:\/\/open\.spotify\.com\/album\//,
  );
  await page.getByRole('button', { name: /^Atskaņot: Albums/ }).click();
  await expect(page.locator('iframe')).toHaveAttribute(
    'src',
    /^https:\/\/open\.spotify\.com\/embed\/album\//,
  );
  await expect.poll(() => asked.length).toBe(1);
  expect(offSite).toEqual([]);
});
