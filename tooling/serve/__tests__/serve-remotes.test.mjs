/**
 * Several remotes in one process (serve-remotes.mjs): each port answers its own remote only,
 * with its own security headers, CORS and caching rules, and a deploy to one remote's release
 * store shows on its port only. Real sockets: the ports are what the shell's pages fetch.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { ReleaseStore } from '../releases.mjs';
import { parseRemoteArgs, serveRemotes } from '../serve-remotes.mjs';

const { freePort } = createRequire(import.meta.url)('../../services/net.cjs');

let tmp;

/** One build of a remote: manifest, entry and one hashed chunk, all naming `text`. */
function writeBuild(dir, name, text) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name, shared: [] }));
  writeFileSync(path.join(dir, 'remoteEntry.js'), `var ${name} = ${JSON.stringify(text)};`);
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>dev host</title>');
  writeFileSync(path.join(dir, `1.${'a'.repeat(10)}.js`), `console.log(${JSON.stringify(text)});`);
  return dir;
}

/** A remote's package folder: served from dist/, or from its own release store. */
function writePackage(folder, name, { released = false } = {}) {
  const dir = path.join(tmp, folder);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: `@koris/${folder}` }));
  if (!released) {
    writeBuild(path.join(dir, 'dist'), name, `${folder} dist`);
    return { dir };
  }
  const store = new ReleaseStore(path.join(dir, 'releases'));
  const first = store.publish(writeBuild(path.join(tmp, `${folder}-1`), name, `${folder} 1`), {
    remote: name,
    shared: {},
  });
  store.activate(first.id, 'deploy');
  return { dir, store };
}

describe('several remotes in one process', () => {
  let content;
  let media;
  let account;
  let ports;
  let served;

  before(async () => {
    tmp = mkdtempSync(path.join(os.tmpdir(), 'koris-serve-remotes-'));
    content = writePackage('mf-content', 'mf_content', { released: true });
    media = writePackage('mf-media', 'mf_media', { released: true });
    account = writePackage('mf-account', 'mf_account');
    ports = [await freePort(), await freePort(), await freePort()];
    served = await serveRemotes(
      parseRemoteArgs([
        `${content.dir}=${ports[0]}`,
        `${media.dir}=${ports[1]}`,
        `${account.dir}=${ports[2]}`,
      ]),
      { env: { SITE_ORIGIN: 'https://koris.lv' }, host: '127.0.0.1' },
    );
  });

  after(async () => {
    await served?.close();
    rmSync(tmp, { recursive: true, force: true });
  });

  const get = (port, file, headers = {}) => fetch(`http://127.0.0.1:${port}/${file}`, { headers });

  test('each port answers its own remote, from its own root or release store', async () => {
    const bodies = await Promise.all(
      ports.map(async (port) => (await get(port, 'remoteEntry.js')).text()),
    );
    assert.deepEqual(bodies, [
      'var mf_content = "mf-content 1";',
      'var mf_media = "mf-media 1";',
      'var mf_account = "mf-account dist";',
    ]);
  });

  test('every port carries the security headers, caching rules and CORS of a remote', async () => {
    for (const port of ports) {
      const entry = await get(port, 'remoteEntry.js', { origin: 'https://koris.lv' });
      assert.equal(entry.status, 200);
      assert.equal(entry.headers.get('access-control-allow-origin'), 'https://koris.lv');
      assert.equal(entry.headers.get('x-content-type-options'), 'nosniff');
      assert.equal(entry.headers.get('cross-origin-resource-policy'), 'cross-origin');
      assert.equal(
        entry.headers.get('content-security-policy'),
        "default-src 'none';frame-ancestors 'none'",
      );
      assert.equal(entry.headers.get('cache-control'), 'no-cache');
      const chunk = await get(port, `1.${'a'.repeat(10)}.js`);
      assert.equal(chunk.headers.get('cache-control'), 'public, max-age=31536000, immutable');
      const other = await get(port, 'remoteEntry.js', { origin: 'https://elsewhere.example' });
      assert.equal(other.headers.get('access-control-allow-origin'), null);
      const missing = await get(port, 'nope.js');
      assert.equal(missing.status, 404);
      assert.deepEqual(Object.keys(await missing.json()), ['message']);
    }
  });

  test('a deploy to one remote shows on its port only', async () => {
    const next = media.store.publish(
      writeBuild(path.join(tmp, 'mf-media-2'), 'mf_media', 'mf-media 2'),
      { remote: 'mf_media', shared: {} },
    );
    media.store.activate(next.id, 'deploy');
    assert.equal(
      await (await get(ports[1], 'remoteEntry.js')).text(),
      'var mf_media = "mf-media 2";',
    );
    assert.equal(
      await (await get(ports[0], 'remoteEntry.js')).text(),
      'var mf_content = "mf-content 1";',
    );
    assert.equal(
      await (await get(ports[2], 'remoteEntry.js')).text(),
      'var mf_account = "mf-account dist";',
    );
  });

  test('a remote that cannot start stops the others it had opened', async () => {
    const empty = path.join(tmp, 'mf-admission');
    mkdirSync(empty, { recursive: true });
    writeFileSync(
      path.join(empty, 'package.json'),
      JSON.stringify({ name: '@koris/mf-admission' }),
    );
    const port = await freePort();
    await assert.rejects(
      serveRemotes(parseRemoteArgs([`${content.dir}=${port}`, `${empty}=${await freePort()}`]), {
        env: {},
        host: '127.0.0.1',
      }),
      /no build/,
    );
    await assert.rejects(get(port, 'remoteEntry.js'));
  });

  test('arguments are DIR=PORT', () => {
    assert.throws(() => parseRemoteArgs(['mf-content']), /expected DIR=PORT/);
    assert.throws(() => parseRemoteArgs(['mf-content=99999']), /expected DIR=PORT/);
    assert.deepEqual(parseRemoteArgs(['/x/mf-media=8082']), [{ dir: '/x/mf-media', port: 8082 }]);
  });
});
