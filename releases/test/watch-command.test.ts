import path from 'node:path';
import { checkIntervalMs, watchCanaryCommand } from '../src/commands/index.js';

const ROOT = path.resolve(__dirname, '../..');

describe('checkIntervalMs', () => {
  it('is 30 s by default and takes CANARY_CHECK_SECONDS from 1 to 60', () => {
    expect(checkIntervalMs({})).toBe(30_000);
    expect(checkIntervalMs({ CANARY_CHECK_SECONDS: '60' })).toBe(60_000);
    expect(() => checkIntervalMs({ CANARY_CHECK_SECONDS: '61' })).toThrow('CANARY_CHECK_SECONDS');
    expect(() => checkIntervalMs({ CANARY_CHECK_SECONDS: '0' })).toThrow('CANARY_CHECK_SECONDS');
  });
});

describe('watchCanaryCommand', () => {
  it('refuses to start without the API that reports the counts', async () => {
    await expect(
      watchCanaryCommand(['mf-content', '--to', path.join(ROOT, 'no-such-store')], {
        root: ROOT,
        env: {},
      }),
    ).rejects.toThrow('Needs RUM_API_URL and RUM_API_TOKEN');
  });
});
