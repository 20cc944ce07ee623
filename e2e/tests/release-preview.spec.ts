/**
 * In a real browser on the production servers: a release of mf-content previewed through the
 * signed link of `pnpm deploy:remote --preview` (seen only by that browser, the same in the
 * server's document and the page, ended from its bar), a forged link changing nothing and
 * saying why, a canary (`--canary 20`) given to a share of fresh visitors, each keeping its
 * release across reloads, and a canary that throws in its visitors' browsers ended by the
 * shell's server itself. The assignment is the server's: where no page is needed, plain
 * document requests stand for fresh browsers.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '../support/test';
import { buildVariant } from '../support/rebuild';
import {
  deployRemote,
  eventsHeading,
  releaseCommand,
  removeReleaseFolders,
} from '../support/release-commands';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/session';
import { ROOT, startSite, type Site } from '../support/site';

const SECRET = 'the-browser-tests-preview-secret-0123456789';
const NEW_HEADING = 'NOTIKUMI (priekšskatījums)';
const FAILING_HEADING = 'NOTIKUMI (kanārijs)';
// The failing release renders, then throws in the browser: an uncaught error on every view.
const THROWS =
  "heading={((): string => { if (typeof window !== 'undefined') setTimeout(() => { " +
  `throw new Error('kanārija kļūda'); }); return '${FAILING_HEADING}'; })()}`;

let site: Site;
let store: string;
let variant: string;
let failing: string;

const deployVariant = (...more: string[]) => deployBuild(variant, ...more);
const deployBuild = (build: string, ...more: string[]) =>
  releaseCommand(
    'deploy-remote',
    [
      'mf-content',
      '--to',
      store,
      '--from',
      path.join(build, 'dist'),
      '--shell',
      site.baseURL,
      ...more,
    ],
    { PREVIEW_SECRET: SECRET, PUBLIC_URL: site.baseURL },
  );

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(1_200_000);
  [variant, failing] = await Promise.all([
    buildVariant('mf-content', { search: 'NOTIKUMI', replace: NEW_HEADING }),
    buildVariant('mf-content', { search: 'heading="NOTIKUMI"', replace: THROWS }),
  ]);
  store = mkdtempSync(path.join(os.tmpdir(), 'koris-releases-'));
  const first = await deployRemote({
    remote: 'mf-content',
    to: store,
    shell: path.join(ROOT, 'shell', 'dist'),
  });
  expect(first.code, first.stderr).toBe(0);
  site = await startSite({
    remoteEnv: { mf_content: { RELEASES_DIR: store } },
    // The shell's server checks the canary every second and trusts a few page views.
    shellEnv: async (apiURL) => ({
      PREVIEW_SECRET: SECRET,
      RELEASE_STORES: `mf-content=${store}`,
      RUM_API_TOKEN: await staffToken(apiURL),
      CANARY_CHECK_SECONDS: '1',
      CANARY_MIN_VIEWS: '4',
    }),
  });
});

test.afterAll(async () => {
  await site?.stop();
  await removeReleaseFolders([store, variant, failing]);
});

async function staffToken(apiURL: string): Promise<string> {
  const res = await fetch(`${apiURL}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  return ((await res.json()) as { authorisation: { token: string } }).authorisation.token;
}

/** The store's canary, as every shell reads it. */
const canaryInStore = () =>
  (
    JSON.parse(readFileSync(path.join(store, 'rollout.json'), 'utf8')) as {
      canary: { release: string } | null;
    }
  ).canary;

/** A document request without cookies: a fresh visitor's first page. */
const freshDocument = async (url = `${site.baseURL}/events`) => (await fetch(url)).text();

test('a preview is seen only by the browser that opened its link, rendered as the page shows it', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const deployed = await deployVariant('--preview');
  expect(deployed.code, deployed.stderr).toBe(0);
  const link = /http:\/\/\S+\/preview\?token=\S+/.exec(deployed.stdout)?.[0];
  expect(link, deployed.stdout).toBeTruthy();

  const previewing = await browser.newContext();
  const page = await previewing.newPage();
  const hydrationErrors: string[] = [];
  page.on('console', (message) => {
    if (/hydrat/i.test(message.text())) hydrationErrors.push(message.text());
  });
  await page.goto(link!);
  await page.goto(`${site.baseURL}/events`);
  await eventsHeading(page, NEW_HEADING);
  const bar = page.getByRole('region', { name: 'Laidiena priekšskatījums' });
  await expect(bar).toContainText('Jūs skatāt priekšskatījumu: mf-content');
  // The server's document for this browser is the previewed release's render.
  const served = await (await previewing.request.get(`${site.baseURL}/events`)).text();
  expect(served).toContain(`>${NEW_HEADING}<`);
  expect(hydrationErrors).toEqual([]);

  // Another browser, at the same time: the current release, no bar, nothing kept from the preview.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto(`${site.baseURL}/events`);
  await eventsHeading(otherPage, 'NOTIKUMI');
  await expect(otherPage.getByRole('region', { name: 'Laidiena priekšskatījums' })).toHaveCount(0);
  expect(await (await fetch(`${site.baseURL}/events`)).text()).not.toContain(NEW_HEADING);

  await bar.getByRole('button', { name: 'Beigt priekšskatījumu' }).click();
  await expect(page.getByRole('region', { name: 'Laidiena priekšskatījums' })).toHaveCount(0);
  await page.goto(`${site.baseURL}/events`);
  await eventsHeading(page, 'NOTIKUMI');
  await previewing.close();
  await other.close();
});

