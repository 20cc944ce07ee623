import { type TestApp, withApp } from '../../helper';

describe('XSRF cookie', () => {
  let t: TestApp;
  withApp((built) => (t = built));

  it('sets a readable XSRF-TOKEN cookie when the request has none', async () => {
    const res = await t.app.inject('/api/videos');
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^XSRF-TOKEN=[a-f0-9]{32}; Path=\/; SameSite=Lax$/);
    expect(cookie).not.toMatch(/HttpOnly/i);
    const again = await t.app.inject({ url: '/api/videos', headers: { cookie: 'XSRF-TOKEN=abc' } });
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('requires X-XSRF-TOKEN equal to the cookie on state-changing requests that carry it', async () => {
    const payload = { email: 'admin@koris.lv', password: 'admin12345' };
    const postLogin = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/login', payload, headers });
    const missing = await postLogin({ cookie: 'XSRF-TOKEN=abc123' });
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toEqual({ message: 'CSRF token mismatch.' });
    const wrong = await postLogin({ cookie: 'XSRF-TOKEN=abc123', 'x-xsrf-token': 'abc124' });
    expect(wrong.statusCode).toBe(403);
    const ok = await postLogin({ cookie: 'other=1; XSRF-TOKEN=abc123', 'x-xsrf-token': 'abc123' });
    expect(ok.statusCode).toBe(200);
    const noCookie = await t.app.inject({ method: 'POST', url: '/api/login', payload });
    expect(noCookie.statusCode).toBe(200);
  });
});
