'use strict';
/**
 * The processes of the production site and where each listens: one description that
 * `pnpm start`, the benches (scripts/lib/site.mjs), the browser tests (e2e/support/site.ts) and
 * the topology tests (./topology.mjs) all start (`@koris/deploy/site`).
 * CommonJS so that the browser tests' loader can load it as well as the ES module scripts.
 */
const http = require('node:http');
const path = require('node:path');
const REMOTES = require('@koris/shared/federation/remotes.json');
const { freePort } = require('@koris/tooling/net');

const ROOT = path.resolve(__dirname, '..', '..');
const REMOTE_PACKAGES = Object.values(REMOTES).map(({ folder, pkg, port, env }) => ({
  folder,
  pkg,
  port,
  env,
}));

/**
 * A remote's static server, several remotes' in one process (both @koris/releases); the shell's
 * own server.
 */
const SERVE_REMOTE = require.resolve('@koris/releases/bin/serve-package');
const SERVE_REMOTES = require.resolve('@koris/releases/bin/serve-remotes');
const SERVE_SHELL = path.join(ROOT, 'shell', 'dist-server', 'server.cjs');
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '0.0.0.0', '[::1]']);

/**
 * Where each process listens. A REMOTE_*_URL on this machine (localhost:PORT) moves that
 * remote's local server to PORT; one elsewhere, or with a path (a bucket), means the remote is
 * deployed there and is not started here (the shell just points at it).
 */
function sitePlan(env = process.env) {
  const apiPort = Number(env.API_PORT || 8090);
  const shellPort = Number(env.PORT || 8080);
  const dataDir = path.resolve(process.cwd(), env.DATA_DIR || path.join(ROOT, 'api', 'data'));
  const remotes = REMOTE_PACKAGES.map((r) => {
    const given = env[r.env];
    if (!given) return { ...r, url: `http://localhost:${r.port}`, local: true };
    const url = new URL(given);
    // A remote's own server answers at its origin's root; a URL with a path on this machine
    // (a local bucket, http://localhost:9000/BUCKET/PREFIX/) is served by something else.
    const atRoot = /^\/(mf-manifest\.json)?$/.test(url.pathname);
    if (LOCAL_HOSTS.has(url.hostname) && atRoot) {
      return { ...r, port: Number(url.port || 80), url: given, local: true };
    }
    return { ...r, url: given, local: false };
  });
  return { apiPort, shellPort, dataDir, remotes };
}

/**
 * The allocator settings of the API's process (glibc). Each thread that allocates gets its own
 * malloc arena, and sharp's worker threads left many mostly empty ones after image work; and
 * glibc raises its threshold for mapping large blocks each time one is freed, so that decoded
 * images then came from the arenas, whose memory is never given back. Two arenas and a fixed
 * threshold (which also stops that adjustment) return it once an upload is done
 * (docs/decisions/022-memory.md). Values already set are kept.
 */
const API_ALLOCATOR = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' };

/**
 * V8 flags of the long-running servers. V8 lets the young generation grow to 16 MB per
 * semi-space and keeps it; 1 MB costs a few more scavenges under load and saves that memory in
 * every process (docs/decisions/022-memory.md).
 */
const SERVER_FLAGS = ['--max-semi-space-size=1'];

/**
 * The shell's heap, bounded. What it keeps between requests is small and does not depend on the
 * addresses served; under many renders at once V8 raised its heap limit step by step and kept
 * the garbage up to it. With a bound it collects sooner and its memory stays flat. A cache in
 * the shell must stay well inside it (docs/decisions/022-memory.md).
 *
 * Its young generation is larger than the other servers': a render allocates far more than an
 * API answer, and with 1 MB semi-spaces the objects of the renders in flight outlived two
 * scavenges, were promoted, and left for the old generation's much dearer collections
 * (docs/decisions/048-the-cost-of-a-cold-render.md).
 */
const SHELL_FLAGS = ['--max-semi-space-size=8', '--max-old-space-size=128'];

/**
 * The processes of the production site as docs/architecture.md#run-time deploys it, for `plan` (sitePlan): the API,
 * the remotes this machine serves and the shell's own server, each as `node args…` in `cwd`
 * with its environment (`base` plus its own), and the address that answers once it is ready.
 * `pnpm start`, the benches and the browser tests all run these.
 *
 * Each remote keeps its own port and origin either way. With `remotesInOneProcess` they are
 * served by one process labelled `remotes` (serve-remotes of @koris/releases: one Node runtime
 * instead of four, what `pnpm start` and the benches run; its readyUrl is the last port it opens);
 * without it each remote is its own process labelled by its folder, which the browser tests
 * stop, start and redeploy one at a time.
 */
function siteProcesses(plan, base = {}, { remotesInOneProcess = false } = {}) {
  const api = {
    label: 'api',
    args: [...SERVER_FLAGS, 'dist/server.js'],
    cwd: path.join(ROOT, 'api'),
    env: { ...API_ALLOCATOR, ...base, API_PORT: String(plan.apiPort), DATA_DIR: plan.dataDir },
    readyUrl: `http://127.0.0.1:${plan.apiPort}/api/system-settings`,
  };
  const shellEnv = { ...base, PORT: String(plan.shellPort), API_PORT: String(plan.apiPort) };
  const remotes = [];
  for (const remote of plan.remotes) {
    shellEnv[remote.env] = remote.url;
    if (!remote.local) continue;
    remotes.push({
      label: remote.folder,
      args: [...SERVER_FLAGS, SERVE_REMOTE],
      cwd: path.join(ROOT, remote.folder),
      env: { ...base, PORT: String(remote.port) },
      readyUrl: `http://127.0.0.1:${remote.port}/mf-manifest.json`,
    });
  }
  if (remotesInOneProcess && remotes.length > 1) {
    const last = remotes[remotes.length - 1];
    remotes.splice(0, remotes.length, {
      label: 'remotes',
      args: [...SERVER_FLAGS, SERVE_REMOTES, ...remotes.map((r) => `${r.cwd}=${r.env.PORT}`)],
      cwd: ROOT,
      env: { ...base },
      readyUrl: last.readyUrl,
    });
  }
  const shell = {
    label: 'shell',
    args: [...SHELL_FLAGS, SERVE_SHELL],
    cwd: path.join(ROOT, 'shell'),
    env: shellEnv,
    readyUrl: `http://127.0.0.1:${plan.shellPort}/remotes.json`,
  };
  // The shell last: it writes /remotes.json from REMOTE_*_URL at start.
  return [api, ...remotes, shell];
}

/** One GET of `url`: resolves once it answers (any status), rejects if it cannot. */
function answers(url, timeoutMs) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { timeout: timeoutMs }, (res) => {
      res.resume();
      res.on('end', resolve);
      res.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', reject);
  });
}

/**
 * Resolves true once `url` answers (any status), false after `timeoutMs` or as soon as
 * `alive()` says the process that should answer is gone. node:http rather than fetch: fetch
 * loads undici, which the supervisor of `pnpm start` would then keep for the life of the site
 * (docs/decisions/022-memory.md).
 */
async function waitForHttp(url, { timeoutMs = 60_000, alive = () => true } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && alive()) {
    try {
      await answers(url, 3_000);
      return true;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return false;
}

module.exports = { freePort, waitForHttp, sitePlan, siteProcesses };
