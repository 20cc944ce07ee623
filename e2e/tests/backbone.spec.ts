/**
 * The backbone, in a real browser against the production servers: every route in its
 * layout, ReactDOM fetched once, a remote switched off and back on, and one remote redeployed
 * alone.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page, type Response } from '../support/test';
import { buildVariant, hashTree } from '../support/rebuild';
import { ROOT, startSite, type Site } from '../support/site';

const PRODUCT = 'LU jauktais koris';
const PREFIX = `${PRODUCT} | `;

interface RouteCase {
  path: string;
  /** Section of the title (prefix + section); none → the product name. */
  section?: string;
  heading: RegExp;
  boundary: 'mf-content' | 'mf-media' | 'mf-admission';
  layout: 'home' | 'page';
  lang: 'lv' | 'en';
}

const exact = (text: string) => new RegExp(`^\\s*${text}\\s*$`, 'i');

/** docs/architecture.md#routes / docs/product.md#pages: every route, the title section and the spec's heading. */
const ROUTES: RouteCase[] = [
  { path: '/', heading: exact('Darbs'), boundary: 'mf-content', layout: 'home', lang: 'lv' },
  {
    path: '/en',
    section: 'English',
    heading: /.+/,
    boundary: 'mf-content',
    layout: 'home',
    lang: 'en',
  },
  {
    path: '/en/about-us',
    section: 'About us',
    heading: exact('About us'),
    boundary: 'mf-content',
    layout: 'page',
    lang: 'en',
  },
  {
    path: '/events',
    section: 'Notikumi',
    heading: exact('NOTIKUMI'),
    boundary: 'mf-content',
    layout: 'page',
    lang: 'lv',
  },
  {
    path: '/archive',
    section: 'Arhīvs',
    heading: exact('Arhīvs'),
    boundary: 'mf-content',
    layout: 'page',
    lang: 'lv',
  },
  {
    path: '/about-us',
    section: 'Par mums',
    heading: exact('PAR MUMS'),
    boundary: 'mf-content',
    layout: 'page',
    lang: 'lv',
  },
  {
    path: '/history',
    section: 'Vēsture',
    heading: exact('Vēsture'),
    boundary: 'mf-content',
    layout: 'page',
    lang: 'lv',
  },
  {
    path: '/iesaisties',
    section: 'Iesaisties',
    heading: exact('Iesaisties'),
    boundary: 'mf-content',
    layout: 'page',
    lang: 'lv',
  },
  {
    path: '/pievienojies',
    section: 'Pievienojies',
    heading: exact('Pievienojies'),
    boundary: 'mf-content',
    layout: 'page',
    lang: 'lv',
  },
  {
    path: '/celies_lidzi',
    section: 'Celies līdzi',
    heading: exact('Celies līdzi'),
    boundary: 'mf-content',
    layout: 'page',
    lang: 'lv',
  },
  {
    path: '/games/dziptcha',
    section: 'Dziptcha',
    heading: exact('Dziptcha'),
    boundary: 'mf-content',
    layout: 'page',
    lang: 'lv',
  },
  {
    path: '/videos',
    section: 'Video',
    heading: /^\s*video/i,
    boundary: 'mf-media',
    layout: 'page',
    lang: 'lv',
  },
  {
    path: '/photo',
    section: 'Foto',
    heading: exact('Foto'),
    boundary: 'mf-media',
    layout: 'page',
    lang: 'lv',
  },
  {
    path: '/photo/gallery/1',
    section: 'Foto',
    heading: exact('Foto'),
    boundary: 'mf-media',
    layout: 'page',
    lang: 'lv',
  },
  {
    path: '/vara_saknes',
    section: 'Vara Saknes',
    heading: exact('Vara Saknes'),
    boundary: 'mf-media',
    layout: 'page',
    lang: 'lv',
  },
  {
    path: '/uznemsana',
    section: 'Uzņemšana',
    heading: exact('Uzņemšana'),
    boundary: 'mf-admission',
    layout: 'page',
    lang: 'lv',
  },
  {
    path: '/uznemsana_pieteikumi',
    section: 'Pieteikumi',
    heading: exact('Pieteikumi'),
    boundary: 'mf-admission',
    layout: 'page',
    lang: 'lv',
  },
];

const FALLBACK = 'Šo lapas daļu pašlaik neizdevās ielādēt.';
const RETRY = 'Mēģināt vēlreiz';

