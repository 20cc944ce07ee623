/**
 * A remote served from a bucket, in a real browser: mf-media deployed with
 * `pnpm deploy:remote mf-media --to s3://BUCKET/PREFIX` to a real S3-compatible server
 * (s3rver), the shell's REMOTE_MEDIA_URL pointing at the bucket's address. Its pages are
 * rendered by the shell's server from the bucket and taken over by the browser; a second deploy
 * and a rollback each show on the next load, with no server restarted.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '../support/test';
import { startBucket, type TestBucket } from '../support/bucket';
import { buildVariant, hashTree } from '../support/rebuild';
import { deployRemote, releaseCommand } from '../support/release-commands';
import { ROOT, startSite, type Site } from '../support/site';

const PREFIX = 'site/mf-media';
const NEW_HEADING = 'Video (2. laidiens)';
const IMMUTABLE = 'public, max-age=31536000, immutable';

let bucket: TestBucket;
let site: Site;
let variant: string;
/** The bucket's address of mf-media: the shell's REMOTE_MEDIA_URL. */
let remoteUrl: string;
let to: string;

const script = (name: 'deploy-remote' | 'rollback-remote', args: string[]) =>
  releaseCommand(name, args, bucket.env);

/** The heading the shell's server draws into /videos (from mf-media's code in the bucket). */
async function renderedHeading(): Promise<string | null> {
  const html = await (await fetch(`${site.baseURL}/videos`)).text();
  if (!html.includes('id="koris-initial-data"')) return null;
  return /data-boundary="mf-media"[^>]*><h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? null;
}

/** Console errors, hydration warnings and page errors (a CSP refusal is a console error). */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text())) {
      problems.push(message.text());
    }
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/**
 * The next load of /videos shows `heading`: drawn by the server (once it has re-read the
 * bucket's manifests, which it does on a short interval) and taken over by the browser.
 */
async function nextLoadShows(page: Page, heading: string) {
  await expect.poll(renderedHeading, { timeout: 15_000 }).toBe(heading);
  // page.goto returns once the app has taken the server's HTML over (support/test.ts).
  await page.goto(`${site.baseURL}/videos`);
  await expect(page.locator('#koris-initial-data')).toHaveCount(1);
  await expect(page.locator('html')).toHaveAttribute('data-page-ready', /.*/);
  await expect(
    page
      .locator('main [data-boundary="mf-media"]')
      .getByRole('heading', { level: 1, name: heading, exact: true }),
  ).toBeVisible();
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(1_200_000);
  // A second build of mf-media with a visible change.
  variant = await buildVariant('mf-media', {
    search: '>Video</h1>',
    replace: `>${NEW_HEADING}</h1>`,
  });
  bucket = await startBucket();
  to = `s3://${bucket.bucket}/${PREFIX}`;
  remoteUrl = `${bucket.endpoint}/${bucket.bucket}/${PREFIX}/`;
  // Release 1: today's build, checked against the shell's build, before the site starts.
  const first = await deployRemote(
    { remote: 'mf-media', to: to, shell: path.join(ROOT, 'shell', 'dist') },
    bucket.env,
  );
  expect(first.code, first.stderr).toBe(0);
  expect(first.stdout).toContain(`served from ${remoteUrl} (the shell's REMOTE_MEDIA_URL)`);
  site = await startSite({ remoteUrls: { mf_media: remoteUrl } });
});

test.afterAll(async () => {
  await site?.stop();
  await bucket?.stop();
  if (variant) rmSync(variant, { recursive: true, force: true });
});

