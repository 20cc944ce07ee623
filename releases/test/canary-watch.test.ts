import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { canaryCheckIntervalMs, checkCanary, watchCanary } from '../src/canary-watch.js';
import { FolderReleaseStore } from '../src/index.js';

let tmp: string;
let store: FolderReleaseStore;
let current: string;
let canary: string;

async function publish(text: string) {
  const dir = path.join(tmp, `build-${text}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({ name: 'mf_content', v: text }),
  );
  writeFileSync(path.join(dir, 'remoteEntry.js'), `var entry = ${JSON.stringify(text)};`);
  return (await store.publish(dir, { remote: 'mf_content', shared: {} })).id;
}

beforeEach(async () => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'koris-canary-watch-'));
  store = new FolderReleaseStore(path.join(tmp, 'store'));
  current = await publish('a');
  canary = await publish('b');
  await store.activate(current, 'deploy');
  await store.setRollout(
    {
      canary: { release: canary, percent: 10, since: '2026-11-27T10:00:00.000Z' },
      lastEnded: null,
    },
    { action: 'canary', release: canary },
  );
});
afterEach(() => rmSync(tmp, { recursive: true, force: true }));

const countsOf = (canaryErrors: number) => async () =>
  new Map([
    [current, { views: 1000, errors: 10 }],
    [canary, { views: 100, errors: canaryErrors }],
  ]);
const at = () => new Date('2026-11-27T12:00:00.000Z');

it('ends a failing canary in the store: the rollout says why, the history has its line', async () => {
  const ended = await checkCanary({ remote: 'mf_content', store, counts: countsOf(5), now: at });
  const reason =
    "error rate 5.0 % (5 errors in 100 page views) is above 2.0 % and more than 2 times the current release's 1.0 %";
  expect(ended).toEqual({
    release: canary,
    at: '2026-11-27T12:00:00.000Z',
    action: 'auto-rollback',
    reason,
  });
  expect(await store.rollout()).toEqual({ canary: null, lastEnded: ended });
  expect(await store.current()).toBe(current);
  const last = (await store.history()).at(-1);
  expect(last).toMatchObject({ action: 'canary-end', release: canary, reason });
});

it('leaves a canary within its thresholds running and writes nothing', async () => {
  const before = await store.history();
  expect(await checkCanary({ remote: 'mf_content', store, counts: countsOf(2) })).toBeNull();
  expect((await store.rollout()).canary?.release).toBe(canary);
  expect(await store.history()).toEqual(before);
});

it('does nothing without a canary, and never asks for counts then', async () => {
  await store.setRollout({ canary: null, lastEnded: null });
  const counts = jest.fn(countsOf(50));
  expect(await checkCanary({ remote: 'mf_content', store, counts })).toBeNull();
  expect(counts).not.toHaveBeenCalled();
});

it('checks on its interval and reports the end once', async () => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate'] });
  try {
    const onEnded = jest.fn();
    const stop = watchCanary({
      remote: 'mf_content',
      store,
      counts: countsOf(9),
      intervalMs: 120_000,
      onEnded,
    });
    // An interval above a minute is held to a minute.
    await jest.advanceTimersByTimeAsync(60_000);
    for (let i = 0; i < 20 && onEnded.mock.calls.length === 0; i++) {
      await new Promise((resolve) => setImmediate(resolve));
    }
    await jest.advanceTimersByTimeAsync(60_000);
    stop();
    expect(onEnded).toHaveBeenCalledTimes(1);
    expect(onEnded.mock.calls[0][0]).toMatchObject({ release: canary, action: 'auto-rollback' });
  } finally {
    jest.useRealTimers();
  }
});

describe('canaryCheckIntervalMs', () => {
  it('is 30 s by default and takes CANARY_CHECK_SECONDS from 1 to 60', () => {
    expect(canaryCheckIntervalMs({})).toBe(30_000);
    expect(canaryCheckIntervalMs({ CANARY_CHECK_SECONDS: '60' })).toBe(60_000);
    expect(() => canaryCheckIntervalMs({ CANARY_CHECK_SECONDS: '61' })).toThrow(
      'CANARY_CHECK_SECONDS',
    );
    expect(() => canaryCheckIntervalMs({ CANARY_CHECK_SECONDS: '0' })).toThrow(
      'CANARY_CHECK_SECONDS',
    );
  });
});