async function expectRoute(page: Page, route: RouteCase) {
  const boundary = page.locator(`main [data-boundary="${route.boundary}"]`).first();
  await expect(boundary.getByRole('heading', { name: route.heading }).first()).toBeVisible();
  await expect(page).toHaveTitle(route.section ? PREFIX + route.section : PRODUCT);
  await expect(page.locator('html')).toHaveAttribute('lang', route.lang);
  await expect(page.locator(`[data-layout="${route.layout}"]`)).toHaveCount(1);
  if (route.layout === 'page') {
    const nav = page.getByRole('navigation', {
      name: route.lang === 'en' ? 'Main' : 'Galvenā izvēlne',
    });
    await expect(nav).toBeAttached();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  } else {
    const login = route.lang === 'en' ? 'Log in' : 'Pieslēgties';
    await expect(page.getByRole('button', { name: login })).toBeVisible();
    await expect(page.getByRole('link', { name: 'English' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Latviski' })).toBeVisible();
  }
}

/** Client-side navigation through the app's own router (no document load). */
async function navigateInApp(page: Page, to: string) {
  await page.evaluate((url) => {
    window.history.pushState({}, '', url);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, to);
}

test.describe('every route (shared site)', () => {
  for (const route of ROUTES) {
    test(`${route.path} renders in its layout with title and heading`, async ({ page }) => {
      await page.goto(route.path);
      await expectRoute(page, route);
    });
  }

  test('an unknown path shows the 404 page inside the layout', async ({ page }) => {
    await page.goto('/nav-tadas-lapas');
    await expect(page.locator('[data-layout="page"]')).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('walking every route and opening the account modal fetches ReactDOM once', async ({
    page,
  }) => {
    const scripts: Promise<{ url: string; body: string }>[] = [];
    page.on('response', (response: Response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && !response.url().endsWith('.js')) return;
      scripts.push(
        response
          .text()
          .then((body) => ({ url: response.url(), body }))
          .catch(() => ({ url: response.url(), body: '' })),
      );
    });

    await page.goto('/');
    await expectRoute(page, ROUTES[0]!);
    // The fourth remote: the header's login button mounts mf_account's modal.
    await page.getByRole('button', { name: 'Pieslēgties' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.evaluate(() => ((window as unknown as { __noReload?: boolean }).__noReload = true));

    for (const route of ROUTES.slice(1)) {
      await navigateInApp(page, route.path);
      await expectRoute(page, route);
    }
    expect(
      await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload),
    ).toBe(true);

    const loaded = await Promise.all(scripts);
    const origins = new Set(loaded.map((s) => new URL(s.url).origin));
    expect(origins.size, 'scripts came from the shell and all four remotes').toBeGreaterThanOrEqual(
      5,
    );
    // Export names survive minification: `exports.hydrateRoot` only in react-dom/client (the
    // shell's bootstrap calls `hydrateRoot`, it does not define it), and
    // `unstable_batchedUpdates` only in react-dom itself.
    const client = loaded
      .filter((s) => /\.hydrateRoot\s*=\s*function/.test(s.body))
      .map((s) => s.url);
    const dom = loaded.filter((s) => s.body.includes('unstable_batchedUpdates')).map((s) => s.url);
    expect(client, 'react-dom/client fetched exactly once').toHaveLength(1);
    expect(dom, 'react-dom fetched exactly once').toHaveLength(1);
  });
});

test.describe('composition at run time (own site)', () => {
  test.describe.configure({ mode: 'serial' });
  let site: Site;

  test.beforeAll(async () => {
    site = await startSite();
  });
  test.afterAll(async () => {
    await site?.stop();
  });

  test('with mf-media stopped, other routes work; /photo shows the fallback and retry recovers without a reload', async ({
    page,
  }) => {
    await site.remotes.mf_media.stop();
    try {
      await page.goto(`${site.baseURL}/events`);
      await expectRoute(
        page,
        ROUTES.find((r) => r.path === '/events')!,
      );

      await page.evaluate(
        () => ((window as unknown as { __noReload?: boolean }).__noReload = true),
      );
      await page
        .getByRole('navigation', { name: 'Galvenā izvēlne' })
        .getByRole('link', { name: /foto/i })
        .first()
        .click();
      await expect(page).toHaveURL(/\/photo$/);
      await expect(page.getByText(FALLBACK)).toBeVisible();
      const retry = page.getByRole('button', { name: RETRY });
      await expect(retry).toBeVisible();
      // The layout keeps working around the failed part.
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page).toHaveTitle(`${PREFIX}Foto`);

      await site.remotes.mf_media.start();
      await retry.click();
      await expect(
        page
          .locator('main [data-boundary="mf-media"]')
          .getByRole('heading', { name: exact('Foto') })
          .first(),
      ).toBeVisible();
      await expect(page.getByText(FALLBACK)).toHaveCount(0);
      expect(
        await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload),
        'no full page reload',
      ).toBe(true);
    } finally {
      await site.remotes.mf_media.start().catch(() => undefined);
    }
  });

  test('rebuilding and restarting only mf-content shows its change with the shell unchanged', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const shellDist = path.join(ROOT, 'shell', 'dist');
    const before = hashTree(shellDist);
    const remotesBefore = await (await fetch(`${site.baseURL}/remotes.json`)).text();
    const heading = 'NOTIKUMI (jaunā versija)';

    const variant = await buildVariant('mf-content', { search: 'NOTIKUMI', replace: heading });
    try {
      await site.remotes.mf_content.stop();
      await site.remotes.mf_content.start({ dir: variant });

      await page.goto(`${site.baseURL}/events`);
      await expect(
        page.locator('main [data-boundary="mf-content"]').getByRole('heading', { name: heading }),
      ).toBeVisible();
      // The shell's navbar is the shell's own: unchanged.
      await expect(
        page
          .getByRole('navigation', { name: 'Galvenā izvēlne' })
          .getByRole('link', { name: exact('NOTIKUMI') }),
      ).toBeAttached();

      expect(hashTree(shellDist), 'shell dist/ unchanged').toEqual(before);
      expect(await (await fetch(`${site.baseURL}/remotes.json`)).text()).toBe(remotesBefore);
    } finally {
      await site.remotes.mf_content.stop();
      await site.remotes.mf_content.start();
      rmSync(variant, { recursive: true, force: true });
    }
  });
});
