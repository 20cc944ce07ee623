/**
 * Real-user measurements in a real browser on the production servers: each page view sends its
 * LCP once, tagged with the page's route pattern and the release of the remote that owns it;
 * an error thrown by a remote's code is counted against that remote's release; and the
 * Performance tab of the account modal shows both.
 *
 * The throwing remote is the real mf-media release with one line added to its PhotoPage chunk
 * as the browser receives it (Playwright's routing): nothing in the site serves a test hook.
 * Beacons sent while a document unloads are not reported to Playwright's request events, so
 * the counts are read from the API (before and after: the site is shared by every spec).
 */
import crypto from 'node:crypto';
import { expect, test, type Page } from '../support/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, loginAsAdmin } from '../support/session';

interface Measure {
  p75: number | null;
  samples: number;
}
interface Summary {
  pages: { route: string; views: number; lcp: Measure }[];
  releases: { remote: string; release: string; errors: number; views: number }[];
}

const baseURL = () => process.env.E2E_BASE_URL!.replace(/\/+$/, '');
const apiURL = () => (process.env.E2E_API_URL ?? process.env.E2E_BASE_URL)!.replace(/\/+$/, '');

/**
 * The release the browser reports: 12 hex digits of the SHA-1 of the remote's manifest, the
 * version the shell's server gives a manifest.
 */
async function releaseOf(remote: 'mf_content' | 'mf_media'): Promise<string> {
  const manifests = (await (await fetch(`${baseURL()}/remotes.json`)).json()) as Record<
    string,
    string
  >;
  const text = await (await fetch(manifests[remote]!)).text();
  return crypto.createHash('sha1').update(text).digest('hex').slice(0, 12);
}

let token: string;
test.beforeAll(async () => {
  const res = await fetch(`${apiURL()}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  token = ((await res.json()) as { authorisation: { token: string } }).authorisation.token;
});

/** What the API has counted so far (the site is shared: tests compare before and after). */
async function summary(): Promise<Summary> {
  const res = await fetch(`${apiURL()}/api/rum/summary`, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
  });
  return (await res.json()) as Summary;
}

const pageOf = (s: Summary, route: string) =>
  s.pages.find((p) => p.route === route) ?? { views: 0, lcp: { p75: null, samples: 0 } };
const releaseIn = (s: Summary, remote: string, release: string) =>
  s.releases.find((r) => r.remote === remote && r.release === release) ?? {
    errors: 0,
    views: 0,
  };

/**
 * Opens `path` and waits until the reporter (web-vitals) has arrived, after the page is idle.
 * The reports go when the document is left (pagehide / hidden), as a visitor's would.
 */
async function view(page: Page, path: string) {
  const reporter = page.waitForResponse((r) => /\/rum\.[0-9a-f]{10}\.js$/.test(r.url()));
  await page.goto(path);
  await reporter;
}

test.describe('real-user measurements', () => {
  test('one LCP report per page view, with the route pattern and the release of its remote', async ({
    page,
  }) => {
    const content = await releaseOf('mf_content');
    const media = await releaseOf('mf_media');
    const before = await summary();

    await view(page, '/events');
    await view(page, '/photo');
    await view(page, '/events');
    await page.goto('about:blank');

    // Each document's view counted once, with one LCP, under its route pattern…
    await expect
      .poll(async () => {
        const after = await summary();
        return ['/events', '/photo'].map((route) => ({
          route,
          views: pageOf(after, route).views - pageOf(before, route).views,
          lcp: pageOf(after, route).lcp.samples - pageOf(before, route).lcp.samples,
        }));
      })
      .toEqual([
        { route: '/events', views: 2, lcp: 2 },
        { route: '/photo', views: 1, lcp: 1 },
      ]);
    // …and under the release of the remote that owns the page.
    const after = await summary();
    expect(releaseIn(after, 'mf-content', content).views).toBe(
      releaseIn(before, 'mf-content', content).views + 2,
    );
    expect(releaseIn(after, 'mf-media', media).views).toBe(
      releaseIn(before, 'mf-media', media).views + 1,
    );
    expect(pageOf(after, '/events').lcp.p75).toBeGreaterThan(0);
  });

  test("an error thrown by a remote's page counts against that remote's release, and the Performance tab shows it", async ({
    page,
  }) => {
    const media = await releaseOf('mf_media');
    const before = releaseIn(await summary(), 'mf-media', media);
    // The release's PhotoPage chunk, with a line that throws once the page is shown.
    await page.route(/__federation_expose_PhotoPage\.[0-9a-f]+\.js$/, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      const broken =
        'setTimeout(function check(){if(document.documentElement.hasAttribute("data-page-ready"))' +
        '{throw new Error("a broken release")}setTimeout(check,50)},0);';
      await route.fulfill({ response, body: `${body}\n${broken}` });
    });

    const thrown = page.waitForEvent('pageerror');
    await view(page, '/photo');
    expect((await thrown).message).toContain('a broken release');
    await page.goto('about:blank');

    // The API counts it against mf-media's release: the one the browser was given.
    await expect
      .poll(async () => releaseIn(await summary(), 'mf-media', media).errors - before.errors)
      .toBe(1);
    await loginAsAdmin(page);

    // And the Performance tab shows the page and the release with its error.
    await page.unroute(/__federation_expose_PhotoPage/);
    await page.goto('/');
    await page.locator('button[aria-haspopup="dialog"]').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'Performance' }).click();
    const panel = dialog.getByRole('tabpanel', { name: 'Performance' });
    const pages = panel.getByRole('table', { name: 'Pages' });
    await expect(pages.getByRole('rowheader', { name: '/photo', exact: true })).toBeVisible();
    await expect(
      panel.getByRole('img', { name: 'LCP (p75) by hour on /photo', exact: true }),
    ).toHaveAccessibleDescription(/over 24 hours/);
    const releases = panel.getByRole('table', { name: 'Client errors by release' });
    const row = releases.getByRole('row').filter({ hasText: 'mf-media' });
    await expect(row.getByRole('cell').nth(0)).toHaveText(media);
    await expect(row.getByRole('cell').nth(1)).toHaveText(/^[1-9]\d* errors? in \d+ views?$/);
  });
});
