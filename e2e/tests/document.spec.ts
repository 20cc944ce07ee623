/**
 * In a real browser: the served document names, per path, the files the page's start
 * needs (the shell's bootstrap and shared modules from its build; the route's remote entry and
 * exposed chunk from that remote's live manifest). Every hint must be used, once: a wrong hint
 * is a wasted download on a phone, a hint that does not match the app's own request a double one.
 * A rendered page asks for its code only once it is painted.
 * And the images: a phone and a desktop each fetch the smallest variant that covers the drawn size.
 * And a page starts without calling into ICU, whose set-up is one long task on a phone.
 */
import { expect, test, type Locator, type Page } from '../support/test';

const UNUSED_PRELOAD = /preloaded using link preload but not used/i;

async function visit(page: Page, route: string) {
  const requests = new Map<string, number>();
  page.on('request', (request) => {
    requests.set(request.url(), (requests.get(request.url()) ?? 0) + 1);
  });
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (UNUSED_PRELOAD.test(message.text())) warnings.push(message.text());
  });
  await page.goto(route);
  await expect(page.locator('main h1, main h2').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const hints = await page.$$eval('link[rel="preload"]', (links) =>
    links.map((link) => ({
      // An image preload names its candidates (imagesrcset) instead of one address.
      href:
        (link as HTMLLinkElement).href ||
        new URL((link.getAttribute('imagesrcset') ?? '').split(/\s+/)[0] ?? '', document.baseURI)
          .href,
      srcset: link.getAttribute('imagesrcset') ?? '',
      as: link.getAttribute('as') ?? '',
    })),
  );
  // What the page asked for before its first contentful paint (its timing entries).
  const beforePaint = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime < paint)
      .map((entry) => entry.name);
  });
  // Chrome reports an unused preload a few seconds after the load event.
  await page.waitForTimeout(3_500);
  return {
    requests,
    warnings,
    hints,
    beforePaint,
    shell: new URL(process.env.E2E_BASE_URL!).origin,
  };
}

test.describe('the document preloads what the page needs, and only that', () => {
  for (const route of ['/', '/events', '/about-us', '/photo']) {
    test(`${route}: drawn by the server with its styles, every hint downloaded once and used`, async ({
      page,
    }) => {
      const { requests, warnings, hints, beforePaint, shell } = await visit(page, route);
      // Until its first paint the page has the network to itself: no code, no manifest, no
      // data call is even asked for (its stylesheets are in the document, its images may load).
      expect(beforePaint.filter((url) => !/\.(webp|avif|jpe?g|png|svg)(\?|$)/.test(url))).toEqual(
        [],
      );
      await expect(page.locator('head script[src*="/main."]')).toHaveCount(1);
      // A rendered page paints before the app's code runs: no script preloads would take
      // bandwidth from its styles and images, and its styles (the shell's and the page's own)
      // are in the document; the app does not fetch the shell's again, nor the page's twice.
      expect(hints.filter((h) => h.as === 'script')).toEqual([]);
      const styles = await page.$$eval('head style[data-href]', (elements) =>
        elements.map((e) => new URL(e.getAttribute('data-href')!, document.baseURI).href),
      );
      expect(styles.some((href) => href.startsWith(shell))).toBe(true);
      expect(styles.some((href) => !href.startsWith(shell))).toBe(true);
      for (const href of styles) {
        if (href.startsWith(shell)) expect(requests.get(href), href).toBeUndefined();
        else expect(requests.get(href) ?? 0, href).toBeLessThanOrEqual(1);
      }
      await expect(page.locator('#koris-initial-data')).toHaveCount(1);
      for (const hint of hints.filter((h) => !h.srcset)) {
        expect(requests.get(hint.href), `${hint.href} requested once`).toBe(1);
      }
      // The page's first image, preloaded from the head (React hoists it): one candidate of
      // it is what the page shows.
      for (const hint of hints.filter((h) => h.srcset)) {
        const candidates = hint.srcset
          .split(',')
          .map((part) => new URL(part.trim().split(/\s+/)[0]!, shell).href);
        expect(candidates.filter((url) => requests.get(url) === 1)).toHaveLength(1);
      }
      expect(warnings).toEqual([]);
    });
  }

  test('the 404 page is drawn by the server too: its styles in the document, no script preloads', async ({
    page,
  }) => {
    // The shell's own page (no remote): rendered like the others, answered 404. Documents the
    // browser draws itself (a remote down, a failed render) keep the app's start-up hints.
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Lapa nav atrasta' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const shell = new URL(process.env.E2E_BASE_URL!).origin;
    expect(await page.locator('link[rel="preload"][as="script"]').count()).toBe(0);
    const styles = await page.$$eval('head style[data-href]', (elements) =>
      elements.map((e) => new URL(e.getAttribute('data-href')!, document.baseURI).href),
    );
    expect(styles.some((href) => href.startsWith(shell))).toBe(true);
    expect(await page.locator('#koris-initial-data').count()).toBe(0);
  });
});

