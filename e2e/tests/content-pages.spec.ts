/**
 * In a real browser against the production servers: get involved, join, the centenary
 * concert page and the Dziptcha quiz as a visitor sees them.
 */
import { expect, test, type Page } from '../support/test';

/**
 * The quiz's right answer (mf-content/src/features/quiz/data/singers.ts). The page never says
 * it, so the test has to know it.
 */
const GO_TO_PUB = ['Kārlis, tenors', 'Edgars, bass', 'Rūta, soprāns', 'Laura, alts'];
const STAY = ['Anete, soprāns', 'Zane, alts', 'Valdis, bass', 'Toms, tenors', 'Elīna, soprāns'];

const main = (page: Page) => page.locator('main [data-boundary="mf-content"]');

/** Counts document loads: a client-side navigation adds none. */
function countDocumentLoads(page: Page) {
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') loads.push(request.url());
  });
  return loads;
}

test('/iesaisties: the support button to the donation project and the call for history stories', async ({
  page,
}) => {
  await page.goto('/iesaisties');
  await expect(page).toHaveTitle('LU jauktais koris | Iesaisties');
  const content = main(page);
  await expect(content.getByRole('heading', { level: 1, name: 'Iesaisties' })).toBeVisible();
  await expect(content.getByRole('heading', { name: 'Atbalsti kori' })).toBeVisible();
  const support = content.getByRole('link', { name: 'Atbalstīt kori (atveras jaunā cilnē)' });
  await expect(support).toBeVisible();
  await expect(support).toHaveAttribute('target', '_blank');
  await expect(support).toHaveAttribute('rel', /noopener/);
  await expect(content.getByRole('heading', { name: 'Dalies ar kora vēsturi' })).toBeVisible();
  await expect(content.getByRole('link', { name: 'vesture@koris.lv' })).toHaveAttribute(
    'href',
    /^mailto:vesture@koris\.lv\?subject=/,
  );
});

test('/pievienojies: the invitation, and the donation link reaches /iesaisties without a reload', async ({
  page,
}) => {
  const loads = countDocumentLoads(page);
  await page.goto('/pievienojies');
  await expect(page).toHaveTitle('LU jauktais koris | Pievienojies');
  const content = main(page);
  await expect(content.getByRole('heading', { level: 1, name: 'Pievienojies' })).toBeVisible();
  await expect(content.getByText(/Aicinām kora absolventus/)).toBeVisible();
  await expect(content.getByRole('region', { name: 'Koncerts' })).toContainText('10. maijā');
  await expect(content.getByRole('region', { name: 'Koncerts' }).getByRole('listitem')).toHaveText([
    /Pūt, vējiņi/,
    /Celies līdzi/,
  ]);
  await expect(content.getByRole('region', { name: 'Kopmēģinājums' })).toContainText('6. maijā');
  for (const name of ['Aizpildīt aptauju', 'Pirkt biļetes']) {
    const link = content.getByRole('link', { name: `${name} (atveras jaunā cilnē)` });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('target', '_blank');
  }

  // A marker on the window survives only if the document is not loaded again.
  await page.evaluate(() => Object.assign(window, { __stillHere: true }));
  expect(loads).toHaveLength(1);
  await content.getByRole('link', { name: 'Ziedot korim' }).click();
  await expect(page).toHaveURL(/\/iesaisties$/);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Iesaisties' })).toBeVisible();
  await expect(page).toHaveTitle('LU jauktais koris | Iesaisties');
  expect(await page.evaluate(() => (window as { __stillHere?: boolean }).__stillHere)).toBe(true);
  expect(loads).toHaveLength(1);
});

