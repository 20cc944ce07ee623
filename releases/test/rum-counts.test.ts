import { createHash } from 'node:crypto';
import { rumCountsSource, rumReleaseKey } from '../src/rum-counts.js';

const CURRENT = '{"name":"mf_content","metaData":{"publicPath":"/releases/aaaa/"}}';
const CANARY = '{"name":"mf_content","metaData":{"publicPath":"/releases/bbbb/"}}';

function summaryFetch(body: unknown, status = 200) {
  const calls: { url: string; auth: string | null }[] = [];
  const fake = (async (url: URL | string, init?: RequestInit) => {
    calls.push({ url: String(url), auth: new Headers(init?.headers).get('authorization') });
    return new Response(JSON.stringify(body), { status });
  }) as typeof fetch;
  return { fake, calls };
}

describe('rumReleaseKey', () => {
  it("names a release as the visitors' browsers do: 12 hex digits of its manifest's SHA-1", () => {
    expect(rumReleaseKey(CURRENT)).toBe(
      createHash('sha1').update(CURRENT).digest('hex').slice(0, 12),
    );
    expect(rumReleaseKey(CURRENT)).toMatch(/^[0-9a-f]{12}$/);
  });
});

describe('rumCountsSource', () => {
  it("hands on the summary's counts under the store's release ids", async () => {
    const { fake, calls } = summaryFetch({
      window: '24h',
      pages: [],
      releases: [
        {
          remote: 'mf-content',
          release: rumReleaseKey(CANARY),
          views: 60,
          errors: 6,
          previous: { release: rumReleaseKey(CURRENT), views: 900, errors: 9 },
        },
        {
          remote: 'mf-media',
          release: rumReleaseKey(CURRENT),
          views: 5,
          errors: 5,
          previous: null,
        },
      ],
    });
    const source = rumCountsSource({
      apiUrl: 'https://koris.test/api',
      token: 'staff-token',
      fetch: fake,
      releasesOf: async () => [
        { id: 'current0000000000', manifest: CURRENT },
        { id: 'canary00000000000', manifest: CANARY },
      ],
    });
    const counts = await source('mf_content');
    expect(Object.fromEntries(counts)).toEqual({
      current0000000000: { views: 900, errors: 9 },
      canary00000000000: { views: 60, errors: 6 },
    });
    expect(calls).toEqual([
      { url: 'https://koris.test/api/rum/summary?window=24h', auth: 'Bearer staff-token' },
    ]);
  });

  it('counts a canary that is neither the newest release nor the one before it', async () => {
    const PREVIEW = '{"name":"mf_content","metaData":{"publicPath":"/releases/cccc/"}}';
    const { fake } = summaryFetch({
      window: '24h',
      pages: [],
      releases: [
        {
          remote: 'mf-content',
          release: rumReleaseKey(CURRENT),
          views: 900,
          errors: 0,
          previous: { release: rumReleaseKey(PREVIEW), views: 3, errors: 0 },
          seen: [
            { release: rumReleaseKey(CURRENT), views: 900, errors: 0 },
            { release: rumReleaseKey(PREVIEW), views: 3, errors: 0 },
            { release: rumReleaseKey(CANARY), views: 20, errors: 40 },
          ],
        },
      ],
    });
    const source = rumCountsSource({
      apiUrl: 'https://koris.test/api',
      token: 't',
      fetch: fake,
      releasesOf: async () => [
        { id: 'current0000000000', manifest: CURRENT },
        { id: 'canary00000000000', manifest: CANARY },
      ],
    });
    expect(Object.fromEntries(await source('mf_content'))).toEqual({
      current0000000000: { views: 900, errors: 0 },
      canary00000000000: { views: 20, errors: 40 },
    });
  });

  it('leaves out a release the reports have not named', async () => {
    const { fake } = summaryFetch({ window: '24h', pages: [], releases: [] });
    const source = rumCountsSource({
      apiUrl: 'https://koris.test/api/',
      token: 't',
      fetch: fake,
      releasesOf: async () => [{ id: 'current0000000000', manifest: CURRENT }],
    });
    expect((await source('mf_content')).size).toBe(0);
  });

  it('fails when the summary is refused, so no verdict is taken on missing counts', async () => {
    const { fake } = summaryFetch({ message: 'Unauthorized' }, 401);
    const source = rumCountsSource({
      apiUrl: 'https://koris.test/api',
      token: 'wrong',
      fetch: fake,
      releasesOf: async () => [],
    });
    await expect(source('mf_content')).rejects.toThrow('answered 401');
  });
});
