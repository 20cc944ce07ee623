import { bearer, build, multipart, type TestApp, withStaffApp } from '../../helper';

/** One test per schema rule: Ajv refuses before a handler runs, with a clear 4xx. */
describe('route schemas', () => {
  let t: TestApp;
  let token: string;
  withStaffApp((staff) => ({ t, token } = staff));

  /** An application with the valid fields of an applicant, and `fields` over them. */
  const postApply = (fields: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/apply',
      ...multipart({
        name: 'Anna',
        age: '20',
        email: 'anna@example.lv',
        phone: '+371 20000000',
        find_out: 'No draugiem',
        ...fields,
      }),
    });
  const postEvent = (fields: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/events', ...multipart(fields, bearer(token)) });

  it('a string where a number belongs: 422 naming the field', async () => {
    const res = await postEvent({ title: 'Koncerts', order: 'pirmais' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'The order field must be a whole number.',
      errors: { order: ['The order field must be a whole number.'] },
    });
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/achievements',
      payload: { text: 'Zelts', order: '3.5' },
      headers: bearer(token),
    });
    expect(json.statusCode).toBe(422);
    expect(json.json().errors).toEqual({ order: ['The order field must be a whole number.'] });
    expect((await t.app.inject('/api/achievements')).json()).toEqual([]);
  });

  it('an unknown field is refused, not silently dropped', async () => {
    const res = await postEvent({ title: 'Koncerts', is_admin: '1' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ is_admin: ['The is_admin field is not expected here.'] });
    const apply = await postApply({ balss: 'alts' });
    expect(apply.statusCode).toBe(422);
    expect(apply.json().errors).toEqual({ balss: ['Lauks "balss" šajā anketā nav paredzēts.'] });
    expect((await t.app.inject('/api/events')).json()).toEqual([]);
  });

  it('a too long value: 422 with the limit', async () => {
    const res = await postEvent({ title: 'x'.repeat(501) });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      title: ['The title field must not be longer than 500 characters.'],
    });
    const apply = await postApply({ find_out: 'x'.repeat(2001) });
    expect(apply.json().errors).toEqual({
      find_out: ['Lauks "Kā uzzināji par kori" nedrīkst būt garāks par 2000 rakstzīmēm.'],
    });
  });

  // A backtracking pattern would not finish within the test timeout on these inputs. The
  // form's body limit is raised so that the patterns themselves meet them.
  it('patterns stay linear: near-megabyte fields get their 422 (no backtracking)', async () => {
    const wide = await build({ BODY_LIMIT_APPLICATION: String(2 * 1024 * 1024) });
    const res = await wide.app.inject({
      method: 'POST',
      url: '/api/apply',
      payload: {
        name: 'Anna',
        age: 20,
        email: `${' '.repeat(200_000)}@${'a'.repeat(200_000)}`,
        phone: `${' '.repeat(200_000)}x`,
        is_lu_student: `${' '.repeat(200_000)}x`,
        find_out: 'No draugiem',
      },
    });
    await wide.destroy();
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['email', 'is_lu_student', 'phone']);
  });

  it('a negative take (or skip) is a 422; a take over 1000 is capped', async () => {
    const res = await t.app.inject('/api/galleries?take=-6');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'The take parameter must be a whole number >= 0.',
      errors: { take: ['The take parameter must be a whole number >= 0.'] },
    });
    expect((await t.app.inject('/api/events/old?skip=-1')).json().errors).toEqual({
      skip: ['The skip parameter must be a whole number >= 0.'],
    });
    expect((await t.app.inject('/api/galleries?take=100000')).statusCode).toBe(200);
  });

  it('a path id that is not a positive integer is the unknown-id 404', async () => {
    for (const id of ['0', '-1', 'abc', '1.5', '99999999999999999999']) {
      const res = await t.app.inject(`/api/conductors/${id}`);
      expect({ id, status: res.statusCode, body: res.json() }).toEqual({
        id,
        status: 404,
        body: { message: 'Conductor not found' },
      });
    }
  });

  it('a JSON null leaves a field unchanged (the client leaves out null, docs/product.md#validation)', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/achievements',
      payload: { text: 'Zelts', eng_text: 'Gold', order: 2 },
      headers: bearer(token),
    });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/achievements/${created.json().id}`,
      payload: { text: 'Sudrabs', eng_text: null, order: null },
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: created.json().id,
      text: 'Sudrabs',
      eng_text: 'Gold',
      order: 2,
    });
  });

  it('answers are serialised from the schemas: only the documented fields, in order', async () => {
    const res = await postEvent({ title: 'Koncerts', order: '2', is_current: '1' });
    expect(res.statusCode).toBe(201);
    expect(Object.keys(res.json()).join(' ')).toBe(
      'id title description footer starts_at ends_at venue address tickets_url order is_current draft publish_at image_url image created_at updated_at galleries',
    );
    expect(res.json()).toMatchObject({ order: 2, is_current: 1, image: null, galleries: [] });
  });
});
