/**
 * A test process that ends without calling stop() leaves no server behind: an exit, a
 * SIGTERM (a runner's timeout) and even a SIGKILL (through the watchdog).
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { eventually, portClosed } from './support.mjs';

const INDEX = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'index.cjs');

/** A child that starts the servers, prints where they are, then waits or exits. */
function child(starts, then) {
  const script = `
    const s = require(${JSON.stringify(INDEX)});
    (async () => {
      const servers = [${starts.map((name) => `await s.${name}()`).join(', ')}];
      console.log(JSON.stringify(servers.map(({ port, dir }) => ({ port, dir }))));
      ${then}
    })();`;
  const proc = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  const servers = new Promise((resolve, reject) => {
    let out = '';
    proc.stdout.on('data', (chunk) => {
      out += chunk;
      if (out.includes('\n')) resolve(JSON.parse(out));
    });
    proc.on('exit', () => reject(new Error(`child ended first: ${out}`)));
  });
  const exited = new Promise((resolve) =>
    proc.on('exit', (code, signal) => resolve(signal ?? code)),
  );
  return { proc, servers, exited };
}

async function assertGone(servers, timeoutMs) {
  for (const { port, dir } of servers) {
    assert.ok(await eventually(() => portClosed(port), timeoutMs), `port ${port} still open`);
    assert.ok(await eventually(() => !existsSync(dir), timeoutMs), `${dir} still there`);
  }
}

describe('servers left running by a test process', () => {
  it('stop when it exits', async () => {
    const { servers, exited } = child(['startRedis'], 'process.exit(0);');
    const started = await servers;
    assert.equal(await exited, 0);
    await assertGone(started, 2_000);
  });

  it('stop on SIGTERM, and the process still ends by it', async () => {
    const { proc, servers, exited } = child(
      ['startPostgres', 'startRedis'],
      'setInterval(() => {}, 1000);',
    );
    const started = await servers;
    proc.kill('SIGTERM');
    assert.equal(await exited, 'SIGTERM');
    await assertGone(started, 2_000);
  });

  it('stop when it is killed outright', async () => {
    const { proc, servers, exited } = child(['startRedis'], 'setInterval(() => {}, 1000);');
    const started = await servers;
    proc.kill('SIGKILL');
    await exited;
    await assertGone(started, 5_000);
  });
});
