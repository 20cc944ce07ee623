/**
 * Runs the production site as docs/architecture.md#run-time deploys it: the API, the remotes' static servers (one
 * process listening on each remote's own port) and the shell's server, every one a child
 * process with prefixed logs.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REMOTE_PACKAGES, startChild } from './common.mjs';
import { freePort, sitePlan, siteProcesses, waitForHttp } from '@koris/deploy/site';

export { freePort, sitePlan, siteProcesses, waitForHttp };

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

  for (const { label, args, cwd, env: childEnv, readyUrl } of siteProcesses(plan, base, {
    remotesInOneProcess: true,
  })) {
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
 * directory, output silenced, with `more` added to the environment. Resolves `{ site, base, stop }` once all answer; `stop()` ends
 * the servers and removes the data directory.
 */
export async function launchBenchSite(label, more = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `koris-${label}-`));
  const env = {
    ...process.env,
    ...more,
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
