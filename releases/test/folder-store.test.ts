/**
 * Versioned releases in a folder (folder-store.ts, the server's release plugin, and
 * `pnpm deploy:remote` / `rollback:remote` run as scripts/deploy-remote.mjs and
 * scripts/rollback-remote.mjs) on small builds written here: content addressing, immutability,
 * switching without a restart, the caching rules, chunks of the previous release, refused
 * majors.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { sharedMismatches } from '@koris/shared/federation/singletons';
import { FolderReleaseStore, releaseId } from '../src/index.js';
import { createServer } from '../src/server/index.js';
import { runScript, writeShell as shellBuildIn } from './support.js';

const run = promisify(execFile);
let tmp: string;

/** A remote's build: manifest (with React `react`), entry, one hashed chunk, its .br copy. */
function writeBuild(
  name: string,
  { text, chunk, react = '19.3.1' }: { text: string; chunk: string; react?: string },
): string {
  const dir = path.join(tmp, name);
  mkdirSync(dir, { recursive: true });
  const manifest = {
    id: 'mf_content',
    name: 'mf_content',
    metaData: {},
    exposes: [],
    shared: [
      { name: 'react', version: react, requiredVersion: `^${react.split('.')[0]}.0.0` },
      { name: '@koris/shared/ui', version: '1.0.0', requiredVersion: '^1.0.0' },
    ],
  };
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  writeFileSync(path.join(dir, 'remoteEntry.js'), `var entry = ${JSON.stringify(text)};`);
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>dev host</title>');
  const body = `console.log(${JSON.stringify(text)});`.repeat(20);
  writeFileSync(path.join(dir, chunk), body);
  writeFileSync(path.join(dir, `${chunk}.br`), zlib.brotliCompressSync(body));
  return dir;
}

const writeShell = (react: string) => shellBuildIn(tmp, react, { '@koris/shared/ui': '1.0.0' });
const script = runScript;

beforeAll(() => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'koris-releases-test-'));
});
afterAll(async () => {
  await run('chmod', ['-R', 'u+w', tmp]);
  rmSync(tmp, { recursive: true, force: true });
});

describe('the release store', () => {
  it('names a release by its content, copies it read-only once, and switches atomically', async () => {
    const a = writeBuild('store-a', { text: 'A', chunk: '1.aaaaaaaaaa.js' });
    const store = new FolderReleaseStore(path.join(tmp, 'store'));
    assert.equal(await store.current(), null);
    const first = await store.publish(a, { remote: 'mf_content', shared: { react: '19.3.1' } });
    assert.equal(first.id, releaseId(a));
    assert.match(first.id, /^[0-9a-f]{16}$/);
    assert.equal(first.created, true);
    assert.equal((await store.publish(a, { remote: 'mf_content', shared: {} })).created, false);
    assert.equal(statSync(path.join(store.releaseDir(first.id), 'remoteEntry.js')).mode & 0o222, 0);
    assert.equal(statSync(store.releaseDir(first.id)).mode & 0o222, 0);

    await store.activate(first.id, 'deploy');
    assert.equal(await store.current(), first.id);
    writeFileSync(path.join(a, 'remoteEntry.js'), 'var entry = "A2";');
    assert.notEqual(releaseId(a), first.id);
    await assert.rejects(
      store.activate('0123456789abcdef', 'rollback'),
      /No release 0123456789abcdef/,
    );
    assert.deepEqual(
      (await store.history()).map((h) => [h.action, h.release, h.previous]),
      [['deploy', first.id, null]],
    );
  });

  it('compares shared versions by major', () => {
    assert.deepEqual(
      sharedMismatches({ react: '19.9.0', zustand: '5.0.1' }, { react: '19.3.1' }),
      [],
    );
    assert.deepEqual(sharedMismatches({ react: '20.0.0' }, { react: '19.3.1', zustand: '5.1.0' }), [
      { name: 'react', running: '19.3.1', built: '20.0.0' },
    ]);
  });
});

