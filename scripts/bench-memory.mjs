#!/usr/bin/env node
/**
 * `pnpm bench:memory`: what the embedded site costs to host, in resident memory (RSS, from
 * /proc/PID/status) of every process that `pnpm start` runs, its supervisor (scripts/start.mjs)
 * included. It runs `node scripts/start.mjs --no-build` on free ports with a fresh DATA_DIR
 * and reads:
 *
 *   1. every process idle after the first start (the seed's image work done);
 *   2. every process idle after a restart on the same data;
 *   3. the API right after 50 photos of 3000 × 2000 are uploaded by the admin, and settled;
 *   4. every process after half and after all of 5,000 page renders (16 at a time) at distinct
 *      addresses (every gallery, unknown ids and paths, query strings): what still grows in
 *      the second half grows with the number of addresses served.
 *
 * With `--canary P` a second release of mf-content runs as a canary for P % of visitors the
 * whole time, as `pnpm deploy:remote mf-content --canary P` leaves it: both releases are
 * deployed into mf-content/releases (which must not exist yet, and is removed afterwards), the
 * shell's servers check the canary (RELEASE_STORES) from the restart on, and the renders,
 * each a fresh visitor, are drawn between the two releases, so the shell's server holds both.
 *
 * Then PASS/MISS against docs/architecture.md#budgets: idle total, the API after the uploads, no growth.
 *
 *   --canary P     a canary of mf-content for P % of visitors (off by default)
 *   --renders N    page renders (default 5000)
 *   --uploads N    photos uploaded (default 50)
 *   --idle S       seconds to wait before an idle reading (default 10)
 *   --no-build     skip the stale-build check
 */
import { execFileSync, spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { REMOTE_PACKAGES, ROOT, buildProduction } from './lib/common.mjs';
import { freePort, waitForHttp } from '@koris/deploy/site';

const argv = process.argv.slice(2);
const valueOf = (flag, fallback) => {
  const i = argv.indexOf(flag);
  return i >= 0 && argv[i + 1] ? Number(argv[i + 1]) : fallback;
};
const RENDERS = valueOf('--renders', 5000);
const UPLOADS = valueOf('--uploads', 50);
const IDLE_S = valueOf('--idle', 10);
const CANARY = valueOf('--canary', null);
const CONCURRENCY = 16;

/** docs/architecture.md#budgets. */
const IDLE_TOTAL_MB = 350;
const API_AFTER_UPLOADS_MB = 250;
/** Growth over the second half of the renders that still counts as flat (allocator noise). */
const FLAT_MB = 10;

const ADMIN = { email: 'admin@koris.lv', password: 'admin12345' };
const sharp = createRequire(path.join(ROOT, 'api', 'package.json'))('sharp');

if (!argv.includes('--no-build') && !(await buildProduction())) {
  console.error('\nNot measuring: a build failed (see above).');
  process.exit(1);
}

// --- processes -------------------------------------------------------------------------------

/** Resident memory of a process in MB, or null once it is gone. */
function rssMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]);
    return Number.isFinite(kb) ? kb / 1024 : null;
  } catch {
    return null;
  }
}

/** The parent of every process on the machine: pid → ppid. */
function parents() {
  const map = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // The command name may hold spaces and parentheses: the fields follow the last ')'.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      map.set(Number(name), ppid);
    } catch {
      // gone meanwhile
    }
  }
  return map;
}

/** A label for a process of the site, from its command line. */
function labelOf(pid, root) {
  if (pid === root) return 'supervisor';
  let cmd = '';
  try {
    cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
  } catch {
    return `pid ${pid}`;
  }
  if (cmd.includes('serve-remotes.js')) return 'remotes';
  if (cmd.includes('serve-package.js')) {
    try {
      return path.basename(readlinkSync(`/proc/${pid}/cwd`));
    } catch {
      return 'remote';
    }
  }
  if (cmd.includes('dist/server.js')) return 'api';
  if (cmd.includes('server.cjs')) return 'shell';
  return cmd.slice(0, 40);
}

