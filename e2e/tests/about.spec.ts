/**
 * In a real browser against the production servers and the seeded API: /about-us,
 * /en/about-us and /history as a visitor sees them, and the admin in edit mode changing a text,
 * adding an achievement on the English page that shows on the Latvian one, and creating,
 * editing and deleting a conductor with a real jpeg.
 */
import { expect, test, type Page } from '../support/test';
import { drawJpegs, type DrawnImages } from '../support/images';
import { loginAsAdmin } from '../support/session';

interface ApiConductor {
  id: number;
  title: string;
  position: string | null;
  eng_position: string | null;
  eng_text: string | null;
  description: string | null;
  year_from: string | null;
  year_to: string | null;
}
interface ApiAchievement {
  id: number;
  text: string;
  eng_text: string | null;
}
interface ApiHistoryEvent {
  id: number;
  description: string | null;
  decoration: string;
}
interface ApiSetting {
  id: number;
  name: string;
  value: string;
}

const apiURL = () => (process.env.E2E_API_URL ?? process.env.E2E_BASE_URL)!.replace(/\/+$/, '');
const headers = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' };

async function api<T>(pathname: string): Promise<T> {
  const res = await fetch(`${apiURL()}/api/${pathname}`, { headers });
  expect(res.ok).toBe(true);
  return (await res.json()) as T;
}
const setting = (name: string) => api<ApiSetting>(`system-setting/get-by-name/${name}`);
const lines = (text: string | null) => (text ?? '').split(/\r?\n/).filter((l) => l.trim());
const titleLines = (title: string) =>
  title
    .split(/<br\s*\/?>/i)
    .map((l) => l.trim())
    .filter(Boolean);

/**
 * The text of a setting block on the page, line by line (each line is its own span), without
 * the edit trigger's hidden "Labot tekstu: …" prefix.
 */
const shownLines = (page: Page, name: string) =>
  page
    .locator(`[data-setting="${name}"]`)
    .locator('span')
    .evaluateAll((spans) =>
      spans
        .map((s) => s.textContent ?? '')
        .filter((t) => t.trim() && !/^(Labot tekstu|Edit text):/.test(t)),
    );