test('/celies_lidzi: intro, two parts of 27 songs, a song opened and closed, the evening programme', async ({
  page,
}) => {
  await page.clock.setFixedTime(new Date(2025, 4, 5, 12, 0, 0));
  await page.goto('/celies_lidzi');
  await expect(page).toHaveTitle('LU jauktais koris | Celies līdzi');
  const content = main(page);
  await expect(content.getByRole('heading', { level: 1, name: 'Celies līdzi' })).toBeVisible();
  await expect(content.getByRole('heading', { level: 3, name: /^I daļa/ })).toBeVisible();
  await expect(content.getByRole('heading', { level: 3, name: /^II daļa/ })).toBeVisible();
  const toggles = content.locator('button[aria-expanded]');
  await expect(toggles).toHaveCount(27);
  // The 5th of the month: no group picture yet.
  await expect(content.getByRole('img', { name: /kopbilde/i })).toHaveCount(0);

  const song = content.getByRole('button', { name: '16. Otrdiena un ceturtdiena' });
  const firstLine = content.getByText('Otrdien pusseptiņos');
  await expect(song).toHaveAttribute('aria-expanded', 'false');
  await expect(firstLine).toBeHidden();
  // The caret changes picture on hover and flips when the song is open.
  const caret = song.locator('span[aria-hidden="true"]');
  const [idle, hovered] = [caret.locator('svg').first(), caret.locator('svg').last()];
  await expect(hovered).toHaveCSS('opacity', '0');
  await song.hover();
  await expect(hovered).toHaveCSS('opacity', '1');
  await expect(idle).toHaveCSS('opacity', '0');
  await expect(caret).toHaveCSS('transform', 'none');
  await song.click();
  await expect(caret).toHaveCSS('transform', /^matrix\(-1, /);
  await expect(song).toHaveAttribute('aria-expanded', 'true');
  await expect(firstLine).toBeVisible();
  await expect(content.getByText('– Kristaps Lūsis', { exact: true })).toBeVisible();
  await song.click();
  await expect(song).toHaveAttribute('aria-expanded', 'false');
  await expect(firstLine).toBeHidden();
  // And by keyboard.
  await song.focus();
  await page.keyboard.press('Enter');
  await expect(firstLine).toBeVisible();
  await page.keyboard.press('Space');
  await expect(firstLine).toBeHidden();

  await expect(
    content.getByRole('list', { name: 'Svinību vakara programma' }).getByRole('listitem'),
  ).toHaveText([
    /^21:00–22:00\s*Uzrunas un aktivitātes/,
    /^22:00–23:00/,
    /^23:00–00:00/,
    /^00:00–00:30\s*Svinīgā ceremonija ar simtgades torti/,
    /^00:30–01:30/,
  ]);
  await expect(content.getByRole('heading', { name: 'Koncertu veidoja' })).toBeVisible();
  await expect(content.getByRole('heading', { name: 'Paldies' })).toBeVisible();
});

test('/celies_lidzi on the 11th shows the group picture, loaded at its size', async ({ page }) => {
  await page.clock.setFixedTime(new Date(2025, 4, 11, 12, 0, 0));
  await page.goto('/celies_lidzi');
  const picture = main(page).getByRole('img', { name: /kopbilde/i });
  await expect(picture).toBeVisible();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
});

test('/games/dziptcha: a wrong try clears the tiles, then the right answer wins with 83.33 %', async ({
  page,
}) => {
  await page.goto('/games/dziptcha');
  await expect(page).toHaveTitle('LU jauktais koris | Dziptcha');
  const content = main(page);
  await expect(content.getByRole('heading', { level: 1, name: 'Dziptcha' })).toBeVisible();
  await expect(
    content.getByRole('heading', { name: 'Kuri kora dalībnieki pēc mēģinājuma dodas uz krogu?' }),
  ).toBeVisible();
  const grid = content.getByRole('list', { name: 'Kora dalībnieki' });
  const tiles = grid.getByRole('button');
  await expect(tiles).toHaveCount(9);
  // Every photo loaded at its reserved size.
  for (const img of await grid.locator('img').all()) {
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
      .toBe(320);
  }

  // One wrong try: a right one and a wrong one.
  await grid.getByRole('button', { name: GO_TO_PUB[0] }).click();
  await grid.getByRole('button', { name: STAY[0] }).click();
  await expect(grid.getByRole('button', { pressed: true })).toHaveCount(2);
  await content.getByRole('button', { name: 'Pārbaudīt' }).click();
  await expect(content.getByRole('status')).toHaveText(
    'Nē gluži! Kļūdu skaits: 1. Atzīmes notīrītas – mēģini vēlreiz.',
  );
  await expect(grid.getByRole('button', { pressed: true })).toHaveCount(0);

  // Then the right answer, one tile by keyboard.
  for (const name of GO_TO_PUB.slice(1)) await grid.getByRole('button', { name }).click();
  await grid.getByRole('button', { name: GO_TO_PUB[0] }).focus();
  await page.keyboard.press('Space');
  await content.getByRole('button', { name: 'Pārbaudīt' }).click();
  await expect(content.getByRole('heading', { name: 'Tu uzvarēji!' })).toBeFocused();
  await expect(content.getByText('Tava iespēja dziedāt korī: 83.33 %')).toBeVisible();

  await content.getByRole('button', { name: 'Jauna spēle' }).click();
  await expect(content.getByRole('status')).toHaveText('Kļūdu skaits: 0');
  await expect(grid.getByRole('button', { pressed: false })).toHaveCount(9);
});

test('the four pages fit a 320 px wide screen without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  for (const path of ['/iesaisties', '/pievienojies', '/celies_lidzi', '/games/dziptcha']) {
    await page.goto(path);
    await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, path).toBeLessThanOrEqual(320);
  }
});
