/**
 * Runs the production site as DESIGN §4 deploys it: the API, each remote's own static server
 * and the shell's server, every one a child process with prefixed logs.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, waitForHttp } from '../../shared/src/server/net.mjs';
import { ROOT, REMOTE_PACKAGES, startChild } from './common.mjs';

export { freePort, waitForHttp };

/** A remote's static server; the shell's own server (its production build). */
const SERVE_REMOTE = path.join(ROOT, 'tooling', 'serve', 'serve-package.mjs');
const SERVE_SHELL = path.join(ROOT, 'shell', 'dist-server', 'server.cjs');
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '0.0.0.0', '[::1]']);

/**
 * Where each process listens. A REMOTE_*_URL on this machine (localhost:PORT) moves that
 * remote's local server to PORT; one elsewhere means the remote is deployed there and is not
 * started here (the shell just points at it).
 */
export function sitePlan(env = process.env) {
  const apiPort = Number(env.API_PORT || 8090);
  const shellPort = Number(env.PORT || 8080);
  const dataDir = path.resolve(process.cwd(), env.DATA_DIR || path.join(ROOT, 'api', 'data'));
  const remotes = REMOTE_PACKAGES.map((r) => {
    const given = env[r.env];
    if (!given) return { ...r, url: `http://localhost:${r.port}`, local: true };
    const url = new URL(given);
    if (LOCAL_HOSTS.has(url.hostname)) {
      return { ...r, port: Number(url.port || 80), url: given, local: true };
    }
    return { ...r, url: given, local: false };
  });
  return { apiPort, shellPort, dataDir, remotes };
}

/** How `pnpm start` keeps servers running: restart with backoff, give up on repeated crashes. */
export const RESTART_POLICY = {
  /** Crashes within `windowMs` after which a server is given up. */
  maxCrashes: 5,
  windowMs: 60_000,
  /** First delay before a restart, doubled for each recent crash, at most `maxDelayMs`. */
  baseDelayMs: 1_000,
  maxDelayMs: 16_000,
};

/**
 * One server kept running: `start()` spawns it; when it exits on its own it is started again
 * after a growing delay, until it crashed `maxCrashes` times within `windowMs`.
 * Fields: `label`, `readyUrl`, `child` (the current process), `restarts`, `gaveUp`,
 * `exited` (set once it is stopped or given up: `{ code, signal }`).
 */
export function supervise(
  label,
  spawnChild,
  { readyUrl, policy = RESTART_POLICY, onCrash, onRecovered, onGiveUp } = {},
) {
  const crashes = [];
  let stopping = false;
  let timer = null;
  const server = {
    label,
    readyUrl,
    child: null,
    restarts: 0,
    gaveUp: false,
    exited: null,
    start() {
      const child = spawnChild();
      server.child = child;
      child.done.then((result) => {
        if (stopping) {
          server.exited = result;
          return;
        }
        const now = Date.now();
        crashes.push(now);
        while (crashes.length && crashes[0] < now - policy.windowMs) crashes.shift();
        if (crashes.length >= policy.maxCrashes) {
          server.gaveUp = true;
          server.exited = result;
          onGiveUp?.(server, result, { crashes: crashes.length, windowMs: policy.windowMs });
          return;
        }
        const delayMs = Math.min(policy.baseDelayMs * 2 ** (crashes.length - 1), policy.maxDelayMs);
        onCrash?.(server, result, { delayMs, attempt: crashes.length, of: policy.maxCrashes });
        timer = setTimeout(async () => {
          timer = null;
          if (stopping) return;
          server.restarts++;
          const restarted = server.start();
          if (
            readyUrl &&
            (await waitForHttp(readyUrl, {
              alive: () =>
                server.child === restarted &&
                restarted.exitCode === null &&
                restarted.signalCode === null,
            }))
          ) {
            onRecovered?.(server);
          }
        }, delayMs);
      });
      return child;
    },
    async stop() {
      stopping = true;
      if (timer) clearTimeout(timer);
      const child = server.child;
      if (!child || server.exited || child.exitCode !== null || child.signalCode !== null) {
        server.exited ??= { code: child?.exitCode ?? 0, signal: child?.signalCode ?? null };
        return;
      }
      const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.kill('SIGTERM');
      await child.done;
      clearTimeout(force);
    },
  };
  return server;
}

