/**
 * The server render in a real browser: every page arrives drawn by the remote that owns
 * it, with its data, and the app takes that HTML over (hydration) without drawing it again,
 * without a second request for the same data, and without a mismatch.
 */
import { expect, test, type Page } from '../support/test';

const PAGES: { path: string; heading: RegExp }[] = [
  { path: '/events', heading: /NOTIKUMI/ },
  { path: '/about-us', heading: /PAR MUMS/ },
  { path: '/history', heading: /Vēsture/i },
  { path: '/photo', heading: /Foto/i },
  { path: '/videos', heading: /Video/i },
  { path: '/vara_saknes', heading: /Vara Saknes/i },
  { path: '/uznemsana', heading: /Uzņemšana/i },
  { path: '/en/about-us', heading: /About us/i },
];

/** Console lines that would mean the server's HTML and the app disagreed, or a policy refusal. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' || /hydrat/i.test(text)) problems.push(text);
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test.describe('the server renders every page', () => {
  test('with JavaScript off, each page shows its heading and content, styled', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const { path, heading } of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // The layout's styles apply without the app: the navbar is not a bulleted list.
      const listStyle = await page
        .getByRole('navigation')
        .first()
        .locator('ul')
        .evaluate((ul) => getComputedStyle(ul).listStyleType);
      expect(listStyle, path).toBe('none');
    }
    // The events themselves, from the API, are in the document.
    await page.goto('/events');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByText('Ielādē…')).toHaveCount(0);
    await context.close();
  });

  test('the browser takes the page over with no mismatch and no second request for its data', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    const dataCalls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      // The first page of events and the achievements came with the document. (A short
      // first page leaves the list's end in view: the next page then follows, as it should.)
      const first = url.pathname === '/api/events/current' && url.searchParams.get('skip') === '0';
      if (first || url.pathname === '/api/achievements') {
        dataCalls.push(`${url.pathname}${url.search}`);
      }
    });
    for (const path of ['/events', '/about-us']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(dataCalls).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('the singers are drawn anew for each visit, kept documents or not; a reload keeps its draw; each hydrates as drawn', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    // Past the first renders (a new content version is kept only once every API instance has
    // it), every draw the server keeps is made: what follows is served from what was kept.
    await page.request.get('/about-us');
    await page.waitForTimeout(1_000);
    for (let i = 0; i < 40; i += 1) await page.request.get('/about-us');
    const singers = async () => {
      await page.waitForLoadState('networkidle');
      const names = await page
        .getByRole('region', { name: 'KORA BALSIS' })
        .getByRole('button')
        .evaluateAll((buttons) => buttons.map((b) => b.querySelector('span + span')?.textContent));
      expect(names.length).toBeGreaterThan(10);
      return names.join('|');
    };
    // A browser that holds one draw keeps it: its validator names a kept draw (304).
    await page.goto('/about-us');
    const held = await singers();
    await page.reload();
    expect(await singers()).toBe(held);
    // Each new visit (nothing cached) gets one of the kept draws at random.
    const cdp = await page.context().newCDPSession(page);
    const orders = new Set<string>();
    for (let i = 0; i < 12; i += 1) {
      await cdp.send('Network.clearBrowserCache');
      await page.goto('/about-us');
      orders.add(await singers());
    }
    // The server keeps several draws of this page and serves one at random.
    expect(orders.size).toBeGreaterThan(1);
    expect(problems).toEqual([]);
  });

  test('the rendered page becomes interactive: the events list pages on, the menu opens', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/events');
    const cards = page.getByRole('article');
    const first = await cards.count();
    expect(first).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    // The next page comes from the app once the end of the list is in view.
    const nextPage = page.waitForRequest((r) => /\/api\/events\/current\?skip=2/.test(r.url()));
    await cards.last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 4000);
    await nextPage;
    await expect.poll(() => cards.count()).toBeGreaterThan(first);
    // The shell's part: the hamburger menu answers.
    await page.evaluate(() => window.scrollTo(0, 0));
    const menu = page.getByRole('button', { name: 'Izvēlne' });
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(problems).toEqual([]);
  });

  test('a page reached by navigation loads its own fresh data', async ({ page }) => {
    await page.goto('/events');
    await page.waitForLoadState('networkidle');
    const archive = page.waitForRequest((r) => /\/api\/events\/old\?skip=0/.test(r.url()));
    await page.getByRole('link', { name: 'Arhīvs' }).first().click();
    await archive;
    await expect(page.getByRole('heading', { level: 1, name: 'Arhīvs' })).toBeVisible();
  });
});
