import { bearer, multipart, sqlCount, type TestApp, withStaffApp } from '../../helper';

const NASTY = [
  "'; DROP TABLE events; --",
  '" OR 1=1 --',
  "Robert'); DELETE FROM users WHERE ('1'='1",
  '<script>alert("xss")</script>',
  '<img src=x onerror=alert(1)>',
  '{{constructor.constructor("return process")()}}',
  '${7*7} %s %n \\u0000 \\x00',
  'Ģirts Ķēniņš – “pēdiņas” ‘vienpēdiņas’ 🎶\r\n\ttabs',
  '\u202Eevil\u202C zero\u200Bwidth',
];

describe('hostile input', () => {
  let t: TestApp;
  let token: string;
  withStaffApp((staff) => ({ t, token } = staff), ['update-data', 'see-applications']);

  /** A raw body of `contentType` (with the staff token when `staff`). */
  const send = (
    method: 'POST' | 'PUT',
    url: string,
    payload: string,
    contentType: string,
    staff = true,
  ) =>
    t.app.inject({
      method,
      url,
      payload,
      headers: { 'content-type': contentType, ...(staff ? bearer(token) : {}) },
    });

  it('malformed JSON answers 400 with a message, never 5xx', async () => {
    for (const payload of ['{"title": ', '{title: 1}', 'nul', '{"a":1}}', '\u0000']) {
      const res = await send('POST', '/api/achievements', payload, 'application/json');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Malformed JSON body.' });
    }
    const proto = await send(
      'POST',
      '/api/login',
      '{"__proto__": {"admin": true}, "email": "a"}',
      'application/json',
      false,
    );
    expect(proto.statusCode).toBe(400);
    expect(proto.body).not.toMatch(/at .*\.js/);
  });

  it('wrong JSON types and non-object bodies get 4xx', async () => {
    const cases: [unknown, number][] = [
      [[1, 2, 3], 400],
      ['"just a string"', 400],
      [{ text: { nested: true } }, 422],
      [{ text: ['a'] }, 422],
      [{ text: 'ok', order: 'NaN' }, 422],
      [{ text: 'ok', order: 1e300 }, 422],
    ];
    for (const [payload, status] of cases) {
      const res = await send(
        'POST',
        '/api/achievements',
        typeof payload === 'string' ? payload : JSON.stringify(payload),
        'application/json',
      );
      expect({ payload, status: res.statusCode }).toEqual({ payload, status });
      expect(typeof res.json().message).toBe('string');
    }
  });

  it('deeply nested and huge bodies get 4xx', async () => {
    const deep = `{"value":${'['.repeat(100000)}${']'.repeat(100000)}}`;
    const nested = await send('PUT', '/api/system-setting/1', deep, 'application/json');
    expect(nested.statusCode).toBeGreaterThanOrEqual(400);
    expect(nested.statusCode).toBeLessThan(500);

    const huge = await send(
      'PUT',
      '/api/system-setting/1',
      JSON.stringify({ value: 'x'.repeat(3 * 1024 * 1024) }),
      'application/json',
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ message: 'Request body is too large.' });

    const longField = await t.app.inject({
      method: 'PUT',
      url: '/api/system-setting/1',
      payload: { value: 'x'.repeat(50000) },
      headers: bearer(token),
    });
    expect(longField.statusCode).toBe(422);

    const bigMultipartField = await t.app.inject({
      method: 'POST',
      url: '/api/apply',
      ...multipart({ name: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(bigMultipartField.statusCode).toBe(413);

    const manyFields = await t.app.inject({
      method: 'POST',
      url: '/api/apply',
      ...multipart(Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`f${i}`, 'x']))),
    });
    expect(manyFields.statusCode).toBe(413);
  });

  it('malformed multipart gets 4xx', async () => {
    const bodies: [string, string][] = [
      [
        'multipart/form-data; boundary=abc',
        '--abc\r\nContent-Disposition: form-data; name="name"\r\n\r\nAnna',
      ],
      ['multipart/form-data; boundary=abc', 'garbage without boundaries'],
      ['multipart/form-data', '--x\r\n\r\n'],
      [
        'multipart/form-data; boundary=abc',
        '--abc\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\nx\r\n--abc--\r\n',
      ],
      ['multipart/form-data; boundary=abc', '--abc\r\nBroken-Header\r\n\r\nx\r\n--abc--\r\n'],
    ];
    for (const [contentType, payload] of bodies) {
      for (const url of ['/api/apply', '/api/events']) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          payload,
          headers: { 'content-type': contentType, ...bearer(token) },
        });
        expect({ url, payload, status: res.statusCode < 500 && res.statusCode >= 400 }).toEqual({
          url,
          payload,
          status: true,
        });
        expect(typeof res.json().message).toBe('string');
      }
    }
    const unknownType = await send('POST', '/api/apply', '<a/>', 'application/xml', false);
    expect(unknownType.statusCode).toBe(415);
    expect(unknownType.json()).toEqual({ message: 'Unsupported content type.' });
    const text = await send('POST', '/api/apply', 'x', 'text/plain', false);
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({ message: 'The request body must be a JSON object.' });
  });

  it('stores SQL and script strings byte-identically in every text field', async () => {
    for (const nasty of NASTY) {
      const event = await t.app.inject({
        method: 'POST',
        url: '/api/events',
        ...multipart({ title: nasty, description: nasty, footer: nasty }, bearer(token)),
      });
      expect(event.statusCode).toBe(201);
      const fetched = (await t.app.inject(`/api/events/${event.json().id}`)).json();
      expect([fetched.title, fetched.description, fetched.footer]).toEqual([nasty, nasty, nasty]);

      const gallery = await t.app.inject({
        method: 'POST',
        url: '/api/galleries',
        ...multipart({ title: nasty, description: nasty }, bearer(token)),
      });
      const g = (await t.app.inject(`/api/galleries/${gallery.json().id}`)).json();
      expect([g.title, g.description]).toEqual([nasty, nasty]);

      const conductorFields = {
        title: nasty,
        position: nasty,
        eng_position: nasty,
        description: nasty,
        eng_text: nasty,
        year_from: nasty.slice(0, 50),
        year_to: nasty.slice(0, 50),
      };
      const conductor = await t.app.inject({
        method: 'POST',
        url: '/api/conductors',
        ...multipart(conductorFields, bearer(token)),
      });
      expect(conductor.statusCode).toBe(201);
      const c = (await t.app.inject('/api/conductors/old'))
        .json()
        .find((x: { id: number }) => x.id === conductor.json().id);
      expect(c).toMatchObject(conductorFields);

      const achievement = await t.app.inject({
        method: 'POST',
        url: '/api/achievements',
        ...multipart({ text: nasty, eng_text: nasty }, bearer(token)),
      });
      const a = (await t.app.inject('/api/achievements'))
        .json()
        .find((x: { id: number }) => x.id === achievement.json().id);
      expect([a.text, a.eng_text]).toEqual([nasty, nasty]);

      const setting = await t.app.inject({
        method: 'PUT',
        url: '/api/system-setting/1',
        payload: { value: nasty },
        headers: bearer(token),
      });
      expect(setting.statusCode).toBe(200);
      const name = setting.json().name as string;
      expect((await t.app.inject(`/api/system-setting/get-by-name/${name}`)).json().value).toBe(
        nasty,
      );

      const applyFields = {
        name: nasty,
        age: '30',
        email: 'a@b.lv',
        phone: '+371 20000000',
        experience: nasty,
        find_out: nasty,
        free: nasty,
      };
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/apply', ...multipart(applyFields) }))
          .statusCode,
      ).toBe(201);
      const application = (
        await t.app.inject({ url: '/api/applications', headers: bearer(token) })
      ).json()[0];
      expect([
        application.name,
        application.experience,
        application.find_out,
        application.free,
      ]).toEqual([nasty, nasty, nasty, nasty]);
    }
    // The tables are all still there.
    expect((await t.app.inject('/api/events')).statusCode).toBe(200);
    expect(await sqlCount(t.app, 'users')).toBeGreaterThan(0);
  });

  it('login with SQL in the e-mail is just a failed login', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: "' OR '1'='1", password: "' OR '1'='1" },
    });
    expect(res.statusCode).toBe(422);
  });

  it('setting names with odd characters are a 404, not an error', async () => {
    for (const name of ["x' OR 1=1 --", '%00', '..%2F..%2Fetc', 'a'.repeat(150)]) {
      const res = await t.app.inject(`/api/system-setting/get-by-name/${encodeURIComponent(name)}`);
      expect(res.statusCode).toBe(404);
    }
  });
});
