import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FolderReleaseStore, rumReleaseKey } from '@koris/releases';
import { releaseStoresOf, startCanaryChecks } from '../canary-checks';

let tmp: string;
let store: FolderReleaseStore;
const manifests: Record<string, string> = {};

async function publish(text: string) {
  const dir = path.join(tmp, `build-${text}`);
  mkdirSync(dir, { recursive: true });
  const manifest = JSON.stringify({ name: 'mf_content', v: text });
  writeFileSync(path.join(dir, 'mf-manifest.json'), manifest);
  writeFileSync(path.join(dir, 'remoteEntry.js'), `var entry = ${JSON.stringify(text)};`);
  const { id } = await store.publish(dir, { remote: 'mf_content', shared: {} });
  manifests[id] = manifest;
  return id;
}

beforeEach(() => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'koris-shell-canary-'));
  store = new FolderReleaseStore(path.join(tmp, 'store'));
});
afterEach(() => rmSync(tmp, { recursive: true, force: true }));

describe("the shell's server checks the canaries of its release stores", () => {
  it('ends a failing canary once, in the store and in the activity log, from every instance', async () => {
    const current = await publish('current');
    const canary = await publish('canary');
    await store.activate(current, 'deploy');
    await store.setRollout(
      {
        canary: { release: canary, percent: 20, since: new Date().toISOString() },
        lastEnded: null,
      },
      { action: 'canary', release: canary },
    );
    const logged: { remote: string; release: string; reason: string }[] = [];
    const api = jest.fn(async (url: URL | RequestInfo, init?: RequestInit) => {
      if (String(url).endsWith('/activity/canary-ended')) {
        expect(new Headers(init?.headers).get('authorization')).toBe('Bearer staff-token');
        logged.push(JSON.parse(String(init?.body)));
        return new Response(null, { status: 204 });
      }
      expect(String(url)).toBe('http://api.test/api/rum/summary?window=24h');
      return Response.json({
        releases: [
          {
            remote: 'mf-content',
            release: rumReleaseKey(manifests[canary]!),
            views: 6,
            errors: 3,
            previous: { release: rumReleaseKey(manifests[current]!), views: 40, errors: 0 },
          },
        ],
      });
    });
    const env = { RUM_API_TOKEN: 'staff-token', CANARY_CHECK_SECONDS: '1', CANARY_MIN_VIEWS: '5' };
    const log = { info: jest.fn(), warn: jest.fn() };
    const stores = new Map([['mf_content' as const, store]]);
    const start = () =>
      startCanaryChecks({ env, apiOrigin: 'http://api.test', log, fetch: api, stores });
    const stops = [await start(), await start()];

    await waitFor(async () => (await store.rollout()).canary === null);
    const rollout = await store.rollout();
    expect(rollout.lastEnded).toMatchObject({ release: canary, action: 'auto-rollback' });
    expect(rollout.lastEnded?.reason).toContain('3 errors in 6 page views');
    await waitFor(async () => logged.length > 0);
    expect(logged[0]).toMatchObject({ remote: 'mf-content', release: canary });
    expect(log.warn).not.toHaveBeenCalled();
    stops.forEach((stop) => stop?.());
  }, 20_000);

  it('checks nothing without RELEASE_STORES, and refuses stores without a token to count', async () => {
    const log = { info: jest.fn(), warn: jest.fn() };
    expect(await startCanaryChecks({ env: {}, apiOrigin: 'http://api.test', log })).toBeNull();
    await expect(
      startCanaryChecks({ env: { RELEASE_STORES: `mf-content=${tmp}` }, apiOrigin: '', log }),
    ).rejects.toThrow('RELEASE_STORES needs RUM_API_TOKEN');
    expect(() => releaseStoresOf('content:/srv')).toThrow('RELEASE_STORES must list');
    expect([...releaseStoresOf('mf-media=s3://bucket/media, mf-content=/srv/c')]).toEqual([
      ['mf_media', 's3://bucket/media'],
      ['mf_content', '/srv/c'],
    ]);
  });
});

async function waitFor(done: () => Promise<boolean>) {
  for (let i = 0; i < 100; i += 1) {
    if (await done()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('not reached in 10 s');
}
