'use strict';
/**
 * A real HAProxy for tests, in front of servers the test starts: either the test's own
 * configuration text, or one HTTP frontend balancing `backends` with health checks. It runs in
 * the foreground (`-db`) as a child of the test process, its configuration in a temporary folder.
 */
const fs = require('node:fs');
const path = require('node:path');
const { freePort, waitForHttp } = require('./net.cjs');
const { ensurePackages, onPath } = require('./ensure-packages.cjs');
const {
  makeTempDir,
  registerChild,
  removeDir,
  retryWhilePortTaken,
  runCommand,
  spawnServer,
} = require('./lifecycle.cjs');

/** `http://host:port` or `host:port` → `host:port`. */
function hostPort(backend) {
  const text = String(backend);
  if (!/^[a-z]+:\/\//i.test(text)) return text;
  const url = new URL(text);
  return `${url.hostname}:${url.port || (url.protocol === 'https:' ? 443 : 80)}`;
}

/**
 * The configuration of the object form. Short check intervals and one failed check to fall,
 * so that a test sees a stopped backend taken out within a fraction of a second.
 */
function haproxyConfig({
  port,
  backends,
  balance = 'roundrobin',
  healthPath = '/',
  checkIntervalMs = 200,
}) {
  if (!Array.isArray(backends) || backends.length === 0) {
    throw new Error('startHaproxy needs at least one backend');
  }
  return [
    'global',
    '  maxconn 256',
    '',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 30s',
    '  timeout server 30s',
    `  default-server inter ${checkIntervalMs}ms fastinter ${checkIntervalMs}ms downinter ${checkIntervalMs}ms fall 1 rise 1`,
    '',
    'frontend web',
    `  bind 127.0.0.1:${port}`,
    '  default_backend app',
    '',
    'backend app',
    `  balance ${balance}`,
    '  option httpchk',
    `  http-check send meth GET uri ${healthPath}`,
    ...backends.map((b, i) => `  server app${i} ${hostPort(b)} check`),
    '',
  ].join('\n');
}

/**
 * Starts haproxy with `config`: configuration text (its first `bind` address is the URL), or
 * `{ backends, balance, healthPath, checkIntervalMs }` (a frontend on a free port). Resolves
 * `{ url, port, dir, config, stop }` once the frontend answers HTTP.
 */
async function startHaproxy(config, { timeoutMs = 30_000 } = {}) {
  await ensurePackages(['haproxy']);
  if (typeof config === 'string') {
    const bind = /^\s*bind\s+(?:([\d.]+|\[[^\]]+\]|[\w.-]+)?:)?(\d+)/m.exec(config);
    if (!bind) throw new Error('The HAProxy configuration has no `bind address:port` line');
    return startOnce(config, Number(bind[2]), timeoutMs);
  }
  return retryWhilePortTaken(async () => {
    const port = await freePort();
    return startOnce(haproxyConfig({ ...config, port }), port, timeoutMs);
  });
}

async function startOnce(text, port, timeoutMs) {
  const haproxy = onPath('haproxy');
  const dir = makeTempDir('koris-haproxy-');
  const file = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(file, text);
  // A configuration error is reported plainly instead of as "did not answer".
  await runCommand(haproxy, ['-c', '-q', '-f', file]).catch((error) => {
    removeDir(dir);
    throw error;
  });
  const child = spawnServer(haproxy, ['-f', file, '-db'], { cwd: dir });
  const { stop, alive } = registerChild(child, dir);
  const url = `http://127.0.0.1:${port}`;
  // Alive afterwards too: whatever took the port first may have answered in haproxy's place.
  if (!(await waitForHttp(url, { timeoutMs, alive })) || !alive()) {
    const log = child.log();
    await stop();
    throw new Error(`haproxy did not answer on ${url}:\n${log}`);
  }
  return { url, port, dir, config: text, stop };
}

module.exports = { startHaproxy, haproxyConfig };
