import { type TestApp, withApp } from './helper';

describe('X-Request-Id', () => {
  let t: TestApp;
  withApp((built) => (t = built));

  it('a well-formed incoming id is the request id, echoed in the answer', async () => {
    const res = await t.app.inject({
      url: '/api/system-settings',
      headers: { 'x-request-id': 'lb-7f3a.91:c2' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toBe('lb-7f3a.91:c2');
  });

  it('a missing one is generated, also on answers the cache gives and on errors', async () => {
    const ids = new Set<string>();
    for (const url of ['/api/system-settings', '/api/system-settings', '/api/nothing-here']) {
      const id = (await t.app.inject(url)).headers['x-request-id'];
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      ids.add(String(id));
    }
    // A cached answer never replays the id of the request that filled the cache.
    expect(ids.size).toBe(3);
  });

  it('a hostile one (too long, control or odd characters) is replaced', async () => {
    for (const hostile of ['a'.repeat(129), 'abc\tdef', 'x y', '<script>', 'id"; drop']) {
      const id = (
        await t.app.inject({ url: '/api/system-settings', headers: { 'x-request-id': hostile } })
      ).headers['x-request-id'];
      expect(id).not.toBe(hostile);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
