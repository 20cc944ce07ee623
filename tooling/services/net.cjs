'use strict';
/**
 * Two helpers every script and test that starts a server needs: a free port on this machine,
 * and waiting until an address answers. Node only; CommonJS so that every kind of caller
 * (ES module scripts, the browser tests' loader, jest, `node --test`) can load it.
 */
const http = require('node:http');
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

module.exports = { freePort, waitForHttp };