test('a forged preview link changes nothing and says why in the alert', async ({ page }) => {
  const deployed = await deployVariant('--preview');
  const link = /http:\/\/\S+\/preview\?token=\S+/.exec(deployed.stdout)![0];
  // Another release named in the signed token: the signature no longer holds.
  const forged = link.replace(
    /(\.)([0-9a-f]{16})(\.)/,
    (_m, a, id: string, b) => `${a}${id.split('').reverse().join('')}${b}`,
  );
  await page.goto(forged);
  await expect(page.getByRole('alert')).toContainText('Priekšskatījuma saite nav derīga');
  expect(await page.context().cookies()).toEqual([]);
  await page.goto(`${site.baseURL}/events`);
  await eventsHeading(page, 'NOTIKUMI');
  await expect(page.getByRole('region', { name: 'Laidiena priekšskatījums' })).toHaveCount(0);
});

test('a canary at 20 % goes to 10–30 % of 200 fresh visitors, and one browser keeps its release', async ({
  browser,
}) => {
  const deployed = await deployVariant('--canary', '20');
  expect(deployed.code, deployed.stderr).toBe(0);
  const release = /(\w{16}) goes to 20 % of visitors/.exec(deployed.stdout)![1]!;
  // Every shell reads the rollout at the manifest interval.
  await expect
    .poll(async () => (await fetch(`${site.baseURL}/events`)).headers.get('set-cookie'))
    .toContain('koris_canary_mf_content');

  let given = 0;
  for (let i = 0; i < 200; i += 1) {
    if ((await freshDocument()).includes(`/releases/${release}/`)) given += 1;
  }
  expect(given).toBeGreaterThanOrEqual(20);
  expect(given).toBeLessThanOrEqual(60);

  // One browser's documents, with its cookie, over 20 reloads: always the release it drew.
  const context = await browser.newContext();
  const drew = (await (await context.request.get(`${site.baseURL}/events`)).text()).includes(
    `/releases/${release}/`,
  );
  for (let i = 0; i < 20; i += 1) {
    const html = await (await context.request.get(`${site.baseURL}/events`)).text();
    expect(html.includes(`/releases/${release}/`)).toBe(drew);
  }
  await context.close();

  const ended = await releaseCommand('rollback-remote', [
    'mf-content',
    '--to',
    store,
    '--shell',
    site.baseURL,
  ]);
  expect(ended.stdout).toContain(`the canary ${release} is ended`);
});

test("a canary that throws in its visitors' browsers is ended by the shell's server itself", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const deployed = await deployBuild(failing, '--canary', '50');
  expect(deployed.code, deployed.stderr).toBe(0);
  const release = /(\w{16}) goes to 50 % of visitors/.exec(deployed.stdout)![1]!;

  // A browser drawn for the canary: its first document names the canary's files.
  const context = await browser.newContext();
  await expect
    .poll(async () => {
      await context.clearCookies();
      return (await (await context.request.get(`${site.baseURL}/events`)).text()).includes(
        `/releases/${release}/`,
      );
    })
    .toBe(true);
  const page = await context.newPage();
  await page.goto(`${site.baseURL}/events`);
  await eventsHeading(page, FAILING_HEADING);
  // Each page view left is reported to the API with its errors, once the reporter has arrived
  // (when the page is idle).
  for (let i = 0; i < 20 && canaryInStore(); i += 1) {
    await page.waitForLoadState('networkidle');
    await page.reload();
    // The canary may end between two reloads: any release's heading will do here.
    await page
      .locator('main [data-boundary="mf-content"]')
      .getByRole('heading', { level: 1 })
      .waitFor();
  }
  await page.goto('about:blank');
  await expect.poll(canaryInStore, { timeout: 30_000 }).toBeNull();

  // New page views get the current release once the shells read the rollout again, the drawn
  // browser's as well. Asked with the drawn browser's cookie: a fresh visitor is drawn for a
  // canary still known at random, so its document alone would not show the shell has read it.
  await expect
    .poll(async () => (await context.request.get(`${site.baseURL}/events`)).text())
    .not.toContain(`/releases/${release}/`);
  expect(await freshDocument()).not.toContain(`/releases/${release}/`);
  await page.goto(`${site.baseURL}/events`);
  await eventsHeading(page, 'NOTIKUMI');
  await context.close();

  const status = await releaseCommand('status-remote', ['mf-content', '--to', store]);
  expect(status.stdout).toContain(`last canary ${release} ended`);
  expect(status.stdout).toContain('(auto-rollback): error rate');
});
