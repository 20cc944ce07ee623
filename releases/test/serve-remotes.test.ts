/**
 * Several remotes in one process (server/serve-remotes.ts): each port answers its own remote only,
 * with its own security headers, CORS and caching rules, and a deploy to one remote's release
 * store shows on its port only. Real sockets: the ports are what the shell's pages fetch.
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FolderReleaseStore } from '../src/index.js';
import { parseRemoteArgs, serveRemotes, type ServedRemotes } from '../src/server/index.js';
import { freePort } from './support.js';

let tmp: string;
const METRICS_TOKEN = 'remotes-metrics-token-for-tests';

/** One build of a remote: manifest, entry and one hashed chunk, all naming `text`. */
function writeBuild(dir: string, name: string, text: string): string {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name, shared: [] }));
  writeFileSync(path.join(dir, 'remoteEntry.js'), `var ${name} = ${JSON.stringify(text)};`);
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>dev host</title>');
  writeFileSync(path.join(dir, `1.${'a'.repeat(10)}.js`), `console.log(${JSON.stringify(text)});`);
  return dir;
}

/** A remote's package folder: served from dist/, or from its own release store. */
async function writePackage(
  folder: string,
  name: string,
  { released = false } = {},
): Promise<{ dir: string; store?: FolderReleaseStore }> {
  const dir = path.join(tmp, folder);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: `@koris/${folder}` }));
  if (!released) {
    writeBuild(path.join(dir, 'dist'), name, `${folder} dist`);
    return { dir };
  }
  const store = new FolderReleaseStore(path.join(dir, 'releases'));
  const first = await store.publish(
    writeBuild(path.join(tmp, `${folder}-1`), name, `${folder} 1`),
    {
      remote: name,
      shared: {},
    },
  );
  await store.activate(first.id, 'deploy');
  return { dir, store };
}

describe('several remotes in one process', () => {
  let content: { dir: string };
  let media: { dir: string; store?: FolderReleaseStore };
  let account: { dir: string };
  let ports: number[];
  let served: ServedRemotes | undefined;

  beforeAll(async () => {
    tmp = mkdtempSync(path.join(os.tmpdir(), 'koris-serve-remotes-'));
    content = await writePackage('mf-content', 'mf_content', { released: true });
    media = await writePackage('mf-media', 'mf_media', { released: true });
    account = await writePackage('mf-account', 'mf_account');
    ports = [await freePort(), await freePort(), await freePort()];
    served = await serveRemotes(
      parseRemoteArgs([
        `${content.dir}=${ports[0]}`,
        `${media.dir}=${ports[1]}`,
        `${account.dir}=${ports[2]}`,
      ]),
      {
        env: { SITE_ORIGIN: 'https://koris.lv', LOG_LEVEL: 'silent', METRICS_TOKEN },
        host: '127.0.0.1',
      },
    );
  });

  afterAll(async () => {
    await served?.close();
    rmSync(tmp, { recursive: true, force: true });
  });

  const get = (port: number | undefined, file: string, headers: Record<string, string> = {}) =>
    fetch(`http://127.0.0.1:${port}/${file}`, { headers });

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
      assert.deepEqual(Object.keys((await missing.json()) as object), ['message']);
    }
  });

  /** The `koris_release_current` lines a port's /metrics shows. */
  const releasesOn = async (port: number | undefined) => {
    const res = await get(port, 'metrics', { authorization: `Bearer ${METRICS_TOKEN}` });
    assert.equal(res.status, 200);
    return (await res.text())
      .split('\n')
      .filter((line) => line.startsWith('koris_release_current{'));
  };

  test('a deploy to one remote shows on its port only', async () => {
    const store = media.store!;
    const before = store.currentNow()!;
    assert.deepEqual(await releasesOn(ports[1]), [
      `koris_release_current{remote="mf-media",release="${before}"} 1`,
    ]);
    const next = await store.publish(
      writeBuild(path.join(tmp, 'mf-media-2'), 'mf_media', 'mf-media 2'),
      { remote: 'mf_media', shared: {} },
    );
    await store.activate(next.id, 'deploy');
    // Each port's metrics name its own remote's release: the switch shows at the next scrape.
    assert.deepEqual(await releasesOn(ports[1]), [
      `koris_release_current{remote="mf-media",release="${next.id}"} 1`,
    ]);
    assert.deepEqual(await releasesOn(ports[2]), [
      'koris_release_current{remote="mf-account",release="dist"} 1',
    ]);
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
        env: { LOG_LEVEL: 'silent' },
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
