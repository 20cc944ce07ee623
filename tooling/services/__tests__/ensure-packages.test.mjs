/**
 * ensurePackages: what is there is left alone, what is missing is named in one message that
 * says exactly what to install (as a user who may not install, the message is the failure).
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ensurePackages, installHint, missingPackages } from '../index.cjs';

const INDEX = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'index.cjs');
const isRoot = process.getuid?.() === 0;

describe('ensurePackages', () => {
  it('finds the servers the tests use (installing them first if needed)', async () => {
    await ensurePackages(['postgresql', 'redis-server', 'haproxy']);
    assert.deepEqual(missingPackages(['postgresql', 'redis-server', 'haproxy']), []);
  });

  it('judges a package by the program given for it', () => {
    assert.deepEqual(
      missingPackages([
        { name: 'koris-absent', bin: '/nonexistent/koris-absent' },
        { name: 'node', bin: process.execPath },
      ]),
      ['koris-absent'],
    );
  });

  it('says exactly what to install', () => {
    const hint = installHint(['redis-server', 'haproxy']);
    assert.match(
      hint,
      /apt-get update && apt-get install -y --no-install-recommends redis-server haproxy/,
    );
    assert.match(hint, /^Missing Debian packages: redis-server, haproxy\./);
  });

  it(
    'without root, throws that message instead of installing',
    { skip: !isRoot && 'needs root to run a child as another user' },
    async () => {
      const script =
        `require(${JSON.stringify(INDEX)})` +
        ".ensurePackages([{ name: 'koris-absent', bin: '/nonexistent/koris-absent' }])" +
        '.then(() => console.log("installed"), (e) => console.log(e.message))';
      const stdout = await new Promise((resolve, reject) =>
        execFile(
          'runuser',
          ['-u', 'nobody', '--', process.execPath, '-e', script],
          { cwd: '/' },
          (error, out) => (error ? reject(error) : resolve(out)),
        ),
      );
      assert.match(stdout, /^Missing Debian package: koris-absent\./);
      assert.match(stdout, /apt-get install -y --no-install-recommends koris-absent/);
    },
  );
});
