#!/usr/bin/env node
/**
 * `pnpm test`: lint and the type check, every package's unit tests (two suites at a time), then production builds,
 * then the topology tests (the built API and shell as several instances behind HAProxy), then
 * the browser tests (Playwright driving Debian's Chromium). Installs what the tests need
 * from the machine (Chromium, PostgreSQL, Redis, HAProxy) with apt-get when it is missing and we
 * are root; otherwise says exactly what to install and fails. Exits non-zero on any
 * failure; the last line counts suites: `N passed, N failed`.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ensurePackages, missingPackages } from '@koris/tooling/services';
import {
  CHROMIUM_BIN as CHROMIUM,
  ROOT,
  buildProduction,
  pnpmCommand,
  runPnpm,
} from './lib/common.mjs';
const results = [];
const started = Date.now();

function banner(text) {
  console.log(`\n━━━ ${text} ━━━`);
}

/**
 * What the machine itself must provide, all from Debian's apt through the one mechanism the
 * unit tests also use (tooling/services): Chromium for the browser tests, and the real
 * PostgreSQL, Redis and HAProxy that the unit tests start. A CHROMIUM_PATH of one's own is
 * never replaced by an installed package.
 */
async function ensureMachine() {
  if (process.env.CHROMIUM_PATH && !existsSync(CHROMIUM)) {
    console.error(
      `\n✗ The browser tests need Chromium at ${CHROMIUM} (CHROMIUM_PATH) and it is not there.\n`,
    );
    return false;
  }
  const wanted = [{ name: 'chromium', bin: CHROMIUM }, 'postgresql', 'redis-server', 'haproxy'];
  const missing = missingPackages(wanted);
  if (missing.length === 0) return true;
  banner(`missing from this machine: ${missing.join(', ')}`);
  try {
    await ensurePackages(wanted);
    return true;
  } catch (error) {
    console.error(
      `\n✗ The tests need Chromium (browser tests) and PostgreSQL, Redis and HAProxy (unit tests).\n` +
        `  ${error.message}\n`,
    );
    return false;
  }
}

/** Workspace packages with a `test` script, in a stable order (e2e last, on its own). */
function unitPackages() {
  const folders = [
    'shared',
    'tooling',
    'server-kit',
    'releases',
    'api',
    'shell',
    'mf-content',
    'mf-media',
    'mf-admission',
    'mf-account',
  ];
  return folders.filter((folder) => {
    const file = path.join(ROOT, folder, 'package.json');
    if (!existsSync(file)) return false;
    const pkg = JSON.parse(readFileSync(file, 'utf8'));
    return Boolean(pkg.scripts?.test);
  });
}

async function suite(name, fn) {
  banner(name);
  const t0 = Date.now();
  const ok = (await fn()) === 0;
  results.push({ name, ok, seconds: Math.round((Date.now() - t0) / 1000) });
  return ok;
}

/** Runs `pnpm args`, its output held and handed back whole with the exit code. */
function held(args, env) {
  const [command, full] = pnpmCommand(args);
  const child = spawn(command, full, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('error', (error) => {
      output.push(Buffer.from(`${command}: ${error.message}\n`));
      resolve({ code: 127, output });
    });
    child.on('close', (exit, signal) => resolve({ code: exit ?? (signal ? 1 : 0), output }));
  });
}

/**
 * Suites two at a time: each of them is one process on one core (ESLint, tsc, jest in band),
 * and the machine has two. Every suite's output is printed whole when it ends, so the log
 * reads one suite at a time. Longest first, so the pair ends together.
 */
async function inPairs(suites, env) {
  const queue = [...suites];
  const lane = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const t0 = Date.now();
      const { code, output } = await held(next.args, env);
      banner(next.name);
      process.stdout.write(Buffer.concat(output));
      results.push({
        name: next.name,
        ok: code === 0,
        seconds: Math.round((Date.now() - t0) / 1000),
      });
    }
  };
  await Promise.all([lane(), lane()]);
}

function finish() {
  const passed = results.filter((r) => r.ok).length;
  const failed = results.length - passed;
  banner(`Summary (${Math.round((Date.now() - started) / 1000)} s)`);
  for (const r of results) console.log(`${r.ok ? '✓' : '✗'} ${r.name} (${r.seconds} s)`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}

// Fail fast on what the machine itself must provide.
if (!(await ensureMachine())) {
  results.push({ name: 'machine: Debian packages missing', ok: false, seconds: 0 });
  finish();
}

const env = { ...process.env, CI: process.env.CI || 'true' };
// The same gates a developer runs: ESLint + Prettier, and tsc in every package.
await inPairs(
  [
    { name: 'typecheck (tsc, every package)', args: ['typecheck'] },
    { name: 'lint (eslint + prettier)', args: ['lint'] },
  ],
  env,
);
// The API's suite is its two database lanes (SQLite, then PostgreSQL: `pnpm --filter
// @koris/api test` runs both in turn), each the longest of the unit suites: they go first.
const longestFirst = [
  'api',
  'mf-content',
  'shell',
  'mf-account',
  'mf-media',
  'releases',
  'tooling',
  'shared',
  'mf-admission',
  'server-kit',
];
const packages = unitPackages().sort(
  (a, b) => (longestFirst.indexOf(a) + 1 || 99) - (longestFirst.indexOf(b) + 1 || 99),
);
await inPairs(
  packages.flatMap((folder) =>
    folder === 'api'
      ? [
          {
            name: 'unit tests: @koris/api on SQLite',
            args: ['--filter', '@koris/api', 'test:sqlite'],
          },
          {
            name: 'unit tests: @koris/api on PostgreSQL',
            args: ['--filter', '@koris/api', 'test:postgres'],
          },
        ]
      : [{ name: `unit tests: @koris/${folder}`, args: ['--filter', `@koris/${folder}`, 'test'] }],
  ),
  env,
);

banner('production builds');
const built = await buildProduction({ force: process.env.FORCE_BUILD === '1' });
if (!built) {
  results.push({ name: 'production builds', ok: false, seconds: 0 });
  results.push({ name: 'browser tests (not run: build failed)', ok: false, seconds: 0 });
  finish();
}

// Several instances of the built API and shell behind the production HAProxy configuration.
await suite('topology tests: @koris/deploy', () =>
  runPnpm(['--filter', '@koris/deploy', 'test:topology'], { env }),
);

await suite('browser tests: @koris/e2e', () =>
  runPnpm(['--filter', '@koris/e2e', 'test'], { env }),
);
finish();