test('mf-media from the bucket: rendered by the shell’s server, taken over by the browser, working', async ({
  page,
}) => {
  const problems = watchConsole(page);
  const fromBucket: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(remoteUrl)) fromBucket.push(request.url().slice(remoteUrl.length));
  });
  // The players' providers are not reached from a test.
  await page.route(/^https:\/\/(www\.youtube-nocookie\.com|open\.spotify\.com)\//, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><title>x</title>',
    }),
  );

  // The shell's policy names the remote's folder in the bucket, never the bucket's whole host.
  const document = await fetch(`${site.baseURL}/videos`);
  const csp = document.headers.get('content-security-policy') ?? '';
  const folder = new URL('./', new URL('mf-manifest.json', remoteUrl.replace(/\/?$/, '/'))).href;
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  expect(csp).toMatch(new RegExp(`script-src [^;]*${literal(folder)}[ ;]`));
  expect(csp).toMatch(new RegExp(`connect-src [^;]*${literal(folder)}[ ;]`));
  expect(csp).not.toMatch(new RegExp(`${literal(bucket.endpoint)}/?[ ;]`));

  await nextLoadShows(page, 'Video');
  // The browser loaded the remote from the bucket: its manifest, entry and the page's chunks.
  expect(fromBucket).toContain('mf-manifest.json');
  expect(fromBucket).toContain('remoteEntry.js');
  expect(fromBucket.some((f) => /^__federation_expose_VideosPage\.[0-9a-f]+\.js$/.test(f))).toBe(
    true,
  );
  // Interactive: a video's play button puts the player in its place.
  const play = page.getByRole('button', { name: /^Atskaņot: / }).first();
  const title = ((await play.getAttribute('aria-label')) ?? '').replace(/^Atskaņot: /, '');
  await play.click();
  await expect(page.locator(`iframe[title="${title}"]`)).toHaveAttribute(
    'src',
    /^https:\/\/www\.youtube-nocookie\.com\/embed\//,
  );
  // Another mf-media route, in the app.
  await page.goto(`${site.baseURL}/photo`);
  await expect(
    page.locator('main [data-boundary="mf-media"]').getByRole('heading', { level: 1 }),
  ).toBeVisible();
  expect(problems).toEqual([]);
});

test('a second deploy to the bucket shows on the next load, and a rollback brings the first back', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const problems = watchConsole(page);
  const remotesJson = await (await fetch(`${site.baseURL}/remotes.json`)).text();

  const deploy = await deployRemote(
    { remote: 'mf-media', to: to, from: path.join(variant, 'dist'), shell: site.baseURL },
    bucket.env,
  );
  expect(deploy.code, deploy.stderr).toBe(0);
  expect(deploy.stdout).toContain(`shared majors match the live shell (${site.baseURL}/`);
  const [, second, first] = /([0-9a-f]{16}) is current \(was ([0-9a-f]{16})\)/.exec(deploy.stdout)!;
  await nextLoadShows(page, NEW_HEADING);

  // The bucket's caching: the pointers revalidated, the hashed files kept a year.
  for (const file of ['mf-manifest.json', 'remoteEntry.js', 'server/mf-manifest.json']) {
    const res = await fetch(`${remoteUrl}${file}`);
    expect(res.headers.get('cache-control'), file).toBe('no-cache');
  }
  const chunk = Object.keys(hashTree(path.join(variant, 'dist'))).find((f) =>
    /^__federation_expose_VideosPage\.[0-9a-f]{10}\.js$/.test(f),
  )!;
  const hashed = await fetch(`${remoteUrl}${chunk}`, { headers: { origin: site.baseURL } });
  expect(hashed.headers.get('cache-control')).toBe(IMMUTABLE);
  expect(hashed.headers.get('content-type')).toMatch(/javascript/);

  const rollback = await script('rollback-remote', [
    'mf-media',
    '--to',
    to,
    '--shell',
    site.baseURL,
  ]);
  expect(rollback.code, rollback.stderr).toBe(0);
  expect(rollback.stdout).toContain(`${first} (deployed `);
  expect(rollback.stdout).toContain(`instead of ${second}`);
  await nextLoadShows(page, 'Video');
  // A page opened on the second release still finds its chunks.
  expect((await fetch(`${remoteUrl}${chunk}`)).status).toBe(200);

  // Nothing was restarted or re-pointed: the shell lists the same remotes.
  expect(await (await fetch(`${site.baseURL}/remotes.json`)).text()).toBe(remotesJson);
  expect(problems).toEqual([]);
});