test.describe('a visitor', () => {
  test('/about-us shows the texts, achievements, singers and conductors of the seed', async ({
    page,
  }) => {
    const singerPhotos: string[] = [];
    page.on('request', (req) => {
      if (/\/assets\/\d\d\.[0-9a-f]+\.webp$/.test(new URL(req.url()).pathname))
        singerPhotos.push(req.url());
    });
    const [right, center, achievements, current, old] = await Promise.all([
      setting('about_us_right'),
      setting('about_us_text_center'),
      api<ApiAchievement[]>('achievements'),
      api<ApiConductor[]>('conductors/current'),
      api<ApiConductor[]>('conductors/old'),
    ]);
    expect(achievements.length).toBeGreaterThan(2);
    expect(current.length).toBeGreaterThan(1);
    expect(old.length).toBeGreaterThan(2);

    await page.goto('/about-us');
    await expect(page.getByRole('heading', { level: 1, name: 'PAR MUMS' })).toBeVisible();
    await expect.poll(() => shownLines(page, 'about_us_right')).toEqual(lines(right.value));
    await expect.poll(() => shownLines(page, 'about_us_text_center')).toEqual(lines(center.value));

    const achievementList = page.getByRole('region', { name: 'Konkursi un apbalvojumi' });
    await expect(achievementList.getByRole('listitem')).toHaveCount(achievements.length);
    await expect(achievementList.getByRole('listitem').first()).toHaveText(achievements[0]!.text);

    // Current conductors: title lines (never the marker), position, years, image; expand.
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(current.length);
    for (const conductor of current) {
      const card = page.getByRole('article', { name: titleLines(conductor.title).join(' ') });
      await expect(card).toBeVisible();
      if (conductor.position)
        await expect(card.getByText(conductor.position, { exact: true })).toBeVisible();
      await expect(card.getByText(`kopš ${conductor.year_from}`, { exact: true })).toBeVisible();
    }
    expect(await page.locator('main').innerText()).not.toMatch(/<br/i);
    const split = current.find((c) => /<br/i.test(c.title));
    expect(split, 'the seed has a title with the line-break marker').toBeTruthy();
    for (const line of titleLines(split!.title))
      await expect(page.getByText(line, { exact: true })).toBeVisible();

    const first = page.getByRole('article').first();
    const toggle = first.getByRole('button', { name: titleLines(current[0]!.title).join(' ') });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(first.getByText(lines(current[0]!.description)[0]!)).toBeHidden();
    await first.locator('img').click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(first.getByText(lines(current[0]!.description)[0]!)).toBeVisible();
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // Conductor images have explicit sizes and load when scrolled to.
    const image = first.locator('img');
    await expect(image).toHaveAttribute('width', /\d+/);
    await expect(image).toHaveAttribute('height', /\d+/);
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);

    // Historical conductors: a timeline in the API's order with first and last markers.
    const steps = page
      .getByRole('region', { name: 'DIRIĢENTI KORA VĒSTURĒ' })
      .getByRole('listitem');
    await expect(steps).toHaveCount(old.length);
    await expect(steps.first()).toHaveAttribute('data-marker', 'first');
    await expect(steps.last()).toHaveAttribute('data-marker', 'last');
    await expect(steps.first()).toContainText(`${old[0]!.year_from}–${old[0]!.year_to}`);
    const markers = await steps.evaluateAll((items) =>
      items.map((li) => {
        const dot = li.querySelector('span[aria-hidden="true"]')!;
        const style = getComputedStyle(dot);
        return `${style.borderRadius}|${style.transform}|${style.boxShadow}`;
      }),
    );
    expect(new Set([markers[0], markers[1], markers.at(-1)]).size).toBe(3);

    // Singers: every one once; no portrait is fetched until someone looks at one.
    const singers = page.getByRole('region', { name: 'KORA BALSIS' }).getByRole('button');
    expect(await singers.count()).toBeGreaterThanOrEqual(45);
    const names = await singers.evaluateAll((buttons) =>
      buttons.map((b) => b.querySelector('span:nth-child(2)')!.textContent),
    );
    expect(new Set(names).size).toBe(names.length);
    // The pointer rests where the card was clicked: park it in the page margin first, or the
    // scroll would slide a singer under it.
    await page.mouse.move(1, 1);
    await singers.nth(10).scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    expect(singerPhotos).toHaveLength(0);
    const photo = singers.nth(10).locator('img');
    await expect(photo).toBeHidden();
    await singers.nth(10).hover();
    await expect(photo).toBeVisible();
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(160);
    expect(singerPhotos).toHaveLength(1);
    await singers.nth(20).focus();
    await expect(singers.nth(20).locator('img')).toBeVisible();

    // Shuffled on every visit.
    await page.reload();
    await expect(singers).toHaveCount(names.length);
    const again = await singers.evaluateAll((buttons) =>
      buttons.map((b) => b.querySelector('span:nth-child(2)')!.textContent),
    );
    expect([...again].sort()).toEqual([...names].sort());
    expect(again).not.toEqual(names);

    await expect(page.getByRole('button', { name: 'Add Conductor' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^(Labot|Dzēst)/ })).toHaveCount(0);
  });

  test('/en/about-us is in English on the dark background, with the management and a link to the events', async ({
    page,
  }) => {
    const [right, main, achievements, current] = await Promise.all([
      setting('eng_about_us_right'),
      setting('eng_about_us'),
      api<ApiAchievement[]>('achievements'),
      api<ApiConductor[]>('conductors/current'),
    ]);
    await page.goto('/en/about-us');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('[data-background="dark"]')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Achievements' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Management' })).toBeVisible();
    await expect.poll(() => shownLines(page, 'eng_about_us_right')).toEqual(lines(right.value));
    await expect.poll(() => shownLines(page, 'eng_about_us')).toEqual(lines(main.value));

    const items = page.getByRole('region', { name: 'Achievements' }).getByRole('listitem');
    await expect(items).toHaveCount(achievements.length);
    await expect(items.first()).toHaveText(achievements[0]!.eng_text!);

    const cards = page.getByRole('region', { name: 'Management' }).getByRole('listitem');
    await expect(cards).toHaveCount(current.length);
    await expect(cards.first()).toContainText(current[0]!.eng_position!);
    await expect(cards.first()).toContainText(lines(current[0]!.eng_text)[0]!);

    // The English footer.
    const footer = await setting('eng_footer_description');
    await expect(page.locator('footer')).toContainText(lines(footer.value)[0]!);

    const link = page.getByRole('link', { name: 'Concerts and events' });
    const hoverImage = link.locator('img[data-hover-image]');
    await expect.poll(() => hoverImage.evaluate((img) => getComputedStyle(img).opacity)).toBe('0');
    await link.hover();
    await expect.poll(() => hoverImage.evaluate((img) => getComputedStyle(img).opacity)).toBe('1');
    await link.click();
    await expect(page).toHaveURL(/\/events$/);
  });

  test('/history shows the texts, the values panels and every entry with its decoration', async ({
    page,
  }) => {
    const entries = await api<ApiHistoryEvent[]>('history-events');
    const texts = await Promise.all(
      ['history_text_center', 'history_text_strong', 'history_text_left', 'history_text_right'].map(
        setting,
      ),
    );
    await page.goto('/history');
    await expect(page.getByRole('heading', { level: 1, name: 'Vēsture' })).toBeVisible();
    for (const text of texts)
      await expect.poll(() => shownLines(page, text.name)).toEqual(lines(text.value));

    for (const name of ['Darbs', 'Draudzība', 'Daiļums']) {
      const button = page.getByRole('button', { name });
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(page.locator(`#${await button.getAttribute('aria-controls')}`)).toBeVisible();
    }
    await page.getByRole('button', { name: 'Darbs' }).focus();
    await page.keyboard.press(' ');
    await expect(page.getByRole('button', { name: 'Darbs' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    const items = page
      .getByRole('region', { name: 'Kora vēstures notikumi' })
      .getByRole('listitem');
    await expect(items).toHaveCount(entries.length);
    for (const [i, entry] of entries.entries()) {
      const item = items.nth(i);
      await expect(item).toHaveAttribute('data-decoration', entry.decoration);
      await expect(item).toHaveAttribute('data-image-side', i % 2 === 0 ? 'left' : 'right');
      await expect(item).toContainText(lines(entry.description)[0]!);
    }
    // Five decorations, five different drawings.
    const drawn = new Map<string, string>();
    for (const [i, entry] of entries.entries()) {
      const style = await items
        .nth(i)
        .locator('[aria-hidden="true"]')
        .evaluate((el) => {
          const s = getComputedStyle(el);
          return [
            s.top,
            s.right,
            s.bottom,
            s.left,
            s.width,
            s.backgroundImage,
            s.borderRadius,
            s.clipPath,
          ].join('|');
        });
      drawn.set(entry.decoration, style);
    }
    expect(drawn.size).toBe(5);
    expect(new Set(drawn.values()).size).toBe(5);

    const last = items.last().locator('img');
    await expect(last).toHaveAttribute('loading', 'lazy');
    await expect(last).toHaveAttribute('srcset', /320w.*640w.*1280w/);
    await last.scrollIntoViewIfNeeded();
    await expect
      .poll(() => last.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  });
});

test.describe('the admin in edit mode', () => {
  let images: DrawnImages;

  test.beforeAll(async () => {
    images = await drawJpegs('about', [
      {
        file: 'dirigents.jpg',
        width: 600,
        height: 800,
        background: '#1c2b39',
        svg: '<circle cx="300" cy="300" r="150" fill="#e9c9a8"/><rect x="120" y="480" width="360" height="320" rx="120" fill="#8c1c13"/>',
      },
    ]);
  });
  test.afterAll(() => images.remove());

  test('changes about_us_right in place, and it is stored', async ({ page }) => {
    await loginAsAdmin(page, { editMode: true });
    const before = await setting('about_us_right');
    const changed = `Rinda no e2e ${Date.now()}\nOtrā rinda no e2e`;

    await page.goto('/about-us');
    const trigger = page.getByRole('button', { name: /^Labot tekstu: Par mums: teksts labajā/ });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Par mums: teksts labajā pusē' });
    await expect(dialog.getByRole('textbox')).toHaveValue(before.value);
    await dialog.getByRole('textbox').fill(changed);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(() => shownLines(page, 'about_us_right')).toEqual(lines(changed));
    expect((await setting('about_us_right')).value).toBe(changed);

    // Put the seed's text back through the same control.
    await trigger.click();
    await dialog.getByRole('textbox').fill(before.value);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(() => shownLines(page, 'about_us_right')).toEqual(lines(before.value));
  });

  test('adds an achievement on /en/about-us and sees it on /about-us, then deletes it', async ({
    page,
  }) => {
    await loginAsAdmin(page, { editMode: true });
    const stamp = Date.now();
    const text = `2026 – E2E apbalvojums ${stamp}`;
    const engText = `2026 – E2E award ${stamp}`;

    await page.goto('/en/about-us');
    await expect(
      page.getByRole('region', { name: 'Achievements' }).getByRole('listitem').first(),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Add Achievement' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Achievement' });
    await dialog.getByLabel('Text', { exact: true }).fill(text);
    await dialog.getByLabel('Eng text').fill(engText);
    await dialog.getByLabel('Order').fill('0');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Achievement created')).toBeVisible();
    await expect(dialog).toBeHidden();
    const englishList = page.getByRole('region', { name: 'Achievements' }).getByRole('listitem');
    await expect(englishList.first().getByText(engText, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: `Edit: ${engText}` })).toBeVisible();

    await page.goto('/about-us');
    const latvianList = page
      .getByRole('region', { name: 'Konkursi un apbalvojumi' })
      .getByRole('listitem');
    await expect(latvianList.first().getByText(text, { exact: true })).toBeVisible();

    await page.getByRole('button', { name: `Dzēst: ${text}` }).click();
    await page
      .getByRole('dialog', { name: 'Apstiprināt dzēšanu' })
      .getByRole('button', { name: 'Dzēst' })
      .click();
    await expect(page.getByText('Achievement deleted')).toBeVisible();
    await expect(page.getByText(text)).toHaveCount(0);
    expect((await api<ApiAchievement[]>('achievements')).some((a) => a.text === text)).toBe(false);
  });

  test('creates a conductor with a real jpeg, edits it and deletes it', async ({ page }) => {
    await loginAsAdmin(page, { editMode: true });
    const name = `E2E Diriģente ${Date.now()}`;

    await page.goto('/about-us');
    await expect(page.getByRole('article').first()).toBeVisible();
    await page.getByRole('button', { name: 'Add Conductor' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Conductor' });
    await expect(dialog.getByLabel('Is current')).toBeChecked();
    await dialog.getByLabel('Title', { exact: true }).fill(`${name}<br>Viesdiriģente`);
    await dialog.getByLabel('Position', { exact: true }).fill('Viesdiriģente');
    await dialog.getByLabel('Eng position').fill('Guest conductor');
    await dialog.getByLabel('Description', { exact: true }).fill('Pirmā rinda\nOtrā rinda');
    await dialog.getByLabel('Eng text').fill('Guest conductor of the centenary season.');
    await dialog.getByLabel('Year from').fill('2026');
    // Order -1: before every seeded conductor, so it is the first card.
    await dialog.getByLabel('Order').fill('-1');
    await dialog.getByLabel('Image').setInputFiles(images.files[0]!);
    await dialog.getByRole('button', { name: 'Save' }).click();

    await expect(page.getByText('Conductor created')).toBeVisible();
    await expect(dialog).toBeHidden();
    const card = page.getByRole('article', { name: `${name} Viesdiriģente` });
    await expect(card).toBeVisible();
    await expect(page.getByRole('article').first()).toHaveAccessibleName(`${name} Viesdiriģente`);
    await expect(card.getByText('kopš 2026', { exact: true })).toBeVisible();
    const image = card.locator('img');
    await expect(image).toHaveAttribute('src', /\/uploads\//);
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);

    // Edit: prefilled, override put, changed in place; no longer current → the timeline.
    await card.getByRole('button', { name: `Labot: ${name} Viesdiriģente` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Conductor' });
    await expect(edit.getByLabel('Title', { exact: true })).toHaveValue(`${name}<br>Viesdiriģente`);
    await expect(edit.getByLabel('Order')).toHaveValue('-1');
    await edit.getByLabel('Title', { exact: true }).fill(name);
    await edit.getByLabel('Year to').fill('2027');
    await edit.getByLabel('Is current').uncheck();
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Conductor updated')).toBeVisible();
    await expect(card).toHaveCount(0);
    const step = page
      .getByRole('region', { name: 'DIRIĢENTI KORA VĒSTURĒ' })
      .getByRole('listitem')
      .filter({ hasText: name });
    await expect(step).toContainText('2026–2027');
    await expect(step).toHaveAttribute('data-marker', 'first');

    // Stored: a fresh load shows it on the timeline.
    await page.reload();
    await expect(step).toContainText('2026–2027');

    await step.getByRole('button', { name: `Dzēst: ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Apstiprināt dzēšanu' });
    await expect(confirm).toContainText(name);
    await confirm.getByRole('button', { name: 'Dzēst' }).click();
    await expect(page.getByText('Conductor deleted')).toBeVisible();
    await expect(step).toHaveCount(0);
    const all = [
      ...(await api<ApiConductor[]>('conductors/current')),
      ...(await api<ApiConductor[]>('conductors/old')),
    ];
    expect(all.some((c) => c.title.startsWith(name))).toBe(false);
  });
});
