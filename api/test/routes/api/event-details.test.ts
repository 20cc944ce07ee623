import { DateTime } from 'luxon';
import { bearer, sqlRows, sqlRun, type TestApp, withStaffApp } from '../../helper';
import { isBoundsGuard } from '../../../src/db/bounds';

interface EventBody {
  id: number;
  title: string;
  starts_at: string | null;
  ends_at: string | null;
  venue: string | null;
  address: string | null;
  tickets_url: string | null;
  is_current: number;
}

/** Riga's local time `minutes` from now, as a form sends it. */
const rigaIn = (minutes: number) =>
  DateTime.now().setZone('Europe/Riga').plus({ minutes }).toFormat("yyyy-MM-dd'T'HH:mm");

describe('an event’s when and where', () => {
  let t: TestApp;
  let token: string;
  withStaffApp((staff) => ({ t, token } = staff));

  const write = (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) =>
    t.app.inject({ method, url, payload, headers: bearer(token) });
  const create = (payload: Record<string, unknown>) => write('POST', '/api/events', payload);

  it('takes Riga’s local time and answers it with its offset, stored as a UTC instant', async () => {
    const res = await create({
      title: 'Ziemas koncerts',
      starts_at: '2026-12-12T19:00',
      ends_at: '2026-12-12T21:00',
      venue: 'Lielā aula',
      address: 'Raiņa bulvāris 19, Rīga',
      tickets_url: 'https://bilesuserviss.lv/koncerts',
      is_current: '1',
    });
    expect(res.statusCode).toBe(201);
    const event = res.json<EventBody>();
    expect(event).toMatchObject({
      starts_at: '2026-12-12T19:00:00+02:00',
      ends_at: '2026-12-12T21:00:00+02:00',
      venue: 'Lielā aula',
      address: 'Raiņa bulvāris 19, Rīga',
      tickets_url: 'https://bilesuserviss.lv/koncerts',
    });
    const [row] = await sqlRows<{ starts_at: string }>(
      t.app,
      'SELECT starts_at FROM events WHERE id = ?',
      event.id,
    );
    expect(row!.starts_at).toBe('2026-12-12T17:00:00.000Z');
    // Summer time is three hours ahead of UTC.
    const summer = (
      await create({ title: 'Vasarā', starts_at: '2026-06-20T18:30' })
    ).json<EventBody>();
    expect(summer.starts_at).toBe('2026-06-20T18:30:00+03:00');
  });

  it('leaves an event without them exactly as before: every new field null', async () => {
    const event = (await create({ title: 'Bez laika' })).json<EventBody>();
    expect(event).toMatchObject({
      starts_at: null,
      ends_at: null,
      venue: null,
      address: null,
      tickets_url: null,
    });
  });

  it.each([
    [
      { venue: 'v'.repeat(201) },
      'venue',
      'The venue field must not be longer than 200 characters.',
    ],
    [
      { address: 'a'.repeat(501) },
      'address',
      'The address field must not be longer than 500 characters.',
    ],
    [
      { tickets_url: 'http://example.com' },
      'tickets_url',
      'The tickets address must start with https://.',
    ],
    [{ tickets_url: 'https://' }, 'tickets_url', 'The tickets address must start with https://.'],
    [
      { starts_at: '12.12.2026 19:00' },
      'starts_at',
      'The start must be a date and time (YYYY-MM-DDTHH:MM, Riga time).',
    ],
    [{ starts_at: '2026-02-30T19:00' }, 'starts_at', 'That date does not exist.'],
    [
      { starts_at: '2026-03-29T03:30' },
      'starts_at',
      'That time does not exist in Riga (the clocks move forward then).',
    ],
    [
      { starts_at: '2026-12-12T19:00', ends_at: '2026-12-12T18:00' },
      'ends_at',
      'The end must not be before the start.',
    ],
    [{ ends_at: '2026-12-12T18:00' }, 'ends_at', 'The end needs a start.'],
  ])('refuses %j with a 422 on its field', async (fields, field, message) => {
    const res = await create({ title: 'Nepareizs', ...fields });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message, errors: { [field]: [message] } });
  });

  it('clears a field sent empty, keeps one left out, and checks an end against the stored start', async () => {
    const event = (
      await create({ title: 'Maināms', starts_at: '2026-12-01T18:00', venue: 'Zāle' })
    ).json<EventBody>();
    const early = await write('PUT', `/api/events/${event.id}`, { ends_at: '2026-12-01T17:00' });
    expect(early.statusCode).toBe(422);
    expect(early.json().errors).toEqual({ ends_at: ['The end must not be before the start.'] });
    const res = await write('PUT', `/api/events/${event.id}`, {
      venue: '',
      ends_at: '2026-12-01T20:00',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      starts_at: '2026-12-01T18:00:00+02:00',
      ends_at: '2026-12-01T20:00:00+02:00',
      venue: null,
    });
  });

  it('counts every edit (a calendar’s SEQUENCE)', async () => {
    const event = (await create({ title: 'Skaitīts' })).json<EventBody>();
    const sequence = async () =>
      Number(
        (
          await sqlRows<{ s: number }>(
            t.app,
            'SELECT sequence AS s FROM events WHERE id = ?',
            event.id,
          )
        )[0]!.s,
      );
    expect(await sequence()).toBe(0);
    await write('PUT', `/api/events/${event.id}`, { title: 'Skaitīts 2' });
    await write('PUT', `/api/events/${event.id}`, { venue: 'Kaut kur' });
    expect(await sequence()).toBe(2);
  });

  it('moves an ended current event to the archive by itself, once: staff may move it back', async () => {
    const ended = (
      await create({
        title: 'Beidzies',
        starts_at: '2026-01-10T18:00',
        ends_at: '2026-01-10T20:00',
        is_current: '1',
      })
    ).json<EventBody>();
    const noEnd = (
      await create({ title: 'Bez beigām', starts_at: '2026-01-10T18:00', is_current: '1' })
    ).json<EventBody>();
    const untimed = (
      await create({ title: 'Bez laika, aktuāls', is_current: '1' })
    ).json<EventBody>();
    const { events } = t.app.repos;
    // Before its end (and, without one, before its assumed length of three hours) it stays.
    expect(await events.archiveEnded(new Date('2026-01-10T17:30:00Z'))).toBe(0);
    expect(await events.archiveEnded(new Date('2026-01-10T18:00:00Z'))).toBe(1);
    expect((await events.get(ended.id))!.is_current).toBe(0);
    expect((await events.get(noEnd.id))!.is_current).toBe(1);
    expect(await events.archiveEnded(new Date('2026-01-10T19:00:00Z'))).toBe(1);
    expect((await events.get(noEnd.id))!.is_current).toBe(0);
    expect((await events.get(untimed.id))!.is_current).toBe(1);

    const old = (await t.app.inject('/api/events/old')).json<EventBody[]>();
    expect(old.map((e) => e.title)).toEqual(expect.arrayContaining(['Beidzies', 'Bez beigām']));

    const back = await write('PUT', `/api/events/${ended.id}`, { is_current: '1' });
    expect(back.json().is_current).toBe(1);
    expect(await events.archiveEnded(new Date('2026-01-11T00:00:00Z'))).toBe(0);
    expect((await events.get(ended.id))!.is_current).toBe(1);
  });

  it('shows staff a preview’s archive moves as made, and leaves visitors’ lists as they are', async () => {
    const ends = (
      await create({
        title: 'Drīz beigsies',
        starts_at: rigaIn(60),
        ends_at: rigaIn(120),
        is_current: '1',
      })
    ).json<EventBody>();
    await create({ title: 'Drīz, bez beigām', starts_at: rigaIn(60), is_current: '1' });
    await create({ title: 'Kādreiz', is_current: '1' });
    const mine = new Set(['Drīz beigsies', 'Drīz, bez beigām', 'Kādreiz']);
    const titles = async (list: 'current' | 'old', at?: string) =>
      (
        await t.app.inject({
          url: `/api/events/${list}${at ? `?at=${at}` : ''}`,
          headers: at ? bearer(token) : {},
        })
      )
        .json<EventBody[]>()
        .map((e) => e.title)
        .filter((title) => mine.has(title))
        .sort();

    // Before the first end nothing has moved; after it, that event is in the archive; once the
    // assumed three hours of the other have passed, it is too. The untimed one never moves.
    expect(await titles('current', rigaIn(90))).toEqual([
      'Drīz beigsies',
      'Drīz, bez beigām',
      'Kādreiz',
    ]);
    expect(await titles('old', rigaIn(90))).toEqual([]);
    expect(await titles('current', rigaIn(150))).toEqual(['Drīz, bez beigām', 'Kādreiz']);
    expect(await titles('old', rigaIn(150))).toEqual(['Drīz beigsies']);
    expect(await titles('current', rigaIn(300))).toEqual(['Kādreiz']);
    expect(await titles('old', rigaIn(300))).toEqual(['Drīz beigsies', 'Drīz, bez beigām']);
    // Nothing was written: visitors, and the database, still have all three current.
    expect(await titles('current')).toEqual(['Drīz beigsies', 'Drīz, bez beigām', 'Kādreiz']);
    expect(await titles('old')).toEqual([]);

    // One the schedule has moved and staff moved back stays where staff put it.
    await t.app.repos.events.archiveEnded(new Date(Date.now() + 150 * 60_000));
    await write('PUT', `/api/events/${ends.id}`, { is_current: '1' });
    expect(await titles('current', rigaIn(300))).toEqual(['Drīz beigsies', 'Kādreiz']);
  });

  it('is guarded by the database too: a venue too long is refused whoever writes it', async () => {
    const event = (await create({ title: 'Sargāts' })).json<EventBody>();
    // The driver's error may come from another realm than the test's (one native module per
    // worker): what it says is compared, not its class.
    const refused = await sqlRun(
      t.app,
      'UPDATE events SET venue = ? WHERE id = ?',
      'v'.repeat(201),
      event.id,
    ).then(
      () => 'stored',
      (error: unknown) => (isBoundsGuard(error) ? 'refused by the bounds' : String(error)),
    );
    expect(refused).toBe('refused by the bounds');
  });
});
