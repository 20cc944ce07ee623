/**
 * In a real browser on the production servers: one remote deployed as versioned
 * releases (`pnpm deploy:remote`), rolled back (`pnpm rollback:remote`), each switch seen on
 * the next load with no server restarted and every other package's files byte-identical; a
 * build against another React major refused by the deploy, and refused by the shell when its
 * server serves it anyway, with every other route working.
 */
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '../support/test';
import { buildVariant, hashTree } from '../support/rebuild';
import {
  deployRemote,
  eventsHeading,
  releaseCommand,
  removeReleaseFolders,
} from '../support/release-commands';
import { ROOT, startSite, type Site } from '../support/site';

const FALLBACK = 'Šo lapas daļu pašlaik neizdevās ielādēt.';
const NEW_HEADING = 'NOTIKUMI (2. laidiens)';

let site: Site;
let store: string;
let compatible: string;
let incompatible: string;

const script = (name: 'deploy-remote' | 'rollback-remote', args: string[]) =>
  releaseCommand(name, args);

const currentRelease = () => readFileSync(path.join(store, 'current'), 'utf8').trim();

/** sha256 of every served file of the shell and the three other remotes. */
const othersTrees = () =>
  Object.fromEntries(
    ['shell', 'mf-media', 'mf-admission', 'mf-account'].map((folder) => [
      folder,
      hashTree(path.join(ROOT, folder, 'dist')),
    ]),
  );

/**
 * The events document as the shell's server writes it (not the page after the app took it
 * over): polled until it shows `text`, at most the manifest interval and a margin.
 */
async function documentShows(text: string, gone: string) {
  const deadline = Date.now() + 5_000;
  let html = '';
  while (Date.now() < deadline) {
    html = await (await fetch(`${site.baseURL}/events`)).text();
    if (html.includes(`>${text}<`) && !html.includes(`>${gone}<`)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(html, `the served document shows ${text}`).toContain(`>${text}<`);
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(1_200_000);
  // Two builds of mf-content: a visible change, and one declaring React 20 (another major).
  compatible = await buildVariant('mf-content', { search: 'NOTIKUMI', replace: NEW_HEADING });
  incompatible = await buildVariant('mf-content', {
    search: 'NOTIKUMI',
    replace: 'NOTIKUMI (React 20)',
    sharedVersions: {
      react: '20.0.0',
      'react/jsx-runtime': '20.0.0',
      'react-dom': '20.0.0',
      'react-dom/client': '20.0.0',
    },
  });
  // Release 1: today's build, deployed before the site starts (checked against the shell's build).
  store = mkdtempSync(path.join(os.tmpdir(), 'koris-releases-'));
  const first = await deployRemote({
    remote: 'mf-content',
    to: store,
    shell: path.join(ROOT, 'shell', 'dist'),
  });
  expect(first.code, first.stderr).toBe(0);
  site = await startSite({ remoteEnv: { mf_content: { RELEASES_DIR: store } } });
});

test.afterAll(async () => {
  await site?.stop();
  await removeReleaseFolders([store, compatible, incompatible]);
});

test('a deploy shows on the next load, a rollback brings the old text back, nothing else changes', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const first = currentRelease();
  const others = othersTrees();
  const remotesJson = await (await fetch(`${site.baseURL}/remotes.json`)).text();

  await page.goto(`${site.baseURL}/events`);
  await eventsHeading(page, 'NOTIKUMI');

  const deploy = await deployRemote({
    remote: 'mf-content',
    to: store,
    from: path.join(compatible, 'dist'),
    shell: site.baseURL,
  });
  expect(deploy.code, deploy.stderr).toBe(0);
  expect(deploy.stdout).toContain(`shared majors match the live shell (${site.baseURL}/`);
  const second = currentRelease();
  expect(second).not.toBe(first);
  expect(deploy.stdout).toContain(`${second} is current (was ${first})`);

  // The next load of the same page, with no server restarted: the document the server keeps
  // is written anew for the new release, not served from before it.
  await documentShows(NEW_HEADING, 'NOTIKUMI');
  await page.reload();
  await eventsHeading(page, NEW_HEADING);
  // The remote's server keeps today's caching rules on the release it serves.
  const remote = site.remotes.mf_content.url;
  const manifest = await fetch(`${remote}/mf-manifest.json`);
  expect(manifest.headers.get('cache-control')).toBe('no-cache');
  expect(((await manifest.json()) as { name: string }).name).toBe('mf_content');
  expect((await fetch(`${remote}/remoteEntry.js`)).headers.get('cache-control')).toBe('no-cache');
  const chunk = Object.keys(hashTree(path.join(compatible, 'dist'))).find((f) =>
    /^\d+\.[0-9a-f]{10}\.js$/.test(f),
  );
  expect(chunk).toBeTruthy();
  expect((await fetch(`${remote}/${chunk}`)).headers.get('cache-control')).toBe(
    'public, max-age=31536000, immutable',
  );

  // Rollback to the release before: the old heading on the next load.
  const rollback = await script('rollback-remote', [
    'mf-content',
    '--to',
    store,
    '--shell',
    site.baseURL,
  ]);
  expect(rollback.code, rollback.stderr).toBe(0);
  expect(rollback.stdout).toContain(`${first}`);
  expect(currentRelease()).toBe(first);
  await documentShows('NOTIKUMI', NEW_HEADING);
  await page.reload();
  await eventsHeading(page, 'NOTIKUMI');

  // Forward again to a named release, then back to the first by its id prefix.
  expect((await script('rollback-remote', ['mf-content', second, '--to', store])).code).toBe(0);
  await page.reload();
  await eventsHeading(page, NEW_HEADING);
  expect(
    (await script('rollback-remote', ['mf-content', first.slice(0, 8), '--to', store])).code,
  ).toBe(0);
  await page.reload();
  await eventsHeading(page, 'NOTIKUMI');

  // The shell and the other remotes: byte-identical, and the shell still lists the same remotes.
  expect(othersTrees()).toEqual(others);
  expect(await (await fetch(`${site.baseURL}/remotes.json`)).text()).toBe(remotesJson);
  // Releases are immutable: read-only on disk.
  expect(statSync(path.join(store, 'releases', second, 'mf-manifest.json')).mode & 0o222).toBe(0);
  expect(statSync(path.join(store, 'releases', second)).mode & 0o222).toBe(0);
});

