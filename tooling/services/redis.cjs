'use strict';
/**
 * A real Redis for tests: on a free port of 127.0.0.1, in a temporary folder, keeping nothing
 * on disk (no snapshots, no append-only file), a child of the test process.
 */
const net = require('node:net');
const { freePort } = require('./net.cjs');
const { ensurePackages, onPath } = require('./ensure-packages.cjs');
const {
  makeTempDir,
  registerChild,
  retryWhilePortTaken,
  spawnServer,
  waitUntil,
} = require('./lifecycle.cjs');

/** True when the server on `port` answers PING with PONG. */
function pong(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.setTimeout(1_000);
    let reply = '';
    const end = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      reply += chunk;
      if (reply.includes('\r\n')) end(reply.startsWith('+PONG'));
    });
    socket.on('error', () => end(false));
    socket.on('timeout', () => end(false));
  });
}

/**
 * Starts redis-server. Resolves `{ url, port, dir, stop }`. Another process may take the free
 * port between the look-up and the bind: that only costs another try.
 */
async function startRedis({ timeoutMs = 30_000 } = {}) {
  await ensurePackages(['redis-server']);
  return retryWhilePortTaken(() => startOnce(timeoutMs));
}

async function startOnce(timeoutMs) {
  const dir = makeTempDir('koris-redis-');
  const port = await freePort();
  const child = spawnServer(
    onPath('redis-server'),
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      dir,
      '--daemonize',
      'no',
    ],
    { cwd: dir },
  );
  const { stop, alive } = registerChild(child, dir);
  if (!(await waitUntil(() => pong(port), { timeoutMs, alive }))) {
    const log = child.log();
    await stop();
    throw new Error(`redis-server did not answer PING on port ${port}:\n${log}`);
  }
  return { url: `redis://127.0.0.1:${port}`, port, dir, stop };
}

module.exports = { startRedis };
