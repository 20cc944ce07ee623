#!/usr/bin/env node
/**
 * `pnpm bench:lighthouse`: starts the production site on free ports with a fresh seeded
 * database and runs Lighthouse 12 (mobile, default simulated throttling) several times on each
 * main page, printing the median scores and LCP, TBT and CLS per page against the targets
 * (docs/architecture.md#budgets). Figures only, never a pass/fail test: this machine is shared and noisy. Beside
 * Lighthouse's own figures: `TBT cpu`, the same blocking time from the main thread's CPU time
 * instead of its wall time (scripts/lib/lighthouse.mjs), and Lighthouse's CPU benchmark index
 * (higher is faster), so a slow or crowded run shows as one.
 *
 *   --runs N       runs per page (default 3)
 *   --route PATH   measure only this page (repeatable)
 *   --no-build     skip the stale-build check
 *   --json FILE    also write every run's figures to FILE
 *   --save DIR     also keep every run's whole Lighthouse report (JSON) in DIR
 *   --no-floor     skip the floor row
 *
 * The first row, `floor`, is the machine's floor (scripts/lib/floor.mjs): the same Lighthouse
 * runs on the smallest page the stack allows, React alone hydrating one heading. It is not a
 * page of the site and is not counted against the targets; where its TBT is near 150 ms, the
 * pages' TBT on this run says more about the machine than about the site.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildProduction, ensureBrowser } from './lib/common.mjs';
import { TARGET, figures, lighthouse, lighthouseRetried, medians } from './lib/lighthouse.mjs';
import { startFloor } from './lib/floor.mjs';
import { launchBenchSite } from './lib/site.mjs';

const argv = process.argv.slice(2);
const valuesOf = (flag) => argv.flatMap((a, i) => (a === flag && argv[i + 1] ? [argv[i + 1]] : []));
const RUNS = Number(valuesOf('--runs')[0] ?? 3);
const ONLY = valuesOf('--route');
const JSON_OUT = valuesOf('--json')[0];
const SAVE_DIR = valuesOf('--save')[0];
if (SAVE_DIR) mkdirSync(SAVE_DIR, { recursive: true });

if (!argv.includes('--no-build') && !(await buildProduction({ log: () => undefined }))) {
  process.exit(1);
}
if (!(await ensureBrowser())) process.exit(1);

const { base, stop } = await launchBenchSite('lighthouse');
const all = [];
let floor;
let floorResult;
try {
  if (!argv.includes('--no-floor')) floor = await startFloor();
  const galleries = await (await fetch(`${base}/api/galleries?skip=0&take=1`)).json();
  const firstGallery = galleries[0]?.id;
  const routes = ONLY.length
    ? ONLY
    : [
        '/',
        '/en',
        '/events',
        '/about-us',
        '/history',
        '/photo',
        ...(firstGallery ? [`/photo/gallery/${firstGallery}`] : []),
        '/videos',
        '/vara_saknes',
        '/uznemsana',
      ];

  // A throwaway run warms the servers' compression caches and the OS file cache.
  await lighthouse(`${base}/`).catch(() => undefined);

  console.log(
    `Lighthouse mobile (simulated throttling), median of ${RUNS} run(s) per page. Targets: performance ≥ ${TARGET.performance}, others ${TARGET.other}, LCP ≤ ${TARGET.lcpMs} ms, TBT ≤ ${TARGET.tbtMs} ms, CLS ≤ ${TARGET.cls}\n`,
  );
  console.log(
    'page                          perf  a11y  b-p   seo   LCP ms  TBT ms  CLS     FCP ms  TBT cpu  CPU idx  misses',
  );
  /** Lighthouse RUNS times on one address; prints the medians' row and returns them. */
  async function measure(label, url) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) {
      try {
        const lhr = await lighthouseRetried(url, undefined, (error) =>
          console.error(
            `  ${label}: run ${i + 1} failed once (${error.message.slice(-80)}); again`,
          ),
        );
        runs.push(figures(lhr));
        if (SAVE_DIR) {
          const name = `${label.replace(/[^a-z0-9]+/gi, '_') || '_'}-${i + 1}.json`;
          writeFileSync(path.join(SAVE_DIR, name), JSON.stringify(lhr));
        }
      } catch (error) {
        console.error(`  ${label}: run ${i + 1} failed: ${error.message}`);
      }
    }
    if (!runs.length) return undefined;
    const m = medians(runs);
    const misses = [
      m.performance < TARGET.performance && 'perf',
      m.accessibility < TARGET.other && 'a11y',
      m.bestPractices < TARGET.other && 'best-practices',
      m.seo < TARGET.other && 'seo',
      m.lcpMs > TARGET.lcpMs && 'LCP',
      m.tbtMs > TARGET.tbtMs && 'TBT',
      m.cls > TARGET.cls && 'CLS',
    ].filter(Boolean);
    console.log(
      `${label.padEnd(29)} ${String(m.performance).padStart(4)}  ${String(m.accessibility).padStart(4)}  ${String(m.bestPractices).padStart(4)}  ${String(m.seo).padStart(4)}  ${Math.round(m.lcpMs).toString().padStart(7)}  ${Math.round(m.tbtMs).toString().padStart(6)}  ${m.cls.toFixed(3).padStart(6)}  ${Math.round(m.fcpMs).toString().padStart(6)}  ${Math.round(m.cpuTbtMs).toString().padStart(7)}  ${Math.round(m.benchmarkIndex).toString().padStart(7)}  ${misses.join(',') || '-'}`,
    );
    return { runs, median: m };
  }

  if (floor) {
    const result = await measure('floor (React alone)', floor.url);
    if (result) floorResult = { ...result, scriptBytes: floor.scriptBytes };
  }
  for (const route of routes) {
    const result = await measure(route, `${base}${route}`);
    if (result) all.push({ route, ...result });
  }
  const met = all.filter(
    (p) =>
      p.median.performance >= TARGET.performance &&
      p.median.accessibility >= TARGET.other &&
      p.median.bestPractices >= TARGET.other &&
      p.median.seo >= TARGET.other &&
      p.median.lcpMs <= TARGET.lcpMs &&
      p.median.tbtMs <= TARGET.tbtMs &&
      p.median.cls <= TARGET.cls,
  ).length;
  console.log(`\n${met} of ${all.length} pages meet every target.`);
  if (floorResult) {
    console.log(
      `floor: React ${floorResult.scriptBytes.br} B of compressed JavaScript hydrating one heading; its TBT is this machine's before any code of the site runs.`,
    );
  }
  if (JSON_OUT)
    writeFileSync(JSON_OUT, JSON.stringify({ floor: floorResult, pages: all }, null, 2));
} finally {
  await stop();
  await floor?.stop();
}