test('a build against another React major: the deploy refuses it, and served anyway the shell shows the fallback on its routes only', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const before = currentRelease();
  const refused = await deployRemote({
    remote: 'mf-content',
    to: store,
    from: path.join(incompatible, 'dist'),
    shell: site.baseURL,
  });
  expect(refused.code).toBe(1);
  expect(refused.stderr).toContain('Refused: mf_content was built against other shared majors');
  expect(refused.stderr).toMatch(/react: built against 20\.0\.0, the live shell runs 19\.\d+\.\d+/);
  expect(refused.stderr).not.toMatch(/\bat .+\.mjs:\d+/); // no stack
  expect(currentRelease()).toBe(before);

  // Served anyway (copied by hand, say): its server now answers with the React 20 build.
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await site.remotes.mf_content.stop();
  await site.remotes.mf_content.start({ dir: incompatible });
  try {
    // The shell re-reads a remote's manifests on an interval; until it has seen this build it
    // may still draw /events with the release before. Once it has, the browser draws it.
    await expect
      .poll(async () => (await fetch(`${site.baseURL}/events`)).text(), { timeout: 15_000 })
      .not.toContain('id="koris-initial-data"');
    await page.goto(`${site.baseURL}/events`);
    const main = page.getByRole('main');
    await expect(main.getByRole('alert')).toContainText(FALLBACK);
    await expect(page.getByRole('heading', { name: /NOTIKUMI \(React 20\)/ })).toHaveCount(0);
    await expect
      .poll(() => errors.join('\n'))
      .toMatch(
        /mf_content is not loaded: it was built against react 20\.0\.0, but this page runs react 19\.\d+\.\d+/,
      );
    // The layout works around it; the other remotes' routes work.
    await expect(page.getByRole('navigation', { name: 'Galvenā izvēlne' })).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Galvenā izvēlne' })
      .getByRole('link', { name: /^\s*video\s*$/i })
      .click();
    await expect(
      page.locator('main [data-boundary="mf-media"]').getByRole('heading').first(),
    ).toBeVisible();
    await page.goto(`${site.baseURL}/uznemsana`);
    await expect(
      page.locator('main [data-boundary="mf-admission"]').getByRole('heading').first(),
    ).toBeVisible();
    await expect(page.getByText(FALLBACK)).toHaveCount(0);
    // Another mf-content route shows the fallback too; the account modal (mf-account) opens.
    await page.goto(`${site.baseURL}/`);
    await expect(page.getByText(FALLBACK)).toBeVisible();
    await page.getByRole('button', { name: /Pieslēgties/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  } finally {
    await site.remotes.mf_content.stop();
    await site.remotes.mf_content.start({ env: { RELEASES_DIR: store } });
  }
  // Back on the releases: the current one shows again.
  await page.goto(`${site.baseURL}/events`);
  await eventsHeading(page, 'NOTIKUMI');
});
