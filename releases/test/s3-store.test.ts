/**
 * The release store in a bucket (s3/, `--to s3://BUCKET/PREFIX` of
 * scripts/deploy-remote.mjs and scripts/rollback-remote.mjs) against a real S3-compatible
 * server (s3rver, objects on disk), read back over plain HTTP as a browser and the shell's
 * server read it: content types, caching headers, CORS, the current files at PREFIX/, rollback,
 * the same bytes deployed twice, refused majors, and clear messages for bad input.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { GetBucketCorsCommand, PutBucketCorsCommand } from '@aws-sdk/client-s3';
import { ReleaseStoreError, releaseId } from '../src/index.js';
import { S3ReleaseStore, parseS3Url } from '../src/s3/index.js';
import { runScript, writeShell as shellBuildIn } from './support.js';

// s3rver ships no types; only its constructor, run and close are used.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require('s3rver') as new (options: Record<string, unknown>) => {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
};
const BUCKET = 'remotes';
const IMMUTABLE = 'public, max-age=31536000, immutable';

let tmp: string;
let server: InstanceType<typeof S3rver> | undefined;
let endpoint: string;
/** The variables a deploy to the bucket runs with (s3rver's fixed credentials). */
let env: Record<string, string>;

/**
 * A remote's build as webpack writes it: manifest, entry, a hashed chunk and stylesheet with
 * their .br copies, a licence file, and the server build under server/.
 */
function writeBuild(
  name: string,
  { text, hash, react = '19.3.1' }: { text: string; hash: string; react?: string },
): string {
  const dir = path.join(tmp, name);
  mkdirSync(path.join(dir, 'server'), { recursive: true });
  const manifest = {
    id: 'mf_media',
    name: 'mf_media',
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
    exposes: [],
    shared: [{ name: 'react', version: react, requiredVersion: `^${react.split('.')[0]}.0.0` }],
  };
  const files: Record<string, string> = {
    'mf-manifest.json': JSON.stringify(manifest),
    'remoteEntry.js': `var entry = ${JSON.stringify(text)};`,
    [`1.${hash}.js`]: `console.log(${JSON.stringify(text)});`.repeat(20),
    [`2.${hash}.css`]: `.a{content:${JSON.stringify(text)}}`,
    [`1.${hash}.js.LICENSE.txt`]: 'MIT',
    'index.html': '<!doctype html><title>dev host</title>',
    'server/mf-manifest.json': JSON.stringify({ ...manifest, id: 'mf_media_server' }),
    'server/remoteEntry.js': `exports.entry = ${JSON.stringify(text)};`,
    [`server/3.${hash}.js`]: `exports.chunk = ${JSON.stringify(text)};`,
  };
  for (const [rel, body] of Object.entries(files)) writeFileSync(path.join(dir, rel), body);
  for (const rel of [`1.${hash}.js`, 'remoteEntry.js']) {
    writeFileSync(path.join(dir, `${rel}.br`), zlib.brotliCompressSync(files[rel] ?? ''));
  }
  return dir;
}

const writeShell = (react: string) => shellBuildIn(tmp, react);
const script = (name: 'deploy-remote' | 'rollback-remote', args: string[], extra = {}) =>
  runScript(name, args, { ...env, ...extra });

/** An object as a browser on another origin gets it from the bucket. */
const get = (prefix: string, rel: string, origin = 'http://site.test') =>
  fetch(`${endpoint}/${BUCKET}/${prefix}/${rel}`, { headers: { origin } });

const storeAt = (prefix: string, more: Record<string, string> = {}) =>
  new S3ReleaseStore({ bucket: BUCKET, prefix, env: { ...env, ...more } });

beforeAll(async () => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'koris-s3-releases-test-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(tmp, 's3'),
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  env = {
    S3_ENDPOINT: endpoint,
    S3_REGION: 'us-east-1',
    S3_FORCE_PATH_STYLE: '1',
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  };
  // The SDK's credential chain reads the process environment, as in production.
  Object.assign(process.env, env);
});

