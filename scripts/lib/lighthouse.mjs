/**
 * Lighthouse 12 through its CLI (mobile, default simulated throttling) with Debian's Chromium,
 * and the figures the benches print. Shared by `bench:lighthouse` and `bench:prerender`.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './common.mjs';

const CHROMIUM = createRequire(import.meta.url)('@koris/tooling/chromium.json');
export const CHROME =
  process.env.CHROMIUM_PATH || process.env.CHROME_PATH || CHROMIUM.executablePath;
const LIGHTHOUSE = path.join(ROOT, 'node_modules', '.bin', 'lighthouse');
// chrome-launcher needs the headless flag itself (Playwright adds its own).
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM.args].join(' ');

export const TARGET = { performance: 100, other: 100, lcpMs: 1200, tbtMs: 50, cls: 0 };

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * One Lighthouse run; resolves with the parsed report (lhr), to which it adds `cpuTbtMs`: the
 * total blocking time computed the same way from the page's main-thread tasks after the first
 * paint, but from each task's CPU time (×4, Lighthouse's CPU slowdown) instead of its wall time.
 * On this shared 2-core machine a task's wall time is often 2–4× its CPU time (the thread waits
 * for a core: Chromium's other threads and processes, the site's servers, other work), and
 * Lighthouse's simulation multiplies that wait by 4 too; the CPU figure shows what the page's
 * own code costs, run to run.
 */
export function lighthouse(url, categories = 'performance,accessibility,best-practices,seo') {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'koris-lh-'));
  return new Promise((resolve, reject) => {
    const args = [
      url,
      '--output=json',
      `--output-path=${path.join(dir, 'report.json')}`,
      '--save-assets',
      '--quiet',
      `--only-categories=${categories}`,
      `--chrome-flags=${CHROME_FLAGS}`,
    ];
    const child = spawn(LIGHTHOUSE, args, {
      env: { ...process.env, CHROME_PATH: CHROME },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let err = '';
    child.stdout.resume();
    child.stderr.on('data', (d) => (err += d));
    child.on('close', (code) => {
      try {
        if (code !== 0) throw new Error(`lighthouse exited ${code}: ${err.slice(-500)}`);
        const lhr = JSON.parse(readFileSync(path.join(dir, 'report.json'), 'utf8'));
        const trace = JSON.parse(readFileSync(path.join(dir, 'report-0.trace.json'), 'utf8'));
        lhr.cpuTbtMs = cpuBlockingTime(trace.traceEvents ?? trace);
        resolve(lhr);
      } catch (error) {
        reject(error);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
}

/** Σ max(0, 4 × CPU time − 50 ms) over the renderer's main-thread tasks after the first paint. */
export function cpuBlockingTime(events) {
  const perThread = new Map();
  for (const e of events) {
    if (e.name !== 'EvaluateScript' && e.name !== 'ParseHTML') continue;
    const key = `${e.pid}:${e.tid}`;
    perThread.set(key, (perThread.get(key) ?? 0) + 1);
  }
  const main = [...perThread].sort((a, b) => b[1] - a[1])[0]?.[0];
  const fcp =
    events.find((e) => e.name === 'firstContentfulPaint' && `${e.pid}:${e.tid}` === main) ??
    events.find((e) => e.name === 'firstContentfulPaint');
  if (!main || !fcp) return NaN;
  let total = 0;
  for (const e of events) {
    if (e.name !== 'RunTask' || e.ph !== 'X' || `${e.pid}:${e.tid}` !== main) continue;
    if (e.ts < fcp.ts || e.tdur === undefined) continue;
    total += Math.max(0, (4 * e.tdur) / 1000 - 50);
  }
  return total;
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART): one more try. */
export function lighthouseRetried(url, categories, onRetry = () => undefined) {
  return lighthouse(url, categories).catch((error) => {
    onRetry(error);
    return lighthouse(url, categories);
  });
}

export function figures(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    fcpMs: audit('first-contentful-paint'),
    cpuTbtMs: lhr.cpuTbtMs ?? NaN,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
  };
}

/** Per figure, the median over runs. */
export const medians = (runs) =>
  Object.fromEntries(Object.keys(runs[0]).map((k) => [k, median(runs.map((r) => r[k]))]));