test.describe('images: each screen fetches the variant its rendered size needs', () => {
  // Lighthouse's phone (412 px at 1.75×) and a desktop window. The variant the browser picked
  // is read from what it loaded, and must cover the image's drawn width in device pixels.
  const screens = {
    phone: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true },
    desktop: { viewport: { width: 1350, height: 940 }, deviceScaleFactor: 1 },
  };
  /** The image has loaded the `width` px webp variant, and it covers its drawn device pixels. */
  async function expectVariant(image: Locator, width: number) {
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc))
      .toMatch(/\.webp$/);
    const { src, drawn, ratio } = await image.evaluate((img: HTMLImageElement) => ({
      src: img.currentSrc,
      drawn: img.getBoundingClientRect().width,
      ratio: window.devicePixelRatio,
    }));
    expect(src).toMatch(new RegExp(`-${width}\\.webp$`));
    expect(width).toBeGreaterThanOrEqual(drawn * ratio);
  }
  const expected: Record<string, Record<keyof typeof screens, number>> = {
    '/events': { phone: 720, desktop: 640 },
    '/photo': { phone: 720, desktop: 480 },
  };
  for (const [route, widths] of Object.entries(expected)) {
    for (const [name, options] of Object.entries(screens) as [keyof typeof screens, object][]) {
      test(`${route} on a ${name}: the ${widths[name]} px variant, never the 1280`, async ({
        browser,
      }) => {
        const context = await browser.newContext(options);
        try {
          const page = await context.newPage();
          await page.goto(route);
          await expectVariant(page.locator('main article img').first(), widths[name]);
        } finally {
          await context.close();
        }
      });
    }
  }

  test("a gallery's slideshow on a phone: the 720 px variant, never the 1280", async ({
    browser,
  }) => {
    const context = await browser.newContext(screens.phone);
    try {
      const page = await context.newPage();
      const [gallery] = (await (await page.request.get('/api/galleries?skip=0&take=1')).json()) as {
        id: number;
      }[];
      await page.goto(`/photo/gallery/${gallery!.id}`);
      await expectVariant(page.getByRole('img', { name: /attēls 1 no/ }), 720);
    } finally {
      await context.close();
    }
  });
});

test.describe('a page starts without calling into ICU', () => {
  // A page's first call into the browser's internationalisation library sets it up: one long
  // task on a phone, in the middle of hydration (decision 045). Every call that reaches it is
  // counted, with where it came from, from before the page's own scripts run.
  const ICU_CALLS = () => {
    const calls: string[] = [];
    (window as unknown as { __icuCalls: string[] }).__icuCalls = calls;
    const note = (name: string) => calls.push(`${name}: ${new Error().stack?.split('\n')[3]}`);
    for (const name of [
      'DateTimeFormat',
      'NumberFormat',
      'Collator',
      'PluralRules',
      'RelativeTimeFormat',
      'ListFormat',
      'Segmenter',
      'DisplayNames',
    ] as const) {
      const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
      if (!Original) continue;
      (Intl as unknown as Record<string, unknown>)[name] = new Proxy(Original, {
        construct: (target, args) => (note(`Intl.${name}`), new target(...args)),
        apply: (target, self, args) => (note(`Intl.${name}`), Reflect.apply(target, self, args)),
      });
    }
    const wrap = (proto: object, method: string) => {
      const original = (proto as Record<string, (...args: unknown[]) => unknown>)[method]!;
      (proto as Record<string, unknown>)[method] = function (this: unknown, ...args: unknown[]) {
        note(method);
        return original.apply(this, args);
      };
    };
    wrap(String.prototype, 'localeCompare');
    wrap(String.prototype, 'toLocaleLowerCase');
    wrap(String.prototype, 'toLocaleUpperCase');
    wrap(Number.prototype, 'toLocaleString');
    wrap(Date.prototype, 'toLocaleString');
    wrap(Date.prototype, 'toLocaleDateString');
    wrap(Date.prototype, 'toLocaleTimeString');
  };

  for (const route of ['/', '/events', '/archive', '/about-us', '/history', '/photo', '/videos']) {
    test(`${route}: drawn, hydrated and idle with no call into ICU`, async ({ page }) => {
      await page.addInitScript(ICU_CALLS);
      await page.goto(route);
      await expect(page.locator('main h1, main h2').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      // The app's start (code, hydration, the work it leaves for idle time) has run by then.
      const calls = await page.evaluate(
        () =>
          new Promise<string[]>((resolve) =>
            requestIdleCallback(
              () => resolve((window as unknown as { __icuCalls: string[] }).__icuCalls),
              { timeout: 5_000 },
            ),
          ),
      );
      expect(calls).toEqual([]);
    });
  }
});
