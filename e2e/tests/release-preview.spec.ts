/**
 * In a real browser on the production servers: a release of mf-content previewed through the
 * signed link of `pnpm deploy:remote --preview` (seen only by that browser, the same in the
 * server's document and the page, ended from its bar), a forged link changing nothing and
 * saying why, and a canary (`--canary 20`) given to a share of fresh browsers, each keeping
 * its release across reloads.
 */
import { mkdtempSync } from 'node:fs';
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
import { ROOT, startSite, type Site } from '../support/site';

const SECRET = 'the-browser-tests-preview-secret-0123456789';
const NEW_HEADING = 'NOTIKUMI (priekšskatījums)';

let site: Site;
let store: string;
let variant: string;

const deployVariant = (...more: string[]) =>
  releaseCommand(
    'deploy-remote',
    [
      'mf-content',
      '--to',
      store,
      '--from',
      path.join(variant, 'dist'),
      '--shell',
      site.baseURL,
      ...more,
    ],
    { PREVIEW_SECRET: SECRET, PUBLIC_URL: site.baseURL },
  );

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(1_200_000);
  variant = await buildVariant('mf-content', { search: 'NOTIKUMI', replace: NEW_HEADING });
  store = mkdtempSync(path.join(os.tmpdir(), 'koris-releases-'));
  const first = await deployRemote({
    remote: 'mf-content',
    to: store,
    shell: path.join(ROOT, 'shell', 'dist'),
  });
  expect(first.code, first.stderr).toBe(0);
  site = await startSite({
    remoteEnv: { mf_content: { RELEASES_DIR: store } },
    shellEnv: { PREVIEW_SECRET: SECRET },
  });
});

test.afterAll(async () => {
  await site?.stop();
  await removeReleaseFolders([store, variant]);
});

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

test('a canary at 20 % goes to 10–30 % of 200 fresh browsers, and one browser keeps its release', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const deployed = await deployVariant('--canary', '20');
  expect(deployed.code, deployed.stderr).toBe(0);
  const release = /(\w{16}) goes to 20 % of visitors/.exec(deployed.stdout)![1]!;
  // Every shell reads the rollout at the manifest interval.
  await new Promise((resolve) => setTimeout(resolve, 3_000));

  let given = 0;
  for (let i = 0; i < 200; i += 1) {
    const context = await browser.newContext();
    const html = await (await context.request.get(`${site.baseURL}/events`)).text();
    if (html.includes(`/releases/${release}/`)) given += 1;
    await context.close();
  }
  expect(given).toBeGreaterThanOrEqual(20);
  expect(given).toBeLessThanOrEqual(60);

  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${site.baseURL}/events`);
  const heading = page
    .locator('main [data-boundary="mf-content"]')
    .getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  const first = (await heading.textContent())?.trim();
  for (let i = 0; i < 20; i += 1) {
    await page.reload();
    await expect(heading).toHaveText(first!);
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
