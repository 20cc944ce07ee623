'use strict';
/**
 * Two helpers every script and test that starts a server needs: a free port on this machine,
 * and waiting until an address answers. Node only; CommonJS so that every kind of caller
 * (ES module scripts, the browser tests' loader, jest, `node --test`) can load it.
 */
const net = require('node:net');

/** A TCP port nothing listens on right now (on `host`). */
function freePort(host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, host, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Resolves true once `url` answers (any status), false after `timeoutMs` or as soon as
 * `alive()` says the process that should answer is gone.
 */
async function waitForHttp(url, { timeoutMs = 60_000, alive = () => true } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && alive()) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(3_000) });
      await res.arrayBuffer();
      return true;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return false;
}

module.exports = { freePort, waitForHttp };
