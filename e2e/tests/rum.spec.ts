/**
 * Real-user measurements in a real browser on the production servers: each page view sends its
 * LCP once, tagged with the page's route pattern and the release of the remote that owns it;
 * an error thrown by a remote's code is counted against that remote's release; and the
 * Performance tab of the account modal shows both.
 *
 * The throwing remote is the real mf-media release with one line added to its PhotoPage chunk
 * as the browser receives it (Playwright's routing): nothing in the site serves a test hook.
 */
import crypto from 'node:crypto';
import { expect, test, type Page, type Request } from '../support/test';
import { loginAsAdmin } from '../support/session';

interface Report {
  route: string;
  remote: string;
  release: string;
  view: boolean;
  metrics: { name: string; value: number }[];
  errors: number;
}

const baseURL = () => process.env.E2E_BASE_URL!.replace(/\/+$/, '');
const apiURL = () => (process.env.E2E_API_URL ?? process.env.E2E_BASE_URL)!.replace(/\/+$/, '');

/** The release key the browser reports: 16 hex digits of the SHA-256 of the remote's manifest. */
async function releaseOf(remote: 'mf_content' | 'mf_media'): Promise<string> {
  const manifests = (await (await fetch(`${baseURL()}/remotes.json`)).json()) as Record<
    string,
    string
  >;
  const text = await (await fetch(manifests[remote]!)).text();
  return crypto.createHash('sha256').update(text).digest('hex').slice(0, 16);
}

/** Every beacon the page's documents send to /api/rum. */
function recordReports(page: Page): Report[] {
  const reports: Report[] = [];
  page.context().on('request', (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/rum') {
      reports.push(JSON.parse(request.postData() ?? '{}') as Report);
    }
  });
  return reports;
}

/** Opens `path` and waits until the reporter (web-vitals) has arrived, after the page is idle. */
async function view(page: Page, path: string) {
  const reporter = page.waitForResponse((r) => /\/rum\.[0-9a-f]{10}\.js$/.test(r.url()));
  await page.goto(path);
  await reporter;
}

const lcpOf = (reports: Report[], route: string) =>
  reports.filter((r) => r.route === route && r.metrics.some((m) => m.name === 'LCP'));

test.describe('real-user measurements', () => {
  test('one LCP report per page view, with the route pattern and the release of its remote', async ({
    page,
  }) => {
    const reports = recordReports(page);
    const content = await releaseOf('mf_content');
    const media = await releaseOf('mf_media');

    await view(page, '/events');
    await view(page, '/photo');
    await view(page, '/events');
    await page.goto('about:blank');

    await expect.poll(() => lcpOf(reports, '/events').length).toBe(2);
    await expect.poll(() => lcpOf(reports, '/photo').length).toBe(1);
    for (const report of [...lcpOf(reports, '/events'), ...lcpOf(reports, '/photo')]) {
      const lcp = report.metrics.filter((m) => m.name === 'LCP');
      expect(lcp).toHaveLength(1);
      expect(lcp[0]!.value).toBeGreaterThan(0);
    }
    expect(lcpOf(reports, '/events')[0]).toMatchObject({ remote: 'mf-content', release: content });
    expect(lcpOf(reports, '/photo')[0]).toMatchObject({ remote: 'mf-media', release: media });
    // Each document counts its view once.
    const views = reports.filter((r) => r.view);
    expect(views.map((r) => r.route).sort()).toEqual(['/events', '/events', '/photo']);
  });

  test("an error thrown by a remote's page counts against that remote's release, and the Performance tab shows it", async ({
    page,
  }) => {
    const reports = recordReports(page);
    const media = await releaseOf('mf_media');
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

    await expect
      .poll(() => reports.filter((r) => r.route === '/photo').reduce((n, r) => n + r.errors, 0))
      .toBe(1);
    expect(reports.find((r) => r.errors > 0)).toMatchObject({
      route: '/photo',
      remote: 'mf-media',
      release: media,
    });

    // The API's summary counts it against mf-media's newest release.
    const { token } = await loginAsAdmin(page);
    await expect
      .poll(async () => {
        const res = await fetch(`${apiURL()}/api/rum/summary`, {
          headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
        });
        const summary = (await res.json()) as {
          releases: { remote: string; release: string; errors: number }[];
        };
        return summary.releases.find((r) => r.remote === 'mf-media');
      })
      .toMatchObject({ release: media, errors: expect.any(Number) });

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
      panel.getByRole('img', { name: 'LCP (p75) by hour on /photo' }),
    ).toHaveAccessibleDescription(/over 24 hours/);
    const releases = panel.getByRole('table', { name: 'Client errors by release' });
    const row = releases.getByRole('row').filter({ hasText: 'mf-media' });
    await expect(row.getByRole('cell').nth(0)).toHaveText(media);
    await expect(row.getByRole('cell').nth(1)).toHaveText(/^[1-9]\d* errors? in \d+ views?$/);
  });
});
