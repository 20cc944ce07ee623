import type ICALModule from 'ical.js' with { 'resolution-mode': 'import' };
import { bearer, type TestApp, withStaffApp } from '../../helper';

// ical.js types itself as an ES module; jest loads its CommonJS build.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const ICAL = require('ical.js') as typeof ICALModule;

/** The feed's events as a calendar program reads them, its time zones registered. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(zone);
  }
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      location: event.location,
      sequence: event.sequence,
      status: vevent.getFirstPropertyValue('status'),
      url: vevent.getFirstPropertyValue('url'),
      tzid: vevent.getFirstProperty('dtstart')!.getParameter('tzid'),
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
    };
  });
}

describe('the events calendar (iCalendar)', () => {
  let t: TestApp;
  let token: string;
  withStaffApp((staff) => ({ t, token } = staff));

  const create = async (payload: Record<string, unknown>) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      payload: { is_current: '1', ...payload },
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(201);
    return res.json<{ id: number }>();
  };
  /** The feed's entries of these events (the app is shared by the tests of this file). */
  const feed = async (...ids: number[]) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/events.ics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const uids = ids.map((id) => `event-${id}@localhost`);
    return parse(res.body).filter((event) => uids.includes(event.uid));
  };

  it('gives events across both clock changes in Riga their right UTC times, with place and page', async () => {
    const march = await create({
      title: 'Nakts koncerts',
      starts_at: '2027-03-27T23:00',
      ends_at: '2027-03-28T05:00',
      venue: 'Lielā aula',
      address: 'Raiņa bulvāris 19, Rīga',
    });
    const october = await create({
      title: 'Rudens nakts',
      starts_at: '2027-10-30T23:00',
      ends_at: '2027-10-31T05:00',
    });
    const untimed = await create({ title: 'Bez laika' });
    const events = await feed(march.id, october.id, untimed.id);
    expect(events.map((e) => e.summary)).toEqual(['Nakts koncerts', 'Rudens nakts']);
    const [first, second] = events;
    expect(first).toMatchObject({
      uid: `event-${march.id}@localhost`,
      tzid: 'Europe/Riga',
      // 23.00 winter time (+02:00), 05.00 summer time (+03:00).
      start: '2027-03-27T21:00:00.000Z',
      end: '2027-03-28T02:00:00.000Z',
      location: 'Lielā aula, Raiņa bulvāris 19, Rīga',
      sequence: 0,
    });
    expect(first!.url).toMatch(new RegExp(`/events#event-${march.id}$`));
    expect(second).toMatchObject({
      uid: `event-${october.id}@localhost`,
      // 23.00 summer time (+03:00), 05.00 winter time (+02:00).
      start: '2027-10-30T20:00:00.000Z',
      end: '2027-10-31T03:00:00.000Z',
    });
  });

  it('raises SEQUENCE with an edit, and keeps a deleted upcoming event as cancelled', async () => {
    const event = await create({ title: 'Pavasara koncerts', starts_at: '2027-04-10T19:00' });
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/events/${event.id}`,
      payload: { title: 'Pavasara koncerts (jauns laiks)' },
      headers: bearer(token),
    });
    expect(edit.statusCode).toBe(200);
    expect((await feed(event.id))[0]).toMatchObject({
      summary: 'Pavasara koncerts (jauns laiks)',
      sequence: 1,
    });
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/events/${event.id}`,
      headers: bearer(token),
    });
    expect(gone.statusCode).toBe(200);
    expect(await feed(event.id)).toEqual([
      expect.objectContaining({
        uid: `event-${event.id}@localhost`,
        status: 'CANCELLED',
        sequence: 2,
        start: '2027-04-10T16:00:00.000Z',
      }),
    ]);
  });

  it('leaves drafts and scheduled events out, and never cancels one deleted before it was out', async () => {
    // Well within PUBLISH_AHEAD_DAYS of today, whenever the test runs.
    const ahead = new Date(Date.now() + 100 * 24 * 3600_000).toISOString().slice(0, 16);
    const draft = await create({ title: 'Melnraksts', starts_at: '2028-06-01T19:00', draft: '1' });
    const scheduled = await create({
      title: 'Vēlāk',
      starts_at: '2028-06-02T19:00',
      publish_at: ahead,
    });
    expect(await feed(draft.id, scheduled.id)).toEqual([]);
    for (const { id } of [draft, scheduled]) {
      const own = await t.app.inject({ method: 'GET', url: `/api/events/${id}.ics` });
      expect(own.statusCode).toBe(404);
      const gone = await t.app.inject({
        method: 'DELETE',
        url: `/api/events/${id}`,
        headers: bearer(token),
      });
      expect(gone.statusCode).toBe(200);
    }
    expect(await feed(draft.id, scheduled.id)).toEqual([]);
  });

  it('answers 304 to its ETag, and a new one after a write', async () => {
    await create({ title: 'Koncerts', starts_at: '2027-05-01T18:00' });
    const first = await t.app.inject({ method: 'GET', url: '/api/events.ics' });
    const etag = first.headers['etag'] as string;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/events.ics',
      headers: { 'if-none-match': etag, cookie: String(first.headers['set-cookie'] ?? '') },
    });
    expect(again.statusCode).toBe(304);
    await create({ title: 'Vēl viens', starts_at: '2027-05-02T18:00' });
    const changed = await t.app.inject({
      method: 'GET',
      url: '/api/events.ics',
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
  });

  it('gives one event with a time as its own calendar, and 404 to one without', async () => {
    const timed = await create({ title: 'Viens', starts_at: '2027-06-01T19:00' });
    const untimed = await create({ title: 'Bez laika' });
    const res = await t.app.inject({ method: 'GET', url: `/api/events/${timed.id}.ics` });
    expect(res.statusCode).toBe(200);
    expect(parse(res.body)).toEqual([
      expect.objectContaining({ summary: 'Viens', start: '2027-06-01T16:00:00.000Z' }),
    ]);
    const none = await t.app.inject({ method: 'GET', url: `/api/events/${untimed.id}.ics` });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ message: 'Event not found' });
  });
});
