/**
 * Runs the production site as DESIGN §4 deploys it: the API, each remote's own static server
 * and the shell's server, every one a child process with prefixed logs.
 */
import path from 'node:path';
import { ROOT, REMOTE_PACKAGES, startChild } from './common.mjs';

const SERVE = path.join(ROOT, 'tooling', 'serve', 'serve-package.mjs');
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

export async function waitForHttp(url, { timeoutMs = 60_000, alive = () => true } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && alive()) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(3_000) });
      await res.arrayBuffer();
      return true;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return false;
}

/**
 * Starts every process. Returns `{ plan, children, ready, stop }`: `ready` resolves true once
 * all of them answer HTTP; `stop()` ends them all (SIGTERM, then SIGKILL after 10 s).
 * `onExit(child, result)` hears about any child that exits before stop().
 */
export function launchSite({ env = process.env, onExit, silent = false } = {}) {
  const plan = sitePlan(env);
  const children = [];
  let stopping = false;
  const base = { ...env };
  delete base.PORT;

  const add = (label, args, cwd, childEnv, readyUrl) => {
    const child = startChild(label, process.execPath, args, { cwd, env: childEnv, silent });
    child.readyUrl = readyUrl;
    children.push(child);
    child.done.then((result) => {
      child.exited = result;
      if (!stopping) onExit?.(child, result);
    });
  };

  add(
    'api',
    ['dist/server.js'],
    path.join(ROOT, 'api'),
    { ...base, API_PORT: String(plan.apiPort), DATA_DIR: plan.dataDir },
    `http://127.0.0.1:${plan.apiPort}/api/system-settings`,
  );
  const shellEnv = { ...base, PORT: String(plan.shellPort), API_PORT: String(plan.apiPort) };
  for (const remote of plan.remotes) {
    shellEnv[remote.env] = remote.url;
    if (!remote.local) continue;
    add(
      remote.folder,
      [SERVE],
      path.join(ROOT, remote.folder),
      { ...base, PORT: String(remote.port) },
      `http://127.0.0.1:${remote.port}/mf-manifest.json`,
    );
  }
  add(
    'shell',
    [SERVE],
    path.join(ROOT, 'shell'),
    shellEnv,
    `http://127.0.0.1:${plan.shellPort}/remotes.json`,
  );

  const ready = Promise.all(
    children.map((c) => waitForHttp(c.readyUrl, { alive: () => !c.exited })),
  ).then((all) => all.every(Boolean));

  const stop = async () => {
    stopping = true;
    await Promise.all(
      children.map(async (child) => {
        if (child.exited) return;
        const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.kill('SIGTERM');
        await child.done;
        clearTimeout(force);
      }),
    );
  };
  return { plan, children, ready, stop };
}
