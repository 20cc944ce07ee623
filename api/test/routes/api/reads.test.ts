import { bearer, sendForm, type TestApp, withApp, withStaffApp } from '../../helper';

interface Answers {
  answers: { status: number; body: unknown }[];
}

const readsUrl = (...paths: string[]) =>
  `/api/reads?${paths.map((path) => `get=${encodeURIComponent(path)}`).join('&')}`;

describe('GET /api/reads: several public reads in one request', () => {
  let t: TestApp;
  let token: string;
  withStaffApp((staff) => ({ t, token } = staff));

  beforeAll(async () => {
    for (const [text, order] of [
      ['Zelta diploms', '1'],
      ['Grand Prix', '2'],
    ] as const) {
      const res = await sendForm(t.app, { url: '/api/achievements', token }, { text, order });
      expect(res.statusCode).toBe(201);
    }
  });

  it('answers each read, in the order asked, exactly as it answers alone', async () => {
    const paths = [
      'achievements',
      'conductors/current',
      'events?type=current&page=1',
      'events/999999',
    ];
    const res = await t.app.inject(readsUrl(...paths));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { answers } = res.json<Answers>();
    expect(answers).toHaveLength(paths.length);
    for (const [i, path] of paths.entries()) {
      const alone = await t.app.inject(`/api/${path}`);
      expect(answers[i]).toEqual({ status: alone.statusCode, body: alone.json() });
    }
    expect(answers[0]!.body).toEqual([
      expect.objectContaining({ text: 'Zelta diploms' }),
      expect.objectContaining({ text: 'Grand Prix' }),
    ]);
    // An unknown id: the read's own 404 and message, the batch itself answered.
    expect(answers[3]!.status).toBe(404);
  });

  it('answers kept reads as kept, and a write shows in the next batch', async () => {
    const texts = async () =>
      (await t.app.inject(readsUrl('achievements', 'videos'))).json<Answers>().answers[0]!.body as {
        text: string;
      }[];
    // The second batch finds the list kept by the first.
    expect((await texts()).map((a) => a.text)).toEqual(['Zelta diploms', 'Grand Prix']);
    expect((await texts()).map((a) => a.text)).toEqual(['Zelta diploms', 'Grand Prix']);
    const added = await sendForm(
      t.app,
      { url: '/api/achievements', token },
      { text: 'Dziesmu kari', order: '3' },
    );
    expect(added.statusCode).toBe(201);
    expect((await texts()).map((a) => a.text)).toEqual([
      'Zelta diploms',
      'Grand Prix',
      'Dziesmu kari',
    ]);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/achievements/${added.json<{ id: number }>().id}`,
      headers: bearer(token),
    });
  });

  it('reads anonymously, whatever the batch carries: a staff token opens nothing', async () => {
    const staffAlone = await t.app.inject({ url: '/api/activity', headers: bearer(token) });
    expect(staffAlone.statusCode).toBe(200);
    const res = await t.app.inject({ url: readsUrl('activity'), headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json<Answers>().answers[0]!.status).toBe(401);
  });

  it('refuses what is not a read of this API, with a clear message', async () => {
    for (const path of [
      'reads?get=achievements',
      'reads',
      '../uploads/x.webp',
      'events/../achievements',
      '/achievements',
      'http://example.com/api/events',
      '//example.com/events',
      'events#x',
    ]) {
      const res = await t.app.inject(readsUrl('achievements', path));
      expect({ path, status: res.statusCode }).toEqual({ path, status: 400 });
      expect(res.json<{ message: string }>().message).toMatch(/^Not a read of this API: /);
    }
    // None at all: the API's answer to a query that does not fit its schema.
    const none = await t.app.inject('/api/reads');
    expect(none.statusCode).toBe(422);
    expect(none.json<{ message: string }>().message).toMatch(/get/);
  });

  it('is documented in the OpenAPI document under the tag reads', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json<{
      paths: Record<string, { get?: { tags?: string[] } }>;
    }>();
    expect(doc.paths['/api/reads']?.get?.tags).toEqual(['reads']);
  });
});

describe('GET /api/reads: READ_BATCH_MAX', () => {
  let t: TestApp;
  withApp((built) => (t = built), { READ_BATCH_MAX: '3' });

  it('answers up to READ_BATCH_MAX reads and refuses one more, saying how many it takes', async () => {
    const three = await t.app.inject(readsUrl('achievements', 'videos', 'history-events'));
    expect(three.statusCode).toBe(200);
    expect(three.json<Answers>().answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const four = await t.app.inject(
      readsUrl('achievements', 'videos', 'history-events', 'conductors/old'),
    );
    expect(four.statusCode).toBe(400);
    expect(four.json<{ message: string }>().message).toBe('At most 3 reads in one request.');
  });
});
