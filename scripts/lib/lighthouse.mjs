/**
 * Lighthouse 12 through its CLI (mobile, default simulated throttling) with Debian's Chromium,
 * and the figures the benches print. Shared by `bench:lighthouse` and `bench:prerender`.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './common.mjs';

const CHROMIUM = JSON.parse(readFileSync(path.join(ROOT, 'tooling', 'chromium.json'), 'utf8'));
export const CHROME =
  process.env.CHROMIUM_PATH || process.env.CHROME_PATH || CHROMIUM.executablePath;
const LIGHTHOUSE = path.join(ROOT, 'e2e', 'node_modules', '.bin', 'lighthouse');
// chrome-launcher needs the headless flag itself (Playwright adds its own).
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM.args].join(' ');

export const TARGET = { performance: 95, other: 100, lcpMs: 2000, tbtMs: 150, cls: 0.02 };

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** One Lighthouse run; resolves with the parsed report (lhr). */
export function lighthouse(url, categories = 'performance,accessibility,best-practices,seo') {
  return new Promise((resolve, reject) => {
    const args = [
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      `--only-categories=${categories}`,
      `--chrome-flags=${CHROME_FLAGS}`,
    ];
    const child = spawn(LIGHTHOUSE, args, {
      env: { ...process.env, CHROME_PATH: CHROME },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse exited ${code}: ${err.slice(-500)}`));
      try {
        resolve(JSON.parse(out));
      } catch (error) {
        reject(error);
      }
    });
  });
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
  };
}

/** Per figure, the median over runs. */
export const medians = (runs) =>
  Object.fromEntries(Object.keys(runs[0]).map((k) => [k, median(runs.map((r) => r[k]))]));