afterAll(async () => {
  await server?.close();
  rmSync(tmp, { recursive: true, force: true });
});

describe('the release store in a bucket', () => {
  it('publishes a release once, immutable, with each file’s content type', async () => {
    const build = writeBuild('a', { text: 'A', hash: 'aaaaaaaaaa' });
    const store = storeAt('site/mf-media');
    assert.equal(await store.current(), null);
    assert.deepEqual(await store.list(), []);
    const first = await store.publish(build, { remote: 'mf_media', shared: { react: '19.3.1' } });
    assert.equal(first.id, releaseId(build));
    assert.equal(first.created, true);
    assert.equal((await store.publish(build, { remote: 'mf_media', shared: {} })).created, false);
    assert.deepEqual(
      (await store.list()).map((r) => r.id),
      [first.id],
    );

    const release = `releases/${first.id}`;
    const types = {
      'mf-manifest.json': /^application\/json/,
      'remoteEntry.js': /^(text|application)\/javascript; charset=utf-8$/,
      '1.aaaaaaaaaa.js': /javascript/,
      '2.aaaaaaaaaa.css': /^text\/css/,
      '1.aaaaaaaaaa.js.LICENSE.txt': /^text\/plain/,
      'index.html': /^text\/html/,
      'server/remoteEntry.js': /javascript/,
    };
    for (const [rel, type] of Object.entries(types)) {
      const res = await get('site/mf-media', `${release}/${rel}`);
      assert.equal(res.status, 200, rel);
      assert.match(res.headers.get('content-type') ?? '', type, rel);
      assert.equal(res.headers.get('cache-control'), IMMUTABLE, rel);
    }
    // A bucket sends what it stores, whatever the browser accepts: no .br copies.
    assert.equal((await get('site/mf-media', `${release}/remoteEntry.js.br`)).status, 404);
    // Not current yet: nothing at PREFIX/.
    assert.equal((await get('site/mf-media', 'mf-manifest.json')).status, 404);
  });

  it('a switch puts the release at PREFIX/: pointers no-cache, hashed files immutable, CORS', async () => {
    const store = storeAt('site/mf-media');
    const id = (await store.list())[0]!.id;
    assert.deepEqual(await store.activate(id, 'deploy'), { id, previous: null });
    assert.equal(await store.current(), id);

    for (const rel of [
      'mf-manifest.json',
      'remoteEntry.js',
      'server/mf-manifest.json',
      'server/remoteEntry.js',
      'index.html',
      '1.aaaaaaaaaa.js.LICENSE.txt',
    ]) {
      const res = await get('site/mf-media', rel);
      assert.equal(res.status, 200, rel);
      assert.equal(res.headers.get('cache-control'), 'no-cache', rel);
    }
    for (const rel of ['1.aaaaaaaaaa.js', '2.aaaaaaaaaa.css', 'server/3.aaaaaaaaaa.js']) {
      const res = await get('site/mf-media', rel);
      assert.equal(res.headers.get('cache-control'), IMMUTABLE, rel);
    }
    const manifest = await get('site/mf-media', 'mf-manifest.json');
    assert.match(manifest.headers.get('content-type') ?? '', /^application\/json/);
    assert.equal(((await manifest.json()) as { name: string }).name, 'mf_media');
    assert.equal(await (await get('site/mf-media', 'remoteEntry.js')).text(), 'var entry = "A";');
    // The shell's server asks for its server entry with a version query.
    const versioned = await get('site/mf-media', 'server/remoteEntry.js?v=0123abcd');
    assert.equal(await versioned.text(), 'exports.entry = "A";');

    // A page on another origin may read the manifest (fetch with CORS).
    assert.equal(manifest.headers.get('access-control-allow-origin'), '*');
    const cors = await store.client.send(new GetBucketCorsCommand({ Bucket: BUCKET }));
    const rule = cors.CORSRules?.find((r) => r.ID === 'koris-remotes');
    assert.deepEqual(rule?.AllowedMethods?.sort(), ['GET', 'HEAD']);
    assert.deepEqual(rule?.AllowedOrigins, ['*']);
    assert.equal(await store.ensureCors(), true);
    assert.deepEqual(
      (await store.history()).map((h) => [h.action, h.release, h.previous]),
      [['deploy', id, null]],
    );
  });

  it('the next switch replaces the pointers, keeps earlier hashed files, and rolls back', async () => {
    const store = storeAt('site/mf-media');
    const a = (await store.list())[0]!.id;
    const b = await store.publish(writeBuild('b', { text: 'B', hash: 'bbbbbbbbbb' }), {
      remote: 'mf_media',
      shared: { react: '19.3.1' },
    });
    await store.activate(b.id, 'deploy');
    assert.equal(await store.current(), b.id);
    assert.equal(await (await get('site/mf-media', 'remoteEntry.js')).text(), 'var entry = "B";');
    const server = await get('site/mf-media', 'server/remoteEntry.js');
    assert.equal(await server.text(), 'exports.entry = "B";');
    // A page opened on release A still finds its lazy chunks.
    assert.equal((await get('site/mf-media', '1.aaaaaaaaaa.js')).status, 200);
    assert.equal((await get('site/mf-media', '1.bbbbbbbbbb.js')).status, 200);

    const entryB = await get('site/mf-media', 'remoteEntry.js');
    assert.deepEqual(await store.activate(a, 'rollback'), { id: a, previous: b.id });
    const entryA = await get('site/mf-media', 'remoteEntry.js');
    assert.equal(await entryA.text(), 'var entry = "A";');
    // A browser revalidating its copy of release B's entry gets release A's, not a 304.
    const md5 = (text: string) => `"${createHash('md5').update(text).digest('hex')}"`;
    assert.equal(entryA.headers.get('etag'), md5('var entry = "A";'));
    const revalidated = await fetch(`${endpoint}/${BUCKET}/site/mf-media/remoteEntry.js`, {
      headers: { 'if-none-match': entryB.headers.get('etag') ?? '' },
    });
    assert.equal(revalidated.status, 200);
    const manifest = await get('site/mf-media', 'mf-manifest.json');
    assert.equal(manifest.headers.get('cache-control'), 'no-cache');
    assert.deepEqual(
      (await store.history()).map((h) => h.action),
      ['deploy', 'deploy', 'rollback'],
    );
    await assert.rejects(
      store.activate('0123456789abcdef', 'rollback'),
      /No release 0123456789abcdef/,
    );
    await assert.rejects(
      store.find('ffff'),
      /No release ffff in s3:\/\/remotes\/site\/mf-media\/releases\//,
    );
  });

  it('keeps its rollout at PREFIX/rollout.json (no-cache), beside the releases a canary loads', async () => {
    const store = storeAt('site/mf-canary');
    assert.deepEqual(await store.rollout(), { canary: null, lastEnded: null });
    const a = await store.publish(writeBuild('ca', { text: 'CA', hash: 'cacacacaca' }), {
      remote: 'mf_media',
      shared: {},
    });
    await store.activate(a.id, 'deploy');
    const b = await store.publish(writeBuild('cb', { text: 'CB', hash: 'cbcbcbcbcb' }), {
      remote: 'mf_media',
      shared: {},
    });
    const canary = { release: b.id, percent: 20, since: new Date().toISOString() };
    await store.setRollout(
      { canary, lastEnded: null },
      { action: 'canary', release: b.id, reason: '20 % of visitors' },
    );
    assert.deepEqual(await store.rollout(), { canary, lastEnded: null });
    const object = await get('site/mf-canary', 'rollout.json');
    assert.equal(object.headers.get('cache-control'), 'no-cache');
    assert.equal(((await object.json()) as { canary: { release: string } }).canary.release, b.id);
    // The canary's files are where a browser given it loads them, the current one unchanged.
    assert.equal(
      await (await get('site/mf-canary', `releases/${b.id}/remoteEntry.js`)).text(),
      'var entry = "CB";',
    );
    assert.equal(await (await get('site/mf-canary', 'remoteEntry.js')).text(), 'var entry = "CA";');
    assert.deepEqual(
      (await store.history()).map((h) => [h.action, h.release, h.reason]),
      [
        ['deploy', a.id, undefined],
        ['canary', b.id, '20 % of visitors'],
      ],
    );
  });

  it('keeps the bucket’s other CORS rules, and allows only SITE_ORIGIN when it is set', async () => {
    const other = {
      ID: 'uploads',
      AllowedOrigins: ['https://admin.example.lv'],
      AllowedMethods: ['PUT'],
      AllowedHeaders: ['*'],
    };
    const store = storeAt('narrow', { SITE_ORIGIN: 'https://koris.example.lv' });
    await store.client.send(
      new PutBucketCorsCommand({ Bucket: BUCKET, CORSConfiguration: { CORSRules: [other] } }),
    );
    assert.equal(await store.ensureCors(), true);
    const { CORSRules } = await store.client.send(new GetBucketCorsCommand({ Bucket: BUCKET }));
    assert.deepEqual(CORSRules?.map((r) => r.ID).sort(), ['koris-remotes', 'uploads']);
    assert.deepEqual(CORSRules?.find((r) => r.ID === 'koris-remotes')?.AllowedOrigins, [
      'https://koris.example.lv',
    ]);
  });

  it('reads s3:// addresses strictly, with a message for each mistake', () => {
    assert.deepEqual(parseS3Url('s3://koris-remotes/site/mf-media/'), {
      bucket: 'koris-remotes',
      prefix: 'site/mf-media',
    });
    assert.deepEqual(parseS3Url('s3://koris-remotes'), { bucket: 'koris-remotes', prefix: '' });
    assert.equal(parseS3Url('/var/releases'), null);
    const cases: [string, RegExp][] = [
      ['s3://', /names no bucket/],
      ['s3:/koris/x', /is not a bucket address/],
      ['s3://Koris_Remotes/x', /is not a valid bucket name/],
      ['s3://koris/a/../b', /is not a usable key prefix/],
      ['s3://koris/a//b', /is not a usable key prefix/],
      ['s3://koris/a?b', /is not a bucket address/],
    ];
    for (const [url, message] of cases) {
      assert.throws(
        () => parseS3Url(url),
        (e) => e instanceof ReleaseStoreError && message.test(e.message),
        url,
      );
    }
  });
});

