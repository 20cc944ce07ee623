/**
 * In a real browser against the production servers: every route renders under the
 * Content-Security-Policy with no violation and no console error (as a visitor and as staff in
 * edit mode), and the security headers are on the document, on a remote's remoteEntry.js and
 * on an API answer.
 */
import { createHash } from 'node:crypto';
import { expect, test, type Page } from '../support/test';
import { loginAsAdmin } from '../support/session';
import { startSite, type Site } from '../support/site';

/** Every path of the route table (shell/src/config/paths.ts), one gallery, a redirect, a 404. */
const STATIC_ROUTES = [
  '/',
  '/en',
  '/en/about-us',
  '/events',
  '/archive',
  '/about-us',
  '/history',
  '/iesaisties',
  '/pievienojies',
  '/celies_lidzi',
  '/games/dziptcha',
  '/videos',
  '/video',
  '/photo',
  '/vara_saknes',
  '/uznemsana',
  '/uznemsana_pieteikumi',
  '/no-such-page',
];
const NOT_FOUND = '/no-such-page';

async function allRoutes(page: Page): Promise<string[]> {
  const res = await page.request.get('/api/galleries?skip=0&take=1');
  expect(res.ok()).toBe(true);
  const galleries = (await res.json()) as { id: number }[];
  const routes = [...STATIC_ROUTES];
  if (galleries[0])
    routes.splice(routes.indexOf('/photo') + 1, 0, `/photo/gallery/${galleries[0].id}`);
  return routes;
}

interface Problem {
  route: string;
  kind: 'csp' | 'console' | 'pageerror';
  text: string;
}

/**
 * Records CSP violations (the `securitypolicyviolation` event, reported from an init script
 * through a binding) and console errors, tagged with the route being visited.
 */
async function watch(page: Page) {
  const problems: Problem[] = [];
  const state = { route: '' };
  await page.exposeBinding('__reportCspViolation', (_source, text: string) => {
    problems.push({ route: state.route, kind: 'csp', text });
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (t: string) => void })
        .__reportCspViolation;
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} ` +
          `at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // Chrome reports the 404 page's own status, which is what that address must answer.
    const own = message.location().url && new URL(message.location().url).pathname;
    if (state.route === NOT_FOUND && own === NOT_FOUND && /status of 404/.test(message.text())) {
      return;
    }
    problems.push({ route: state.route, kind: 'console', text: message.text() });
  });
  page.on('pageerror', (error) => {
    problems.push({ route: state.route, kind: 'pageerror', text: error.message });
  });
  return { problems, state };
}

async function walk(page: Page, routes: string[], state: { route: string }) {
  for (const route of routes) {
    state.route = route;
    await page.goto(route);
    // The remote's page is in: its heading shows (the 404 page has one too).
    await expect(page.locator('main h1, main h2').first()).toBeVisible();
    // Embeds, images and late chunks have had their chance to be blocked.
    await page.waitForLoadState('networkidle');
  }
}

function describeProblems(problems: Problem[]): string {
  return problems.map((p) => `${p.route} [${p.kind}] ${p.text}`).join('\n');
}

test.describe('Content-Security-Policy', () => {
  test('a visitor walks every route: no CSP violation, no console error', async ({ page }) => {
    test.setTimeout(240_000);
    const { problems, state } = await watch(page);
    const routes = await allRoutes(page);
    await walk(page, routes, state);
    expect(problems, describeProblems(problems)).toEqual([]);
  });

  test('staff in edit mode walk every route: no CSP violation, no console error', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await loginAsAdmin(page, { editMode: true });
    const { problems, state } = await watch(page);
    const routes = await allRoutes(page);
    await walk(page, routes, state);
    expect(problems, describeProblems(problems)).toEqual([]);
  });

  test('the video and album embeds load under the policy when a visitor asks for them', async ({
    page,
  }) => {
    // The providers answer with a stub page (no network in tests); the policy decides first.
    const framed: string[] = [];
    for (const origin of ['https://www.youtube-nocookie.com', 'https://open.spotify.com']) {
      await page.route(`${origin}/**`, (route) => {
        framed.push(route.request().url());
        return route.fulfill({ contentType: 'text/html', body: '<p>player</p>' });
      });
    }
    const { problems, state } = await watch(page);
    for (const [route, button, origin] of [
      ['/videos', /^Atskaņot: /, 'https://www.youtube-nocookie.com/'],
      ['/vara_saknes', /^Atskaņot: /, 'https://open.spotify.com/'],
    ] as const) {
      state.route = route;
      await page.goto(route);
      await page.getByRole('button', { name: button }).first().click();
      const frame = page.locator(`iframe[src^="${origin}"]`).first();
      await expect(frame).toBeVisible();
      await expect(frame.contentFrame().getByText('player', { exact: true })).toBeVisible();
    }
    expect(framed.length).toBeGreaterThanOrEqual(2);
    expect(problems, describeProblems(problems)).toEqual([]);
  });

  test('the policy is enforced: an inline script injected into the page is blocked', async ({
    page,
  }) => {
    const { problems, state } = await watch(page);
    state.route = '/';
    await page.goto('/');
    await expect(page.locator('main h1, main h2').first()).toBeVisible();
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.body.append(script);
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    await expect
      .poll(() => problems.filter((p) => p.kind === 'csp').map((p) => p.text))
      .toContainEqual(expect.stringMatching(/^script-src-elem blocked inline/));
  });
});

