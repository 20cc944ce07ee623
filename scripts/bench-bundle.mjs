#!/usr/bin/env node
/**
 * `pnpm bench:bundle`: starts the production site on free ports, loads `/`, `/events` and
 * `/photo` cold in Chromium and prints the compressed JavaScript each transferred (budget for
 * `/`: 130 KB, docs/architecture.md#budgets), file by file, and how many copies of React, ReactDOM, the router and
 * the store were fetched. Figures only.
 * `--no-build` skips the stale-build check; `--route /x` measures another page too.
 * Then, on /events and /photo at phone and desktop size, the image bytes sent against the
 * originals of the same images (the target is in docs/performance.md). The API keeps no raw upload but
 * records what was uploaded (table `images` of DATA_DIR/koris.sqlite: bytes, format, pixel size;
 * the seed uploads camera-like 2400 px JPEGs through the same path): the bench reads the
 * originals' bytes there, read-only, from the data folder of the site it started. Second figure:
 * the same bytes against each image's 1280 px webp variant (what a page without srcset/sizes
 * would send).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT, buildProduction, ensureBrowser } from './lib/common.mjs';
import { launchBenchSite } from './lib/site.mjs';

const BUDGET = 130 * 1024;
const argv = process.argv.slice(2);
const extraRoutes = argv.flatMap((a, i) => (a === '--route' && argv[i + 1] ? [argv[i + 1]] : []));
const require = createRequire(import.meta.url);
const { chromium } = require('@playwright/test');
// better-sqlite3 is the API's dependency, not the root's.
const Sqlite = createRequire(path.join(ROOT, 'api', 'package.json'))('better-sqlite3');
const CHROMIUM = require('@koris/tooling/chromium.json');

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

if (!argv.includes('--no-build') && !(await buildProduction({ log: () => undefined }))) {
  process.exit(1);
}
if (!(await ensureBrowser())) process.exit(1);

const { site, base, stop } = await launchBenchSite('bench');
let browser;
try {
  const owners = new Map([[new URL(base).origin, 'shell']]);
  for (const r of site.plan.remotes) owners.set(new URL(r.url).origin, r.folder);

  // Which shared modules each file of each package holds, from the packages' manifests (the
  // shell's start-up file holds all it provides).
  const sharedOf = new Map();
  for (const [origin, folder] of owners) {
    const manifest = await (await fetch(`${origin}/mf-manifest.json`)).json();
    for (const s of manifest.shared) {
      for (const file of [...s.assets.js.sync, ...s.assets.js.async]) {
        const key = `${origin}/${file}`;
        sharedOf.set(key, [...(sharedOf.get(key) ?? []), s.name]);
      }
    }
    void folder;
  }

  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || CHROMIUM.executablePath,
    args: CHROMIUM.args,
  });

  for (const route of new Set(['/', '/events', '/photo', ...extraRoutes])) {
    const context = await browser.newContext(); // cold: empty cache
    const page = await context.newPage();
    const seen = [];
    page.on('requestfinished', (request) => seen.push(request));
    await page.goto(`${base}${route}`, { waitUntil: 'networkidle' });
    await page.locator('main h1, main h2').first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');

    const rows = [];
    for (const request of seen) {
      const response = await request.response();
      if (!response) continue;
      const url = request.url();
      const type = request.resourceType();
      if (type !== 'script' && !/\.js(\?|$)/.test(url)) continue;
      const sizes = await request.sizes();
      const u = new URL(url);
      rows.push({
        file: `${owners.get(u.origin) ?? u.origin}${u.pathname}`,
        bytes: sizes.responseBodySize,
        encoding: (await response.headerValue('content-encoding')) ?? 'identity',
        raw: (await response.body().catch(() => Buffer.alloc(0))).length,
        shared: sharedOf.get(`${u.origin}${u.pathname}`) ?? [],
        text: (await response.body().catch(() => Buffer.alloc(0))).toString('utf8'),
      });
    }
    rows.sort((a, b) => b.bytes - a.bytes);
    const total = rows.reduce((n, r) => n + r.bytes, 0);
    console.log(`\nCold load of ${route}: ${rows.length} JavaScript files`);
    console.log('  compressed  uncompressed  enc   file  [shared module]');
    for (const r of rows) {
      console.log(
        `  ${kb(r.bytes).padStart(10)}  ${kb(r.raw).padStart(12)}  ${r.encoding.padEnd(4)}  ${r.file}${r.shared.length ? `  [${r.shared.join(', ')}]` : ''}`,
      );
    }
    console.log(
      `  total compressed JavaScript: ${kb(total)} (${total} bytes)` +
        (route === '/'
          ? `; budget 130 KB (${BUDGET} bytes): ${total <= BUDGET ? 'within' : `over by ${kb(total - BUDGET)}`}`
          : ' (the budget is for a cold /)'),
    );

    // Copies of the singletons: by the manifests, and by content as a cross-check.
    const byManifest = (name) => rows.filter((r) => r.shared.includes(name)).length;
    const byContent = (re) => rows.filter((r) => re.test(r.text)).length;
    console.log('  copies fetched (manifest / content signature):');
    console.log(`    react             ${byManifest('react')} / ${byContent(/\.cloneElement=/)}`);
    console.log(
      `    react-dom         ${byManifest('react-dom')} / ${byContent(/\.unstable_batchedUpdates=/)}`,
    );
    console.log(
      `    react-dom/client  ${byManifest('react-dom/client')} / ${byContent(/\.hydrateRoot=/)}`,
    );
    for (const name of ['react/jsx-runtime', 'react-router', 'react-router-dom', 'zustand']) {
      console.log(`    ${name.padEnd(17)} ${byManifest(name)}`);
    }
    const runtime = rows.filter((r) => /remoteEntry\.js$/.test(r.file));
    console.log(
      `  remoteEntry.js files: ${runtime.length}, ${kb(runtime.reduce((n, r) => n + r.bytes, 0))} compressed`,
    );
    await context.close();
  }

  // Image bytes: what the pages transfer against the originals of the same images,
  // as recorded by the API at upload (DATA_DIR/koris.sqlite, table `images`), and against
  // their 1280 px variants. Each image shown counts once, however many of its files a page
  // fetched; every fetched file's bytes count as sent.
  const imageRoutes = [...new Set(['/events', '/photo', ...extraRoutes])];
  const viewports = {
    phone: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true },
    desktop: { viewport: { width: 1350, height: 940 }, deviceScaleFactor: 1 },
  };
  const db = new Sqlite(path.join(site.plan.dataDir, 'koris.sqlite'), {
    readonly: true,
    fileMustExist: true,
  });
  const recorded = db.prepare('SELECT original_bytes FROM images WHERE key = ?').pluck();
  const largeBytes = new Map();
  const largeOf = async (key) => {
    if (!largeBytes.has(key)) {
      const res = await fetch(`${base}/uploads/${key}-1280.webp`);
      largeBytes.set(key, (await res.arrayBuffer()).byteLength);
    }
    return largeBytes.get(key);
  };
  console.log(
    '\nImage bytes of the images shown (cold load, first screen and lazy ones in view), against' +
      '\nthe originals uploaded (recorded by the API) and against their 1280 px webp variants:',
  );
  try {
    for (const route of imageRoutes) {
      for (const [name, options] of Object.entries(viewports)) {
        const context = await browser.newContext(options);
        const page = await context.newPage();
        const images = [];
        page.on('requestfinished', (request) => {
          if (new URL(request.url()).pathname.startsWith('/uploads/')) images.push(request);
        });
        await page.goto(`${base}${route}`, { waitUntil: 'networkidle' });
        await page.locator('main h1, main h2').first().waitFor({ timeout: 30_000 });
        await page.waitForTimeout(1_500); // the 500 ms minimum display of a loading list
        await page.waitForLoadState('networkidle');
        const sentOf = new Map(); // image key → bytes of its files this page fetched
        for (const request of images) {
          const key = /\/uploads\/([a-f0-9]{24})-\d+\.webp$/.exec(
            new URL(request.url()).pathname,
          )?.[1];
          if (!key) continue;
          sentOf.set(key, (sentOf.get(key) ?? 0) + (await request.sizes()).responseBodySize);
        }
        let sent = 0;
        let originals = 0;
        let sentRecorded = 0;
        let large = 0;
        const unrecorded = [];
        for (const [key, bytes] of sentOf) {
          sent += bytes;
          large += await largeOf(key);
          const original = recorded.get(key);
          if (original === undefined) {
            unrecorded.push(key);
            continue;
          }
          originals += original;
          sentRecorded += bytes;
        }
        const ratio = originals
          ? `${(sentRecorded / originals).toFixed(3)} (target ≤ 0.25: ${sentRecorded <= 0.25 * originals ? 'within' : 'over'})`
          : 'n/a (target ≤ 0.25)';
        const ratioLarge = large ? (sent / large).toFixed(2) : 'n/a';
        console.log(
          `  ${route.padEnd(8)} ${name.padEnd(8)} ${String(sentOf.size).padStart(2)} images (${String(images.length).padStart(2)} files): ${kb(sent).padStart(9)} sent, originals ${kb(originals).padStart(10)}, ratio ${ratio}; vs 1280 px variants ${kb(large).padStart(9)}: ${ratioLarge}`,
        );
        if (unrecorded.length > 0) {
          console.log(
            `           ${unrecorded.length} image(s) without a recorded original, left out of the first ratio: ${unrecorded.join(', ')}`,
          );
        }
        await context.close();
      }
    }
  } finally {
    db.close();
  }
} finally {
  await browser?.close();
  await stop();
}