describe('pnpm deploy:remote and rollback:remote --to s3://', () => {
  it('deploys, refuses another React major (nothing changed), deploys the same bytes as a no-op and rolls back', async () => {
    const to = `s3://${BUCKET}/cli/mf-media`;
    const shell = writeShell('19.3.1');
    const one = writeBuild('cli-one', { text: 'one', hash: 'cccccccccc' });
    const two = writeBuild('cli-two', { text: 'two', hash: 'dddddddddd' });
    const bad = writeBuild('cli-bad', { text: 'bad', hash: 'eeeeeeeeee', react: '20.0.0' });
    const deploy = (from: string) =>
      script('deploy-remote', ['mf-media', '--to', to, '--from', from, '--shell', shell]);

    const first = await deploy(one);
    assert.equal(first.code, 0, first.stderr);
    assert.match(
      first.stdout,
      /published release [0-9a-f]{16} \(\d+ files, \d+ KB\) in s3:\/\/remotes\/cli\/mf-media\/releases\//,
    );
    assert.match(
      first.stdout,
      new RegExp(
        `served from ${endpoint}/remotes/cli/mf-media/ \\(the shell's REMOTE_MEDIA_URL\\)`,
      ),
    );
    const idOne = releaseId(one);
    assert.match(first.stdout, new RegExp(`${idOne} is current`));

    const refused = await deploy(bad);
    assert.equal(refused.code, 1);
    assert.match(refused.stderr, /Refused: mf_media was built against other shared majors/);
    assert.match(refused.stderr, /react: built against 20\.0\.0, the live shell runs 19\.3\.1/);
    assert.doesNotMatch(refused.stderr, /\n\s+at /);
    assert.equal(await storeAt('cli/mf-media').current(), idOne);
    assert.equal((await storeAt('cli/mf-media').list()).length, 1);

    const again = await deploy(one);
    assert.equal(again.code, 0, again.stderr);
    assert.match(again.stdout, /already in the store \(same bytes\): not copied again/);
    assert.match(again.stdout, new RegExp(`${idOne} was already current`));

    const second = await deploy(two);
    assert.equal(second.code, 0, second.stderr);
    assert.match(second.stdout, new RegExp(`${releaseId(two)} is current \\(was ${idOne}\\)`));
    assert.match(
      second.stdout,
      /undo: pnpm rollback:remote mf-media --to s3:\/\/remotes\/cli\/mf-media/,
    );
    assert.equal(await (await get('cli/mf-media', 'remoteEntry.js')).text(), 'var entry = "two";');

    const list = await script('rollback-remote', ['mf-media', '--to', to, '--list']);
    assert.match(list.stdout, new RegExp(`  ${idOne} `));
    assert.match(list.stdout, new RegExp(`→ ${releaseId(two)} `));
    // The majors check applies to a rollback too.
    const refusedBack = await script('rollback-remote', [
      'mf-media',
      '--to',
      to,
      '--shell',
      writeShell('20.0.0'),
    ]);
    assert.equal(refusedBack.code, 1);
    assert.match(refusedBack.stderr, /react: built against 19\.3\.1, the live shell runs 20\.0\.0/);
    const back = await script('rollback-remote', ['mf-media', '--to', to, '--shell', shell]);
    assert.equal(back.code, 0, back.stderr);
    assert.match(
      back.stdout,
      new RegExp(`${idOne} \\(deployed .+\\) is current again, instead of ${releaseId(two)}`),
    );
    assert.equal(await (await get('cli/mf-media', 'remoteEntry.js')).text(), 'var entry = "one";');
    const oldest = await script('rollback-remote', ['mf-media', '--to', to, '--shell', shell]);
    assert.equal(oldest.code, 1);
    assert.match(oldest.stderr, /is the oldest release of mf-media/);
  });

  it('explains bad addresses, a missing bucket and an endpoint that does not answer, without a stack', async () => {
    const shell = writeShell('19.3.1');
    const build = writeBuild('cli-errors', { text: 'x', hash: 'ffffffffff' });
    const cases: [string[], Record<string, string>, RegExp][] = [
      [['--to', 's3://'], {}, /✗ "s3:\/\/" names no bucket/],
      [['--to', 's3://Bad_Bucket/x'], {}, /✗ "Bad_Bucket" is not a valid bucket name/],
      [['--to', 's3://remotes/a/../b'], {}, /is not a usable key prefix/],
      [
        ['--to', 's3://no-such-bucket/x'],
        {},
        /There is no bucket "no-such-bucket" at http:\/\/127\.0\.0\.1:\d+: create it first\./,
      ],
      [
        ['--to', 's3://remotes/x'],
        { S3_ENDPOINT: 'http://127.0.0.1:1' },
        /Cannot reach the bucket's endpoint http:\/\/127\.0\.0\.1:1 \(ECONNREFUSED\)/,
      ],
    ];
    for (const [args, extra, message] of cases) {
      const out = await script(
        'deploy-remote',
        ['mf-media', ...args, '--from', build, '--shell', shell],
        extra,
      );
      assert.equal(out.code, 1, args.join(' '));
      assert.match(out.stderr, message);
      assert.doesNotMatch(out.stderr, /\n\s+at /);
    }
    const none = await script('rollback-remote', ['mf-media', '--to', 's3://remotes/empty']);
    assert.equal(none.code, 1);
    assert.match(none.stderr, /mf-media has no releases in s3:\/\/remotes\/empty\/releases\//);
  });
});