test.describe('security headers', () => {
  test('the document', async ({ page }) => {
    const res = await page.request.get('/events');
    expect(res.status()).toBe(200);
    const headers = res.headers();
    const csp = headers['content-security-policy'] ?? '';
    const remotes = (await (await page.request.get('/remotes.json')).json()) as Record<
      string,
      string
    >;
    // Each remote's folder (its manifest's directory), not only its host.
    const origins = [...new Set(Object.values(remotes).map((url) => new URL('./', url).href))];
    const directive = (name: string) =>
      csp
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .find(([n]) => n === name)
        ?.slice(1);
    expect(directive('default-src')).toEqual(["'self'"]);
    // Inline, only the document's start-up loader, by the hash of its text.
    const inline = [...(await res.text()).matchAll(/<script>(.*?)<\/script>/gs)].map((m) => m[1]!);
    expect(inline).toHaveLength(1);
    const loader = `'sha256-${createHash('sha256').update(inline[0]!).digest('base64')}'`;
    expect(directive('script-src')).toEqual(["'self'", ...origins, loader]);
    expect(directive('connect-src')).toEqual(["'self'", ...origins]);
    expect(directive('frame-src')).toEqual([
      'https://www.youtube-nocookie.com',
      'https://open.spotify.com',
    ]);
    expect(directive('frame-ancestors')).toEqual(["'none'"]);
    expect(directive('object-src')).toEqual(["'none'"]);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // Plain HTTP here: HSTS only behind COOKIE_SECURE=1.
    expect(headers['strict-transport-security']).toBeUndefined();
  });

  test('a remote’s remoteEntry.js', async ({ page }) => {
    const remotes = (await (await page.request.get('/remotes.json')).json()) as Record<
      string,
      string
    >;
    const entry = new URL('remoteEntry.js', remotes.mf_media).toString();
    const res = await page.request.get(entry);
    expect(res.status()).toBe(200);
    const headers = res.headers();
    expect(headers['content-type']).toMatch(/javascript/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  test('an API answer through the shell', async ({ page }) => {
    const res = await page.request.get('/api/events');
    expect(res.status()).toBe(200);
    const headers = res.headers();
    expect(headers['content-type']).toMatch(/application\/json/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    const bad = await page.request.get('/api/events/%ff');
    expect(bad.status()).toBe(400);
    expect(await bad.json()).toEqual({ message: 'Malformed address.' });
  });
});

test.describe('the API down behind the shell', () => {
  let site: Site;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    site = await startSite();
  });
  test.afterAll(async () => {
    await site?.stop();
  });

  test('the page shows the proxy’s short message in the danger alert, and recovers', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await site.api.stop();
    const answer = await page.request.get(`${site.baseURL}/api/events`);
    expect(answer.status()).toBe(503);
    const { message } = (await answer.json()) as { message: string };
    expect(message).toBe('Serveris pašlaik nav pieejams. Lūdzu, mēģiniet vēlreiz pēc brīža.');

    await page.goto(`${site.baseURL}/events`);
    await expect(page.getByRole('heading', { name: /notikumi/i })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
    await expect(page.getByText(/ECONN|127\.0\.0\.1|FST_/)).toHaveCount(0);

    await site.api.start();
    await page.reload();
    await expect(page.getByRole('heading', { name: /notikumi/i })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: message })).toHaveCount(0);
  });
});
