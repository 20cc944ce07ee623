'use strict';
/**
 * The machine's own programs that tests need (Chromium, PostgreSQL, Redis, HAProxy) come from
 * Debian's apt, never from a download: installed here when we are root and apt-get exists,
 * otherwise named in one message that says exactly what to install.
 */
const { spawn, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

/**
 * The program that proves a package is there. Probing the program rather than dpkg's database
 * lets a machine that has it some other way (a source build, another distribution) pass.
 */
const PROGRAMS = {
  postgresql: () => postgresBinDir(),
  'redis-server': () => onPath('redis-server'),
  haproxy: () => onPath('haproxy'),
  chromium: () => onPath(process.env.CHROMIUM_PATH || require('../chromium.json').executablePath),
};

const SBIN = ['/usr/local/sbin', '/usr/sbin', '/sbin'];

/** An absolute path if it is executable, or the first match of a bare name on PATH; else null. */
function onPath(program) {
  const executable = (file) => {
    try {
      fs.accessSync(file, fs.constants.X_OK);
      return fs.statSync(file).isFile();
    } catch {
      return false;
    }
  };
  if (program.includes('/')) return executable(program) ? program : null;
  // The sbin folders too: Debian puts haproxy there and a normal user's PATH lacks them.
  const dirs = [...(process.env.PATH || '').split(path.delimiter), ...SBIN];
  for (const dir of dirs) {
    if (dir && executable(path.join(dir, program))) return path.join(dir, program);
  }
  return null;
}

/**
 * The folder of PostgreSQL's server programs (initdb, pg_ctl, postgres). Debian keeps them
 * outside PATH, one folder per major version; the newest wins. PG_BIN overrides.
 */
function postgresBinDir() {
  const has = (dir) => Boolean(dir) && onPath(path.join(dir, 'initdb')) !== null;
  if (process.env.PG_BIN) return has(process.env.PG_BIN) ? process.env.PG_BIN : null;
  let versions = [];
  try {
    versions = fs
      .readdirSync('/usr/lib/postgresql')
      .filter((v) => /^\d+$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
  } catch {
    // Not Debian's layout: PATH is the last place to look.
  }
  for (const v of versions) {
    const dir = path.join('/usr/lib/postgresql', v, 'bin');
    if (has(dir)) return dir;
  }
  const initdb = onPath('initdb');
  return initdb ? path.dirname(initdb) : null;
}

/** `'name'` or `{ name, bin }` (bin: a path or a command that proves the package is there). */
function normalize(entry) {
  return typeof entry === 'string' ? { name: entry, bin: undefined } : entry;
}

function isPresent({ name, bin }) {
  if (bin) return onPath(bin) !== null;
  if (PROGRAMS[name]) return PROGRAMS[name]() !== null;
  const status = spawnSync('dpkg-query', ['-W', '-f=${Status}', name], { encoding: 'utf8' });
  return status.status === 0 && /install ok installed/.test(status.stdout);
}

/** The Debian packages of `entries` that this machine lacks. */
function missingPackages(entries) {
  return entries
    .map(normalize)
    .filter((e) => !isPresent(e))
    .map((e) => e.name);
}

function installHint(names) {
  const list = names.join(' ');
  return (
    `Missing Debian package${names.length > 1 ? 's' : ''}: ${names.join(', ')}.\n` +
    '  On Debian (or a Debian-based image), as root:\n' +
    `      apt-get update && apt-get install -y --no-install-recommends ${list}\n` +
    `  (with sudo: sudo apt-get update && sudo apt-get install -y --no-install-recommends ${list})\n` +
    '  Elsewhere, install them so that their programs are on PATH ' +
    "(PostgreSQL's initdb and pg_ctl: PATH or PG_BIN)."
  );
}

function canInstall() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  return isRoot && onPath('apt-get') !== null;
}

/** apt-get's output goes to stderr: a test runner's stdout may be its own protocol. */
function aptGet(args) {
  return new Promise((resolve) => {
    const child = spawn(
      'apt-get',
      // Another apt (a parallel test file, unattended upgrades) may hold the lock for a while.
      ['-o', 'DPkg::Lock::Timeout=300', ...args],
      {
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    child.stdout.pipe(process.stderr, { end: false });
    child.stderr.pipe(process.stderr, { end: false });
    child.on('error', () => resolve(127));
    child.on('close', (code) => resolve(code ?? 1));
  });
}

let updated = null;
let queue = Promise.resolve();

/**
 * Installs the missing ones of `entries` (Debian package names, or `{ name, bin }`) with
 * apt-get when it can; otherwise, or when apt-get fails, throws an Error whose message says
 * what to install. Resolves with the names it installed.
 */
function ensurePackages(entries) {
  // One apt-get at a time per process: concurrent callers wait for the first.
  const run = queue.then(async () => {
    const missing = missingPackages(entries);
    if (missing.length === 0) return [];
    if (!canInstall()) throw new Error(installHint(missing));
    const started = Date.now();
    process.stderr.write(`[services] installing ${missing.join(', ')} with apt-get\n`);
    // The package lists are read once per process: a second update only costs time.
    updated ??= aptGet(['update']);
    const updateCode = await updated;
    const code =
      updateCode === 0
        ? await aptGet(['install', '-y', '--no-install-recommends', ...missing])
        : updateCode;
    const still = missingPackages(entries);
    if (code !== 0 || still.length > 0) {
      throw new Error(
        `apt-get failed (exit ${code}).\n${installHint(still.length ? still : missing)}`,
      );
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    process.stderr.write(`[services] installed ${missing.join(', ')} in ${seconds} s\n`);
    return missing;
  });
  queue = run.catch(() => undefined);
  return run;
}

module.exports = { ensurePackages, missingPackages, installHint, postgresBinDir, onPath };