/**
 * The processes of the production site as DESIGN §4 deploys it, for `plan` (sitePlan): the API,
 * each remote this machine serves (its own static server) and the shell's own server, each as
 * `node args…` in `cwd` with its environment (`base` plus its own), and the address that
 * answers once it is ready. `pnpm start`, the benches and the browser tests all run these.
 */
export function siteProcesses(plan, base = {}) {
  const api = {
    label: 'api',
    args: ['dist/server.js'],
    cwd: path.join(ROOT, 'api'),
    env: { ...base, API_PORT: String(plan.apiPort), DATA_DIR: plan.dataDir },
    readyUrl: `http://127.0.0.1:${plan.apiPort}/api/system-settings`,
  };
  const shellEnv = { ...base, PORT: String(plan.shellPort), API_PORT: String(plan.apiPort) };
  const remotes = [];
  for (const remote of plan.remotes) {
    shellEnv[remote.env] = remote.url;
    if (!remote.local) continue;
    remotes.push({
      label: remote.folder,
      args: [SERVE_REMOTE],
      cwd: path.join(ROOT, remote.folder),
      env: { ...base, PORT: String(remote.port) },
      readyUrl: `http://127.0.0.1:${remote.port}/mf-manifest.json`,
    });
  }
  const shell = {
    label: 'shell',
    args: [SERVE_SHELL],
    cwd: path.join(ROOT, 'shell'),
    env: shellEnv,
    readyUrl: `http://127.0.0.1:${plan.shellPort}/remotes.json`,
  };
  // The shell last: it writes /remotes.json from REMOTE_*_URL at start.
  return [api, ...remotes, shell];
}

/**
 * Starts every process. Returns `{ plan, children, ready, stop }`: `children` are the
 * supervised servers (see supervise()); `ready` resolves true once all of them answer HTTP;
 * `stop()` ends them all (SIGTERM, then SIGKILL after 10 s). A server that exits on its own is
 * restarted with backoff: `onCrash(server, result, { delayMs, attempt, of })` before that,
 * `onRecovered(server)` once it answers again, `onGiveUp(server, result)` after repeated
 * crashes (it is then left stopped).
 */
export function launchSite({
  env = process.env,
  onCrash,
  onRecovered,
  onGiveUp,
  silent = false,
  policy = RESTART_POLICY,
} = {}) {
  const plan = sitePlan(env);
  const children = [];
  const base = { ...env };
  delete base.PORT;

  for (const { label, args, cwd, env: childEnv, readyUrl } of siteProcesses(plan, base)) {
    const server = supervise(
      label,
      () => startChild(label, process.execPath, args, { cwd, env: childEnv, silent }),
      { readyUrl, policy, onCrash, onRecovered, onGiveUp },
    );
    server.start();
    children.push(server);
  }

  // A server that crashes while starting is restarted: wait as long as it has not given up.
  const ready = Promise.all(
    children.map((c) => waitForHttp(c.readyUrl, { timeoutMs: 120_000, alive: () => !c.gaveUp })),
  ).then((all) => all.every(Boolean));

  const stop = () => Promise.all(children.map((server) => server.stop()));
  return { plan, children, ready, stop };
}

/**
 * The production site for a benchmark: every server on a free port, a fresh seeded data
 * directory, output silenced. Resolves `{ site, base, stop }` once all answer; `stop()` ends
 * the servers and removes the data directory.
 */
export async function launchBenchSite(label) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `koris-${label}-`));
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(await freePort()),
    API_PORT: String(await freePort()),
  };
  for (const r of REMOTE_PACKAGES) env[r.env] = `http://localhost:${await freePort()}`;
  const site = launchSite({ env, silent: true });
  const stop = async () => {
    await site.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  if (!(await site.ready)) {
    await stop();
    throw new Error('the site did not start (try `pnpm start` to see why)');
  }
  return { site, base: `http://localhost:${site.plan.shellPort}`, stop };
}
