/**
 * `status:remote` with counts: each release's page views and error rate, matched to the
 * store's ids through the release's manifest, and the verdict the thresholds give the canary.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { statusRemote } from '../src/commands/status.js';
import { FolderReleaseStore, releaseManifestText, rumReleaseKey } from '../src/index.js';

const ROOT = path.resolve(__dirname, '../..');
let tmp: string;
let lines: string[];

beforeEach(() => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'koris-status-'));
  lines = [];
  jest.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line));
});
afterEach(() => {
  jest.restoreAllMocks();
  rmSync(tmp, { recursive: true, force: true });
});

async function publish(store: FolderReleaseStore, text: string) {
  const dir = path.join(tmp, `build-${text}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({ name: 'mf_content', metaData: { buildVersion: text }, exposes: [] }),
  );
  writeFileSync(path.join(dir, 'remoteEntry.js'), `var entry = ${JSON.stringify(text)};`);
  return (await store.publish(dir, { remote: 'mf_content', shared: {} })).id;
}

it("prints each release's page views and error rate, and says when the canary fails", async () => {
  const store = new FolderReleaseStore(path.join(tmp, 'store'));
  const current = await publish(store, 'a');
  const canary = await publish(store, 'b');
  await store.activate(current, 'deploy');
  await store.setRollout(
    {
      canary: { release: canary, percent: 20, since: '2026-11-27T10:00:00.000Z' },
      lastEnded: null,
    },
    { action: 'canary', release: canary },
  );
  const currentKey = rumReleaseKey((await releaseManifestText(store, current))!);
  const canaryKey = rumReleaseKey((await releaseManifestText(store, canary))!);
  const byKey = new Map([
    [currentKey, { views: 400, errors: 4 }],
    [canaryKey, { views: 80, errors: 8 }],
  ]);
  await statusRemote(['mf-content', '--to', path.join(tmp, 'store')], {
    root: ROOT,
    env: {},
    counts: async () => {
      const found = new Map<string, { views: number; errors: number }>();
      found.set(current, byKey.get(currentKey)!);
      found.set(canary, byKey.get(canaryKey)!);
      return found;
    },
  });
  expect(lines).toContain(`  ${current}  400 page views, 4 errors (1.0 %)`);
  expect(lines).toContain(`  ${canary}  80 page views, 8 errors (10.0 %)`);
  expect(lines).toContain(
    "  the canary fails its thresholds: error rate 10.0 % (8 errors in 80 page views) is above 2.0 % and more than 2 times the current release's 1.0 %",
  );
});

it('says when the counts could not be read', async () => {
  const store = new FolderReleaseStore(path.join(tmp, 'store'));
  await store.activate(await publish(store, 'a'), 'deploy');
  await statusRemote(['mf-content', '--to', path.join(tmp, 'store')], {
    root: ROOT,
    env: {},
    counts: async () => {
      throw new Error('the real-user summary answered 401');
    },
  });
  expect(lines).toContain('  page views and errors: not read (the real-user summary answered 401)');
});