describe("a remote's server on a release store", () => {
  let app: FastifyInstance;
  let store: FolderReleaseStore;
  let ids: string[];
  beforeAll(async () => {
    const pkg = path.join(tmp, 'pkg');
    mkdirSync(pkg);
    writeFileSync(path.join(pkg, 'package.json'), JSON.stringify({ name: '@koris/mf-content' }));
    store = new FolderReleaseStore(path.join(tmp, 'served'));
    ids = [];
    for (const text of ['A', 'B']) {
      const build = writeBuild(`served-${text}`, {
        text,
        chunk: `1.${text.toLowerCase().repeat(10)}.js`,
      });
      ids.push((await store.publish(build, { remote: 'mf_content', shared: {} })).id);
    }
    await store.activate(ids[0]!, 'deploy');
    ({ app } = await createServer({
      dir: pkg,
      env: { RELEASES_DIR: store.dir, LOG_LEVEL: 'silent' },
    }));
  });
  afterAll(() => app?.close());

  it('serves the current release with no-cache on the manifest and entry', async () => {
    const entry = await app.inject({ url: '/remoteEntry.js' });
    assert.equal(entry.statusCode, 200);
    assert.equal(entry.body, 'var entry = "A";');
    assert.equal(entry.headers['cache-control'], 'no-cache');
    const manifest = await app.inject({ url: '/mf-manifest.json' });
    assert.equal(manifest.headers['cache-control'], 'no-cache');
    assert.equal(JSON.parse(manifest.body).name, 'mf_content');
  });

  it('serves hashed files immutable, precompressed when the browser accepts brotli', async () => {
    const chunk = await app.inject({
      url: '/1.aaaaaaaaaa.js',
      headers: { 'accept-encoding': 'br' },
    });
    assert.equal(chunk.statusCode, 200);
    assert.equal(chunk.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(chunk.headers['content-encoding'], 'br');
    assert.match(zlib.brotliDecompressSync(chunk.rawPayload).toString(), /console\.log\("A"\)/);
  });

  it('switches on the next request without a restart; old hashed chunks stay reachable', async () => {
    await store.activate(ids[1]!, 'deploy');
    assert.equal((await app.inject({ url: '/remoteEntry.js' })).body, 'var entry = "B";');
    assert.equal((await app.inject({ url: '/1.bbbbbbbbbb.js' })).statusCode, 200);
    // A page that started on release A still gets its chunk.
    const old = await app.inject({ url: '/1.aaaaaaaaaa.js' });
    assert.equal(old.statusCode, 200);
    assert.equal(old.headers['cache-control'], 'public, max-age=31536000, immutable');
    await store.activate(ids[0]!, 'rollback');
    assert.equal((await app.inject({ url: '/remoteEntry.js' })).body, 'var entry = "A";');
  });

  it('answers 404 { message } for missing files and paths outside the release', async () => {
    for (const url of ['/nope.js', '/../current', '/%2e%2e/current', '/.staging', '/releases/x']) {
      const res = await app.inject({ url });
      assert.equal(res.statusCode, 404, url);
      assert.deepEqual(JSON.parse(res.body), { message: 'Not found' }, url);
    }
  });
});

describe('pnpm deploy:remote and rollback:remote', () => {
  it('deploy refuses a build against another React major than the live shell, and changes nothing', async () => {
    const to = path.join(tmp, 'cli-store');
    const ok = writeBuild('cli-ok', { text: 'ok', chunk: '2.cccccccccc.js' });
    const bad = writeBuild('cli-bad', { text: 'bad', chunk: '3.dddddddddd.js', react: '20.0.0' });
    const shell = writeShell('19.3.1');
    const deployed = await script('deploy-remote', [
      'mf-content',
      '--to',
      to,
      '--from',
      ok,
      '--shell',
      shell,
    ]);
    assert.equal(deployed.code, 0, deployed.stderr);
    const current = readFileSync(path.join(to, 'current'), 'utf8').trim();
    assert.match(deployed.stdout, new RegExp(`${current} is current`));

    const refused = await script('deploy-remote', [
      'mf-content',
      '--to',
      to,
      '--from',
      bad,
      '--shell',
      shell,
    ]);
    assert.equal(refused.code, 1);
    assert.match(refused.stderr, /Refused: mf_content was built against other shared majors/);
    assert.match(refused.stderr, /react: built against 20\.0\.0, the live shell runs 19\.3\.1/);
    assert.doesNotMatch(refused.stderr, /\n\s+at /);
    assert.equal(readFileSync(path.join(to, 'current'), 'utf8').trim(), current);
  });

  it('rollback goes to the release before, refuses unknown ones, and explains bad input', async () => {
    const to = path.join(tmp, 'cli-rollback');
    const shell = writeShell('19.3.1');
    for (const text of ['one', 'two']) {
      const build = writeBuild(`cli-${text}`, {
        text,
        chunk: `4.${text === 'one' ? 'e' : 'f'}eeeeeeeee.js`,
      });
      assert.equal(
        (
          await script('deploy-remote', [
            'mf-content',
            '--to',
            to,
            '--from',
            build,
            '--shell',
            shell,
          ])
        ).code,
        0,
      );
    }
    const store = new FolderReleaseStore(to);
    const [one, two] = (await store.list()).map((r) => r.id);
    assert.equal(await store.current(), two);
    const back = await script('rollback-remote', ['mf-content', '--to', to, '--shell', shell]);
    assert.equal(back.code, 0, back.stderr);
    assert.equal(await store.current(), one);
    const none = await script('rollback-remote', ['mf-content', '--to', to, '--shell', shell]);
    assert.equal(none.code, 1);
    assert.match(none.stderr, /is the oldest release of mf-content/);
    const unknown = await script('rollback-remote', [
      'mf-content',
      'ffff',
      '--to',
      to,
      '--shell',
      shell,
    ]);
    assert.match(unknown.stderr, /No release ffff/);
    const badName = await script('deploy-remote', ['mf-nothing']);
    assert.equal(badName.code, 1);
    assert.match(
      badName.stderr,
      /Unknown remote "mf-nothing"\. Remotes: mf-content, mf-media, mf-admission, mf-account\./,
    );
    const noBuild = await script('deploy-remote', [
      'mf-media',
      '--from',
      path.join(tmp, 'nowhere'),
    ]);
    assert.match(noBuild.stderr, /No production build of mf-media/);
    const wrong = await script('deploy-remote', [
      'mf-media',
      '--to',
      to,
      '--from',
      path.join(tmp, 'cli-one'),
      '--shell',
      shell,
    ]);
    assert.match(wrong.stderr, /is a build of mf_content, not of mf_media/);
    chmodSync(to, 0o755);
  });
});