/** `{ label: MB }` of the supervisor and everything it started. */
function snapshot(rootPid) {
  const tree = parents();
  const pids = [rootPid];
  for (let i = 0; i < pids.length; i++) {
    for (const [pid, ppid] of tree) if (ppid === pids[i]) pids.push(pid);
  }
  const out = {};
  for (const pid of pids) {
    const mb = rssMb(pid);
    if (mb === null) continue;
    let label = labelOf(pid, rootPid);
    while (label in out) label += "'";
    out[label] = mb;
  }
  return out;
}

const total = (snap) => Object.values(snap).reduce((a, b) => a + b, 0);

// --- the canary ------------------------------------------------------------------------------

const releasesDir = path.join(ROOT, 'mf-content', 'releases');
let canaryRelease = null;
let deployedHere = false;

/** `pnpm deploy:remote mf-content …` as an operator runs it; its output is kept. */
function deployContent(...args) {
  return execFileSync(
    process.execPath,
    [path.join(ROOT, 'scripts', 'deploy-remote.mjs'), 'mf-content', ...args],
    { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
}

/**
 * mf-content's build as the current release, and the same build with one file more (so its
 * bytes, and its release, differ) as a canary for CANARY % of visitors.
 */
function deployCanary() {
  if (existsSync(releasesDir)) {
    console.error(`Not measuring: ${releasesDir} exists, and the canary run would change it.`);
    process.exit(1);
  }
  deployedHere = true;
  deployContent();
  const copy = mkdtempSync(path.join(os.tmpdir(), 'koris-canary-'));
  cpSync(path.join(ROOT, 'mf-content', 'dist'), copy, { recursive: true });
  writeFileSync(path.join(copy, 'canary.txt'), 'the canary of bench:memory\n');
  try {
    const out = deployContent('--from', copy, '--canary', String(CANARY));
    canaryRelease = /([0-9a-f]{16}) goes to/.exec(out)?.[1] ?? null;
    if (!canaryRelease) throw new Error(`no canary in the deploy's output:\n${out}`);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
  console.log(`Canary ${canaryRelease} of mf-content for ${CANARY} % of visitors`);
}

// --- the site --------------------------------------------------------------------------------

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'koris-memory-'));
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  PORT: String(await freePort()),
  API_PORT: String(await freePort()),
  LOG_LEVEL: 'warn',
  // The admin uploads the photos with a password alone.
  REQUIRE_SECOND_FACTOR_ROLES: '',
};
for (const r of REMOTE_PACKAGES) env[r.env] = `http://localhost:${await freePort()}`;
const shellUrl = `http://127.0.0.1:${env.PORT}`;
const apiUrl = `http://127.0.0.1:${env.API_PORT}`;

let supervisor = null;

async function startSite() {
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'start.mjs'), '--no-build'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk) => {
    log = (log + chunk).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.done = new Promise((resolve) => child.on('exit', resolve));
  supervisor = child;
  const urls = [
    `${shellUrl}/remotes.json`,
    `${apiUrl}/api/system-settings`,
    ...REMOTE_PACKAGES.map((r) => `${env[r.env]}/mf-manifest.json`),
  ];
  const alive = () => child.exitCode === null && child.signalCode === null;
  for (const url of urls) {
    if (!(await waitForHttp(url, { timeoutMs: 300_000, alive }))) {
      throw new Error(`the site did not start:\n${log}`);
    }
  }
  // What `pnpm start` prints once everything answers.
  while (alive() && !log.includes('Site ready')) await sleep(100);
}

