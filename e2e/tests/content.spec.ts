/**
 * In a real browser against the production servers and the seeded API: the events and
 * archive lists scrolled to their end, staff adding, editing and deleting an event with a real
 * jpeg, and the home columns on a wide and a phone-sized screen.
 */
import { expect, test, type Page } from '../support/test';
import { drawJpegs, type DrawnImages } from '../support/images';
import { loginAsAdmin } from '../support/session';

interface ApiEvent {
  id: number;
  title: string;
}

const apiURL = () => (process.env.E2E_API_URL ?? process.env.E2E_BASE_URL)!.replace(/\/+$/, '');

async function apiEvents(kind: 'current' | 'old'): Promise<ApiEvent[]> {
  // Unpaged: the whole list, to compare with what infinite scroll shows.
  const res = await fetch(`${apiURL()}/api/events/${kind}`, {
    headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(res.ok).toBe(true);
  return (await res.json()) as ApiEvent[];
}

/** Ids of the events on the page, in order, read from each article's heading id. */
const shownIds = (page: Page) =>
  page
    .locator('article[aria-labelledby^="event-"]')
    .evaluateAll((articles) =>
      articles.map((a) => Number(a.getAttribute('aria-labelledby')!.replace('event-', ''))),
    );

/** Scrolls to the bottom until the list has stopped growing and says it is at its end. */
async function scrollToEnd(page: Page) {
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.getByTestId('list-sentinel')).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 45_000, intervals: [300, 500, 700] });
  await expect(page.getByRole('status').filter({ hasText: 'Ielādē…' })).toHaveCount(0);
}

for (const { path: route, kind, heading } of [
  { path: '/events', kind: 'current', heading: 'NOTIKUMI' },
  { path: '/archive', kind: 'old', heading: 'Arhīvs' },
] as const) {
  test(`${route} scrolls to the end and shows every ${kind} event once, in the API's order`, async ({
    page,
  }) => {
    const expected = await apiEvents(kind);
    expect(expected.length).toBeGreaterThan(2);
    const pages: string[] = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.pathname === `/api/events/${kind}`) pages.push(url.search);
    });

    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('article').first()).toBeVisible();
    await scrollToEnd(page);

    const ids = await shownIds(page);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expected.map((e) => e.id));
    // The first page came with the document (server render); the browser pages on by 2 from
    // there, and asks for nothing more once the end is reached.
    expect(pages[0]).toBe('?skip=2&take=2');
    expect(pages.every((search, i) => search === `?skip=${(i + 1) * 2}&take=2`)).toBe(true);
    const asked = pages.length;
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(1_500);
    expect(pages).toHaveLength(asked);

    // Images alternate sides; the first loads eagerly, the rest lazily.
    const sides = await page
      .locator('article')
      .evaluateAll((articles) => articles.map((a) => (a as HTMLElement).dataset['imageSide']));
    expect(sides.slice(0, 3)).toEqual(['left', 'right', 'left']);
    const loading = await page
      .locator('article img')
      .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('loading')));
    expect(loading[0]).toBe('eager');
    expect(loading.slice(1).every((l) => l === 'lazy')).toBe(true);
  });
}

