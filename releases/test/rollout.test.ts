/**
 * Previews and canaries of a remote in a folder store: `pnpm deploy:remote --preview` and
 * `--canary`, `promote:remote`, `rollback:remote` ending a canary, `status:remote`, and what the
 * remote's server hands the shells (`/rollout.json`, every release at `/releases/<id>/`).
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { checkPreview } from '@koris/server-kit/release-preview';
import { FolderReleaseStore } from '../src/index.js';
import { createServer } from '../src/server/index.js';
import { runScript, writeShell } from './support.js';

const SECRET = 'preview-secret-of-the-tests-0123456789';
let tmp: string;
let shell: string;

function writeBuild(text: string): string {
  const dir = path.join(tmp, `build-${text}`);
  mkdirSync(dir, { recursive: true });
  const manifest = {
    name: 'mf_content',
    metaData: {},
    exposes: [],
    shared: [{ name: 'react', version: '19.3.1', requiredVersion: '^19.0.0' }],
  };
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  writeFileSync(path.join(dir, 'remoteEntry.js'), `var entry = ${JSON.stringify(text)};`);
  return dir;
}

const deploy = (to: string, build: string, ...more: string[]) =>
  runScript(
    'deploy-remote',
    ['mf-content', '--to', to, '--from', build, '--shell', shell, ...more],
    {
      PREVIEW_SECRET: SECRET,
      PUBLIC_URL: 'https://koris.example/',
    },
  );

beforeAll(() => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'koris-rollout-test-'));
  shell = writeShell(tmp, '19.3.1');
});
afterAll(async () => {
  await promisify(execFile)('chmod', ['-R', 'u+w', tmp]);
  rmSync(tmp, { recursive: true, force: true });
});

describe('deploy:remote --preview', () => {
  it('publishes without switching and prints a link signed for that release, for a day at most', async () => {
    const to = path.join(tmp, 'preview');
    assert.equal((await deploy(to, writeBuild('one'))).code, 0);
    const store = new FolderReleaseStore(to);
    const current = await store.current();
    const run = await deploy(to, writeBuild('two'), '--preview');
    assert.equal(run.code, 0, run.stderr);
    const ids = (await store.list()).map((r) => r.id);
    const previewed = ids.find((id) => id !== current)!;
    assert.equal(await store.current(), current);
    assert.match(run.stdout, new RegExp(`${previewed} is published, not current`));
    const link = new URL(/https:\/\/koris\.example\/preview\?token=\S+/.exec(run.stdout)![0]);
    const check = checkPreview(SECRET, link.searchParams.get('token') ?? '');
    assert.ok(check.ok);
    assert.equal(check.grant.release, previewed);
    assert.equal(check.grant.remote, 'mf_content');
    assert.ok(check.grant.expires <= Date.now() + 24 * 3_600_000);
  });

  it('refuses without PREVIEW_SECRET, and with --canary at once', async () => {
    const to = path.join(tmp, 'preview-refused');
    const build = writeBuild('three');
    const noSecret = await runScript(
      'deploy-remote',
      ['mf-content', '--to', to, '--from', build, '--shell', shell, '--preview'],
      { PREVIEW_SECRET: '', PUBLIC_URL: 'https://koris.example/' },
    );
    assert.equal(noSecret.code, 1);
    assert.match(noSecret.stderr, /✗ --preview signs its link with PREVIEW_SECRET/);
    const both = await deploy(to, build, '--preview', '--canary', '20');
    assert.match(both.stderr, /--preview and --canary exclude each other/);
  });
});

describe('deploy:remote --canary, promote:remote, rollback:remote, status:remote', () => {
  it('gives a release to a share, shows it, ends it with rollback and makes the next one current with promote', async () => {
    const to = path.join(tmp, 'canary');
    const store = new FolderReleaseStore(to);
    const noCurrent = await deploy(to, writeBuild('c0'), '--canary', '20');
    assert.match(noCurrent.stderr, /has no current release to compare a canary with/);
    assert.equal((await deploy(to, writeBuild('c1'))).code, 0);
    const current = (await store.current())!;
    for (const bad of ['0', '100', 'lots']) {
      const refused = await deploy(to, writeBuild('c2'), '--canary', bad);
      assert.match(refused.stderr, /--canary takes a share of visitors between 0 and 100/);
    }
    const same = await deploy(to, writeBuild('c1'), '--canary', '20');
    assert.match(same.stderr, /is already current: a canary needs another release/);

    const started = await deploy(to, writeBuild('c2'), '--canary', '20');
    assert.equal(started.code, 0, started.stderr);
    const canary = (await store.rollout()).canary!;
    assert.equal(canary.percent, 20);
    assert.notEqual(canary.release, current);
    assert.equal(await store.current(), current);
    assert.match(started.stdout, /goes to 20 % of visitors/);

    const status = await runScript('status-remote', ['mf-content', '--to', to]);
    assert.equal(status.code, 0, status.stderr);
    assert.match(status.stdout, new RegExp(`current  ${current}`));
    assert.match(status.stdout, new RegExp(`canary   ${canary.release}  20 % of visitors`));

    const ended = await runScript('rollback-remote', ['mf-content', '--to', to, '--shell', shell]);
    assert.equal(ended.code, 0, ended.stderr);
    assert.match(ended.stdout, new RegExp(`the canary ${canary.release} is ended`));
    assert.equal(await store.current(), current);
    assert.deepEqual((await store.rollout()).canary, null);
    const after = await runScript('status-remote', ['mf-content', '--to', to]);
    assert.match(after.stdout, /canary {3}none/);
    assert.match(after.stdout, /\(rollback\): ended by pnpm rollback:remote/);

    const nothing = await runScript('promote-remote', ['mf-content', '--to', to, '--shell', shell]);
    assert.equal(nothing.code, 1);
    assert.match(nothing.stderr, /has no canary to promote \(the last one, \w+, ended/);

    assert.equal((await deploy(to, writeBuild('c3'), '--canary', '12.5')).code, 0);
    const next = (await store.rollout()).canary!;
    const promoted = await runScript('promote-remote', [
      'mf-content',
      '--to',
      to,
      '--shell',
      shell,
    ]);
    assert.equal(promoted.code, 0, promoted.stderr);
    assert.equal(await store.current(), next.release);
    assert.deepEqual((await store.rollout()).canary, null);
    assert.deepEqual(
      (await store.history()).map((h) => h.action),
      ['deploy', 'canary', 'canary-end', 'canary', 'promote'],
    );
  });

  it('a plain deploy ends a running canary', async () => {
    const to = path.join(tmp, 'canary-deploy');
    const store = new FolderReleaseStore(to);
    await deploy(to, writeBuild('d1'));
    await deploy(to, writeBuild('d2'), '--canary', '50');
    const run = await deploy(to, writeBuild('d3'));
    assert.match(run.stdout, /the canary \w+ is ended/);
    assert.equal((await store.rollout()).canary, null);
    assert.equal(
      (await store.rollout()).lastEnded?.reason.endsWith('was deployed to everyone'),
      true,
    );
  });
});

describe("a remote's server hands the shells its rollout and every release", () => {
  it('serves /rollout.json no-cache and /releases/<id>/… of a release that is not current', async () => {
    const to = path.join(tmp, 'served');
    await deploy(to, writeBuild('s1'));
    await deploy(to, writeBuild('s2'), '--canary', '30');
    const store = new FolderReleaseStore(to);
    const pkg = path.join(tmp, 'pkg');
    mkdirSync(pkg, { recursive: true });
    writeFileSync(path.join(pkg, 'package.json'), JSON.stringify({ name: '@koris/mf-content' }));
    const { app } = await createServer({
      dir: pkg,
      env: { RELEASES_DIR: to, LOG_LEVEL: 'silent' },
    });
    try {
      const rollout = await app.inject({ url: '/rollout.json' });
      assert.equal(rollout.headers['cache-control'], 'no-cache');
      const { canary } = JSON.parse(rollout.body) as { canary: { release: string } };
      assert.equal(canary.release, (await store.rollout()).canary?.release);
      const entry = await app.inject({ url: `/releases/${canary.release}/remoteEntry.js` });
      assert.equal(entry.body, 'var entry = "s2";');
      assert.equal((await app.inject({ url: '/remoteEntry.js' })).body, 'var entry = "s1";');
      for (const url of [`/releases/${canary.release}/nope.js`, '/releases/zz/remoteEntry.js']) {
        assert.equal((await app.inject({ url })).statusCode, 404, url);
      }
    } finally {
      await app.close();
    }
  });
});
