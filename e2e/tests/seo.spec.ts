/**
 * In a real browser against the production servers: addresses the site does not have answer
 * 404 with the 404 page drawn by the server (and the app takes that page over, not the
 * route's), the admission page's Latvian spellings move for good, the sitemap names the seeded
 * galleries, and axe finds the language links named by the text they show.
 */
import { expect, test, type Page } from '../support/test';
import { runAxe } from '../support/axe';

/** axe's label-content-name-mismatch on the page (or the part `within`) as it is now. */
async function nameMismatches(page: Page, within = 'html') {
  const results = await runAxe(
    page,
    { runOnly: { type: 'rule', values: ['label-content-name-mismatch'] } },
    within,
  );
  expect(results.passes.length + results.violations.length).toBeGreaterThan(0);
  return results.violations.flatMap((v) => v.nodes.map((n) => n.html));
}

test.describe('the 404 page', () => {
  for (const address of ['/no-such-page', '/en/nothing', '/photo/gallery/999999']) {
    test(`${address} answers 404 with the 404 page, drawn by the server`, async ({
      page,
      request,
    }) => {
      const raw = await request.get(address);
      expect(raw.status()).toBe(404);
      const html = await raw.text();
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).toMatch(/<div id="root">.*<h1>Lapa nav atrasta<\/h1>/s);

      const hydration: string[] = [];
      page.on('console', (message) => {
        if (/hydration/i.test(message.text())) hydration.push(message.text());
      });
      const response = await page.goto(address);
      expect(response?.status()).toBe(404);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: 'Lapa nav atrasta' })).toBeVisible();
      await expect(
        main.getByText('Šāda lapa mūsu mājaslapā nav. Iespējams, saite ir novecojusi.'),
      ).toBeVisible();
      await expect(page).toHaveTitle('LU jauktais koris | Lapa nav atrasta');
      // The app took the server's page over as it was, at the same address.
      await page.waitForLoadState('networkidle');
      expect(new URL(page.url()).pathname).toBe(address);
      expect(hydration).toEqual([]);
      await main.getByRole('link', { name: 'Uz sākumlapu' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'LU jauktais koris' }),
      ).toBeVisible();
    });
  }
});

test('the Latvian spellings of the admission address move there for good', async ({
  page,
  request,
}) => {
  for (const spelling of ['/uz%C5%86em%C5%A1ana', '/uz%C5%86emsana', '/uznem%C5%A1ana']) {
    const answer = await request.get(spelling, { maxRedirects: 0 });
    expect(answer.status(), spelling).toBe(308);
    expect(answer.headers()['location']).toBe('/uznemsana');
  }
  await page.goto('/uzņemšana');
  await expect(page).toHaveURL(/\/uznemsana$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Uzņemšana' })).toBeVisible();
});

test('the sitemap names every seeded gallery, and robots.txt names the sitemap', async ({
  request,
}) => {
  const base = new URL(process.env.E2E_BASE_URL!).origin;
  const galleries = (await (await request.get('/api/galleries')).json()) as { id: number }[];
  expect(galleries.length).toBeGreaterThan(0);
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  for (const { id } of galleries) expect(xml).toContain(`<loc>${base}/photo/gallery/${id}</loc>`);
  expect(xml).not.toContain('uznemsana_pieteikumi');
  expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${base}/sitemap.xml`);
});

test('axe finds every link named by the text it shows: language links, partner logos', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'EN — English' })).toHaveAttribute('hreflang', 'en');
  expect(await nameMismatches(page)).toEqual([]);
  await page.goto('/en');
  await expect(page.getByRole('link', { name: 'LV — Latviski' })).toHaveAttribute('hreflang', 'lv');
  await expect(
    page.getByRole('link', { name: 'LU – University of Latvia (opens in a new tab)' }),
  ).toBeVisible();
  expect(await nameMismatches(page)).toEqual([]);
  // A page with the Latvian footer: its drawn partner logos read as their links are named.
  await page.goto('/about-us');
  await expect(
    page.getByRole('link', { name: 'Valsts kultūrkapitāla fonds (atveras jaunā cilnē)' }),
  ).toBeVisible();
  expect(await nameMismatches(page)).toEqual([]);
  await page.goto('/');
  // The rule does find a link named otherwise than it reads.
  await page.evaluate(() => {
    const link = document.createElement('a');
    link.href = '/en';
    link.setAttribute('aria-label', 'English');
    link.textContent = 'EN';
    document.body.append(link);
  });
  expect(await nameMismatches(page)).toEqual(['<a href="/en" aria-label="English">EN</a>']);
});
