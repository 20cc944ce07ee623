/**
 * The site's own servers (API, shell, remotes, bucket, balancer) as children of the test or
 * bench process: each keeps the tail of its output for the error that says why it did not come
 * up, and every one still running is killed when this process ends, however it ends, so that a
 * failed run leaves no server behind on a shared machine.
 */
import { spawn } from 'node:child_process';

const live = new Set();
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];
let hooked = false;

function killAll() {
  for (const child of live) child.kill('SIGKILL');
  live.clear();
}

function hook() {
  if (hooked) return;
  hooked = true;
  process.on('exit', killAll);
  // A signal ends Node without its 'exit' handlers: kill the children, then end as Node would.
  for (const signal of SIGNALS) {
    process.once(signal, () => {
      killAll();
      process.kill(process.pid, signal);
    });
  }
}

/** Everything a child printed, when TOPOLOGY_LOGS=1, prefixed with its name. */
const echo = process.env.TOPOLOGY_LOGS === '1';

/**
 * Starts `command args` in `cwd` with exactly `env`. Returns a handle: `pid`, `alive()`,
 * `log()` (the tail of its output), `exited` (resolves `{ code, signal }`), `signal(name)`,
 * `stop()` (SIGTERM, then SIGKILL after `graceMs`).
 */
export function startChild(label, command, args, { cwd, env }) {
  hook();
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  live.add(child);
  let tail = '';
  const keep = (chunk) => {
    tail = (tail + chunk.toString()).slice(-8000);
    if (echo) {
      for (const line of chunk.toString().split('\n')) {
        if (line) process.stderr.write(`[${label}] ${line}\n`);
      }
    }
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => {
    child.on('error', (error) => {
      keep(`failed to start ${command}: ${error.message}\n`);
      live.delete(child);
      resolve({ code: 127, signal: null });
    });
    child.on('exit', (code, signal) => {
      live.delete(child);
      resolve({ code, signal });
    });
  });
  const alive = () => child.exitCode === null && child.signalCode === null;
  return {
    label,
    pid: child.pid,
    alive,
    log: () => tail,
    exited,
    /** Sends `name` (e.g. SIGKILL for kill -9, SIGTERM for a graceful stop). */
    signal(name) {
      if (alive()) child.kill(name);
    },
    async stop(graceMs = 15_000) {
      if (!alive()) return exited;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      const result = await exited;
      clearTimeout(timer);
      return result;
    },
  };
}

/**
 * Polls `check` (async, true when ready) every `everyMs` until it is, `alive()` turns false or
 * `timeoutMs` passes; resolves whether it became ready.
 */
export async function waitUntil(
  check,
  { timeoutMs = 60_000, everyMs = 100, alive = () => true } = {},
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && alive()) {
    if (await check().catch(() => false)) return true;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  return false;
}

/** True when `url` answers `status` (a GET, bodies read and dropped). */
export async function answers(url, status = 200) {
  const res = await fetch(url, { signal: AbortSignal.timeout(3_000) });
  await res.arrayBuffer();
  return res.status === status;
}

/** Waits until `url` answers 200; throws with the child's output when it does not. */
export async function waitReady(child, url, timeoutMs = 120_000) {
  const ready = await waitUntil(() => answers(url), { timeoutMs, alive: child.alive });
  if (!ready) {
    const log = child.log();
    await child.stop();
    throw new Error(`${child.label} did not answer 200 on ${url}:\n${log}`);
  }
}
