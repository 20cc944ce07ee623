'use strict';
/**
 * What every server started for tests shares: a private temporary folder, a stop that runs
 * once however often it is called, and the same stop when the test process ends early (exit,
 * Ctrl-C, a runner's SIGTERM), so that a crashed run leaves no server behind. A detached
 * watchdog covers the one ending no handler sees: the process killed outright.
 */
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');

const live = new Set();
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];

function stopAllNow() {
  for (const service of [...live]) service.stopNow();
}

function onSignal(signal) {
  stopAllNow();
  // A signal listener replaces Node's default (exit): once ours has run, end as Node would
  // have, unless someone else also listens and decides.
  for (const s of SIGNALS) process.removeListener(s, onSignal);
  if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
}

function hook() {
  process.on('exit', stopAllNow);
  for (const s of SIGNALS) process.on(s, onSignal);
}

function unhook() {
  process.removeListener('exit', stopAllNow);
  for (const s of SIGNALS) process.removeListener(s, onSignal);
}

const shellQuote = (s) => `'${String(s).replace(/'/g, `'\\''`)}'`;

/**
 * A shell that waits for this process to end and then runs `cleanup` (shell words). Its own
 * session, so the signal that ends a test run's process group does not end it too.
 */
function watchdog(cleanup) {
  const script = `while kill -0 ${process.pid} 2>/dev/null; do sleep 1; done; ${cleanup}`;
  const child = spawn('sh', ['-c', script], { detached: true, stdio: 'ignore' });
  child.on('error', () => undefined);
  child.unref();
  return child;
}

/**
 * Registers a started server. `stop` (async) is the orderly stop; `stopNow` (synchronous) is
 * what the exit handler can still do; `cleanup` is the watchdog's shell command. Returns the
 * idempotent stop that callers get.
 */
function register({ stop, stopNow, cleanup }) {
  const dog = cleanup ? watchdog(cleanup) : null;
  let done = null;
  const service = {
    stopNow() {
      if (done) return;
      done = Promise.resolve();
      release();
      try {
        stopNow();
      } catch {
        // The process is ending: nothing left to report to.
      }
    },
  };
  function release() {
    live.delete(service);
    if (live.size === 0) unhook();
    if (dog && dog.exitCode === null) dog.kill('SIGKILL');
  }
  if (live.size === 0) hook();
  live.add(service);
  return function stopService() {
    done ??= (async () => {
      try {
        await stop();
      } finally {
        release();
      }
    })();
    return done;
  };
}

/** True when every folder above `dir` lets other users pass through (mode o+x). */
function traversable(dir) {
  for (let d = path.resolve(dir); ; d = path.dirname(d)) {
    try {
      if ((fs.statSync(d).mode & 0o001) === 0) return false;
    } catch {
      return false;
    }
    if (d === path.dirname(d)) return true;
  }
}

/**
 * A fresh folder for one server. With `owner` ({ uid, gid }: a server that refuses root), it
 * belongs to that user, and it is made under /tmp when TMPDIR's parents would not let that
 * user reach it.
 */
function makeTempDir(prefix, owner) {
  let base = os.tmpdir();
  if (owner && !traversable(base)) base = '/tmp';
  const dir = fs.mkdtempSync(path.join(base, prefix));
  if (owner) fs.chownSync(dir, owner.uid, owner.gid);
  return dir;
}

function removeDir(dir) {
  fs.rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
}

/**
 * Spawns a long-running server as a child and keeps the tail of its output, for the error
 * that says why it did not come up.
 */
function spawnServer(command, args, options = {}) {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  const keep = (chunk) => {
    log = (log + chunk.toString()).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.log = () => log;
  child.exited = new Promise((resolve) => {
    child.on('error', (error) => {
      keep(`failed to start ${command}: ${error.message}\n`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? signal));
  });
  return child;
}

/** Ends a child: SIGTERM, then SIGKILL if it has not gone after `graceMs`. */
async function endChild(child, graceMs = 5_000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await child.exited;
  clearTimeout(timer);
}

/** Runs a command to its end: resolves its output, rejects with it on a non-zero exit. */
function runCommand(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.stderr.on('data', (c) => (out += c));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(out);
      else
        reject(
          new Error(`${path.basename(command)} ${args.join(' ')} failed (exit ${code}):\n${out}`),
        );
    });
  });
}

/** True once something accepts TCP connections on 127.0.0.1:`port`. */
function portOpen(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.setTimeout(1_000);
    const end = (open) => {
      socket.destroy();
      resolve(open);
    };
    socket.once('connect', () => end(true));
    socket.once('error', () => end(false));
    socket.once('timeout', () => end(false));
  });
}

/** Polls `check` (async, true when ready) until it is, `alive()` turns false, or time runs out. */
async function waitUntil(check, { timeoutMs = 30_000, alive = () => true } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && alive()) {
    if (await check().catch(() => false)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

/**
 * Registers `child`, a server living in its own temporary folder `dir`: stopping it ends the
 * child and removes the folder. Returns that stop, and whether the child still runs.
 */
function registerChild(child, dir) {
  const stop = register({
    async stop() {
      await endChild(child);
      removeDir(dir);
    },
    stopNow() {
      child.kill('SIGKILL');
      removeDir(dir);
    },
    cleanup: `kill -9 ${child.pid} 2>/dev/null; rm -rf ${shellQuote(dir)}`,
  });
  const alive = () => child.exitCode === null && child.signalCode === null;
  return { stop, alive };
}

/**
 * `start()`, again when the free port it looked up was taken by another process before the
 * server bound it ("Address already in use"): three tries in all.
 */
async function retryWhilePortTaken(start) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await start();
    } catch (error) {
      if (attempt < 3 && /Address already in use/i.test(error.message)) continue;
      throw error;
    }
  }
}

module.exports = {
  register,
  registerChild,
  retryWhilePortTaken,
  makeTempDir,
  removeDir,
  spawnServer,
  endChild,
  runCommand,
  portOpen,
  waitUntil,
  shellQuote,
};