/** A staff token for the shell's canary checks (they read the counts from the API). */
async function staffToken() {
  const login = await fetch(`${apiUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  return (await login.json()).authorisation.token;
}

async function stopSite() {
  if (!supervisor || supervisor.exitCode !== null) return;
  supervisor.kill('SIGTERM');
  await supervisor.done;
}

// --- what a visitor and the staff do ---------------------------------------------------------

/** A camera-like photo: smooth light and shade with grain, so that JPEG keeps it large. */
async function photo(i, width = 3000, height = 2000) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${(i * 37) % 360},60%,35%)"/>
      <stop offset="1" stop-color="hsl(${(i * 37 + 140) % 360},50%,70%)"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${(i * 211) % width}" cy="${height / 2}" r="${height / 3}" fill="#fff" fill-opacity="0.3"/>
  </svg>`;
  const { data, info } = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
  let state = i + 1;
  for (let p = 0; p < data.length; p++) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    data[p] = Math.max(0, Math.min(255, data[p] + ((state >> 16) % 25) - 12));
  }
  return sharp(data, { raw: info }).jpeg({ quality: 88 }).toBuffer();
}

async function uploadPhotos(count) {
  const token = await staffToken();
  let bytes = 0;
  for (let i = 0; i < count; i++) {
    const jpeg = await photo(i);
    bytes += jpeg.length;
    const form = new FormData();
    form.append('title', `Koncerts ${i + 1}`);
    form.append('image', new Blob([jpeg], { type: 'image/jpeg' }), `photo-${i}.jpg`);
    const res = await fetch(`${apiUrl}/api/events`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    if (res.status !== 201) throw new Error(`upload ${i + 1}: ${res.status} ${await res.text()}`);
  }
  return bytes;
}

/** Distinct addresses: every gallery, unknown ids and paths, query strings on real pages. */
async function addresses(count) {
  const res = await fetch(`${apiUrl}/api/galleries`);
  const body = await res.json();
  const galleries = (Array.isArray(body) ? body : (body.data ?? [])).map((g) => g.id);
  const pages = ['/', '/events', '/photo', '/about-us', '/admission', '/login'];
  const list = galleries.map((id) => `/photo/gallery/${id}`);
  for (let i = 0; list.length < count; i++) {
    switch (i % 4) {
      case 0:
        list.push(`/photo/gallery/${100_000 + i}`);
        break;
      case 1:
        list.push(`${pages[i % pages.length]}?utm_source=bench-${i}`);
        break;
      case 2:
        list.push(`/nowhere/${i}`);
        break;
      default:
        list.push(`/photo/gallery/${galleries[i % galleries.length] ?? 1}?page=${i}`);
    }
  }
  return list;
}

async function render(list) {
  let next = 0;
  const statuses = {};
  let canaries = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < list.length) {
        const url = list[next++];
        const res = await fetch(`${shellUrl}${url}`, { headers: { accept: 'text/html' } });
        const html = await res.text();
        if (canaryRelease && html.includes(`/releases/${canaryRelease}/`)) canaries += 1;
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      }
    }),
  );
  return { statuses, canaries };
}

// --- the run ---------------------------------------------------------------------------------

const fmt = (mb) => (mb === undefined ? '-' : mb.toFixed(0));
const rows = [];
const readings = {};
const read = (name) => {
  readings[name] = snapshot(supervisor.pid);
  return readings[name];
};

