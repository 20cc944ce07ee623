/**
 * Playwright's `test` with one change: `page.goto` and `page.reload` of a page the shell's server
 * drew return once the app has taken that page over (`<html data-page-ready>`, shell/src/remotes/RemoteMount.tsx).
 * The server's HTML is visible before its code runs; a test that clicked at once would be
 * clicking a page that does not answer yet. Pages the browser draws itself (no server render:
 * a remote down, the 404 page) return at once, as before.
 */
import { test as base } from '@playwright/test';

export * from '@playwright/test';

export const test = base.extend({
  page: async ({ page }, runTest) => {
    const takenOver = () =>
      page.waitForFunction(
        () =>
          !document.getElementById('koris-initial-data') ||
          document.documentElement.hasAttribute('data-page-ready'),
        undefined,
        { timeout: 20_000 },
      );
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await takenOver();
      return response;
    };
    const reload = page.reload.bind(page);
    page.reload = async (options) => {
      const response = await reload(options);
      await takenOver();
      return response;
    };
    await runTest(page);
  },
});