test.describe('staff editing events', () => {
  let images: DrawnImages;

  test.beforeAll(async () => {
    images = await drawJpegs('content', [
      {
        file: 'koncerts.jpg',
        width: 900,
        height: 600,
        background: '#8c1c13',
        svg: '<circle cx="450" cy="300" r="180" fill="#ffd27a"/>',
      },
    ]);
  });
  test.afterAll(() => images.remove());

  test('the admin in edit mode adds an event with an image, edits it and deletes it', async ({
    page,
  }) => {
    await loginAsAdmin(page, { editMode: true });
    const title = `E2E koncerts ${Date.now()}`;
    const edited = `${title} (labots)`;

    await page.goto('/events');
    await expect(page.locator('article').first()).toBeVisible();
    await page.getByRole('button', { name: 'Add Event' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Event' });
    await expect(dialog.getByLabel('Is current')).toBeChecked();
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Description').fill('Pirmā rinda\nOtrā rinda');
    await dialog.getByLabel('Footer').fill('Lielā aula');
    // Order -1: before every seeded event, so it is at the top without scrolling.
    await dialog.getByLabel('Order').fill('-1');
    await dialog.getByLabel('Image').setInputFiles(images.files[0]!);
    await dialog.getByRole('button', { name: 'Save' }).click();

    await expect(page.getByText('Event created')).toBeVisible();
    await expect(dialog).toBeHidden();
    const article = page.getByRole('article', { name: title });
    await expect(article).toBeVisible();
    await expect(page.locator('article').first()).toHaveAttribute('aria-labelledby', /event-\d+/);
    expect(await page.locator('article h2').first().textContent()).toBe(title);
    await expect(article.getByText('Otrā rinda')).toBeVisible();
    const image = article.locator('img');
    await expect(image).toHaveAttribute('src', /\/uploads\//);
    await expect(image).toHaveAttribute('srcset', /\d+w/);
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    const today = await page.evaluate(() =>
      new Intl.DateTimeFormat('lv-LV', {
        timeZone: 'Europe/Riga',
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
      }).format(new Date()),
    );
    await expect(article.getByText(`Izveidots ${today.replace(/\.$/, '')}`)).toBeVisible();

    // Edit: prefilled, saved with override put, changed in place.
    await article.getByRole('button', { name: `Labot: ${title}` }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit Event' });
    await expect(editDialog.getByLabel('Title')).toHaveValue(title);
    await expect(editDialog.getByLabel('Order')).toHaveValue('-1');
    await editDialog.getByLabel('Title').fill(edited);
    await editDialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Event updated')).toBeVisible();
    await expect(page.getByRole('article', { name: edited })).toBeVisible();
    await expect(page.getByRole('article', { name: title, exact: true })).toHaveCount(0);

    // Stored: a fresh load shows the edited event with its image.
    await page.reload();
    const reloaded = page.getByRole('article', { name: edited });
    await expect(reloaded).toBeVisible();
    await expect(reloaded.locator('img')).toHaveAttribute('src', /\/uploads\//);

    // Delete, after the confirmation.
    await reloaded.getByRole('button', { name: `Dzēst: ${edited}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Apstiprināt dzēšanu' });
    await expect(confirm).toContainText(edited);
    await confirm.getByRole('button', { name: 'Dzēst' }).click();
    await expect(page.getByText('Event deleted')).toBeVisible();
    await expect(page.getByRole('article', { name: edited })).toHaveCount(0);
    expect((await apiEvents('current')).some((e) => e.title === edited)).toBe(false);
  });

  test('a visitor sees no edit controls', async ({ page }) => {
    await page.goto('/events');
    await expect(page.locator('article').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Event' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Labot/ })).toHaveCount(0);
  });
});

test.describe('home columns on a wide screen (1280)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('hover highlights one column, shows its links and swaps the background', async ({
    page,
  }) => {
    await page.goto('/');
    const root = page.locator('[data-page="home"]');
    await expect(root).toHaveAttribute('data-active-column', 'none');
    for (const name of ['Darbs', 'Draudzība', 'Daiļums'])
      await expect(page.getByRole('button', { name })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: 'NOTIKUMI' })).toBeHidden();

    await page.getByRole('heading', { name: 'Draudzība' }).hover();
    await expect(page.getByRole('button', { name: 'Draudzība' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(root).toHaveAttribute('data-active-column', 'draudziba');
    await expect(page.getByRole('link', { name: 'VĒSTURE' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'ARHĪVS' })).toHaveAttribute('href', '/archive');
    await expect(page.getByRole('link', { name: 'NOTIKUMI' })).toBeHidden();
    const layer = page.locator('[data-background="draudziba"]');
    await expect.poll(() => layer.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    expect(await layer.evaluate((el) => getComputedStyle(el).backgroundImage)).toMatch(
      /draudziba-1600\.[0-9a-f]+\.webp/,
    );

    await page.getByRole('heading', { name: 'Daiļums' }).hover();
    await expect(root).toHaveAttribute('data-active-column', 'dailums');
    await expect(page.getByRole('link', { name: 'VIDEO/AUDIO' })).toHaveAttribute(
      'href',
      '/videos',
    );
    await expect(page.getByRole('link', { name: 'FOTO' })).toHaveAttribute('href', '/photo');
    await expect(page.getByRole('link', { name: 'VĒSTURE' })).toBeHidden();
    await expect
      .poll(() =>
        page
          .locator('[data-background="draudziba"]')
          .evaluate((el) => getComputedStyle(el).opacity),
      )
      .toBe('0');

    // Keyboard focus works like hover, and the links lead to their pages.
    await page.getByRole('button', { name: 'Darbs' }).focus();
    await expect(root).toHaveAttribute('data-active-column', 'darbs');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'NOTIKUMI' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/events$/);
    await expect(page.getByRole('heading', { level: 1, name: 'NOTIKUMI' })).toBeVisible();
  });
});

test.describe('home columns on a phone (390)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('tapping a heading expands its column and folds the others', async ({ page }) => {
    await page.goto('/');
    const darbs = page.getByRole('button', { name: 'Darbs' });
    const dailums = page.getByRole('button', { name: 'Daiļums' });
    await expect(dailums).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: 'VIDEO/AUDIO' })).toBeHidden();

    await dailums.tap();
    await expect(dailums).toHaveAttribute('aria-expanded', 'true');
    // The original sent phones to /video; ours goes to /videos everywhere.
    await expect(page.getByRole('link', { name: 'VIDEO/AUDIO' })).toHaveAttribute(
      'href',
      '/videos',
    );
    await expect(page.getByRole('link', { name: 'FOTO' })).toBeVisible();
    expect(
      await page
        .locator('[data-background="dailums"]')
        .evaluate((el) => getComputedStyle(el).backgroundImage),
    ).toMatch(/dailums-640\.[0-9a-f]+\.webp/);

    await darbs.tap();
    await expect(darbs).toHaveAttribute('aria-expanded', 'true');
    await expect(dailums).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: 'VIDEO/AUDIO' })).toBeHidden();

    await darbs.tap();
    await expect(darbs).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: 'NOTIKUMI' })).toBeHidden();

    await page.getByRole('button', { name: 'Draudzība' }).tap();
    await page.getByRole('link', { name: 'ARHĪVS' }).tap();
    await expect(page).toHaveURL(/\/archive$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Arhīvs' })).toBeVisible();
  });
});