try {
  if (CANARY !== null) deployCanary();
  console.log(`Starting the site (fresh DATA_DIR ${dataDir}) …`);
  let t = Date.now();
  await startSite();
  console.log(`  first start (seed included): ${((Date.now() - t) / 1000).toFixed(1)} s`);
  await sleep(IDLE_S * 1000);
  read('first start, idle');

  if (canaryRelease) {
    env.RELEASE_STORES = `mf-content=${releasesDir}`;
    env.RUM_API_TOKEN = await staffToken();
  }
  await stopSite();
  t = Date.now();
  await startSite();
  console.log(`  restart: ${((Date.now() - t) / 1000).toFixed(1)} s`);
  await sleep(IDLE_S * 1000);
  read('restart, idle');

  console.log(`Uploading ${UPLOADS} photos of 3000 × 2000 …`);
  t = Date.now();
  const bytes = await uploadPhotos(UPLOADS);
  console.log(
    `  ${(bytes / 1024 / 1024).toFixed(0)} MB of JPEG in ${((Date.now() - t) / 1000).toFixed(1)} s`,
  );
  read('after uploads');
  await sleep(IDLE_S * 1000);
  read('uploads, settled');

  const list = await addresses(RENDERS);
  const half = Math.floor(list.length / 2);
  console.log(`Rendering ${list.length} distinct addresses, ${CONCURRENCY} at a time …`);
  t = Date.now();
  const { statuses: first, canaries: firstCanaries } = await render(list.slice(0, half));
  read(`${half} renders`);
  const { statuses: second, canaries: secondCanaries } = await render(list.slice(half));
  read(`${list.length} renders`);
  if (canaryRelease) {
    const given = firstCanaries + secondCanaries;
    console.log(
      `  the canary rendered ${given} of ${list.length} (${((100 * given) / list.length).toFixed(0)} %)`,
    );
  }
  const statuses = Object.entries({ ...first })
    .map(([s, n]) => [s, n + (second[s] ?? 0)])
    .concat(Object.entries(second).filter(([s]) => !(s in first)));
  console.log(
    `  ${((Date.now() - t) / 1000).toFixed(1)} s; statuses: ${statuses.map(([s, n]) => `${s}×${n}`).join(', ')}`,
  );
} finally {
  await stopSite();
  rmSync(dataDir, { recursive: true, force: true });
  if (deployedHere) rmSync(releasesDir, { recursive: true, force: true });
}

// --- the table -------------------------------------------------------------------------------

const names = Object.keys(readings);
const labels = [...new Set(names.flatMap((n) => Object.keys(readings[n])))];
const width = Math.max(...names.map((n) => n.length), 18);
console.log(
  `\nRSS in MB\n${''.padEnd(width)} ${labels.map((l) => l.padStart(13)).join('')}       total`,
);
for (const n of names) {
  const snap = readings[n];
  console.log(
    `${n.padEnd(width)} ${labels.map((l) => fmt(snap[l]).padStart(13)).join('')} ${fmt(total(snap)).padStart(11)}`,
  );
}
const halfName = names[names.length - 2];
const lastName = names[names.length - 1];
const growth = Object.fromEntries(
  labels.map((l) => [l, (readings[lastName][l] ?? 0) - (readings[halfName][l] ?? 0)]),
);
console.log(
  `${'growth, 2nd half'.padEnd(width)} ${labels.map((l) => `${growth[l] >= 0 ? '+' : ''}${fmt(growth[l])}`.padStart(13)).join('')}`,
);

const idleFirst = total(readings['first start, idle']);
const idleRestart = total(readings['restart, idle']);
const apiSettled = readings['uploads, settled'].api;
const grown = labels.filter((l) => growth[l] > FLAT_MB);
const verdict = (ok) => (ok ? 'PASS' : 'MISS');
rows.push(
  [`idle after the first start ≤ ${IDLE_TOTAL_MB} MB`, fmt(idleFirst), idleFirst <= IDLE_TOTAL_MB],
  [`idle after a restart ≤ ${IDLE_TOTAL_MB} MB`, fmt(idleRestart), idleRestart <= IDLE_TOTAL_MB],
  [
    `API after ${UPLOADS} uploads, settled ≤ ${API_AFTER_UPLOADS_MB} MB`,
    fmt(apiSettled),
    apiSettled <= API_AFTER_UPLOADS_MB,
  ],
  [
    `no process grows > ${FLAT_MB} MB over the 2nd half of the renders`,
    grown.length ? grown.join(', ') : 'none',
    grown.length === 0,
  ],
);
console.log('');
for (const [what, value, ok] of rows) console.log(`${verdict(ok)}  ${what.padEnd(58)} ${value}`);
process.exitCode = rows.every((r) => r[2]) ? 0 : 1;
