import { DateTime } from 'luxon';
import { bearer, sqlRows, type TestApp, withStaffApp } from '../../helper';
import { publishDue } from '../../../src/plugins/app/repositories/publication';

interface Item {
  id: number;
  title: string;
  draft: number;
  publish_at: string | null;
}

/** Riga's local time `minutes` from now, as a form sends it. */
const rigaIn = (minutes: number) =>
  DateTime.now().setZone('Europe/Riga').plus({ minutes }).toFormat("yyyy-MM-dd'T'HH:mm:ss");

const KINDS = [
  {
    path: '/api/events',
    lists: ['/api/events', '/api/events/current', '/api/events/old'],
    current: { is_current: '1' },
  },
  { path: '/api/galleries', lists: ['/api/galleries'], current: {} },
  {
    path: '/api/conductors',
    lists: ['/api/conductors/current', '/api/conductors/old'],
    current: { is_current: '1' },
  },
] as const;

describe('drafts and scheduled publishing', () => {
  let t: TestApp;
  let token: string;
  withStaffApp((staff) => ({ t, token } = staff));

  const create = (path: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: path, payload, headers: bearer(token) });
  const titles = async (url: string, headers: Record<string, string> = {}) =>
    (await t.app.inject({ url, headers })).json<Item[]>().map((item) => item.title);

  it.each(KINDS)(
    '$path: a draft and a scheduled item are in no public answer, and staff see both',
    async ({ path, lists, current }) => {
      const out = (await create(path, { title: 'Publisks', ...current })).json<Item>();
      const draft = (
        await create(path, { title: 'Melnraksts', draft: '1', ...current })
      ).json<Item>();
      const res = await create(path, { title: 'Vēlāk', publish_at: rigaIn(60), ...current });
      expect(res.statusCode).toBe(201);
      const later = res.json<Item>();
      expect(draft.draft).toBe(1);
      expect(later).toMatchObject({ draft: 0, publish_at: expect.stringMatching(/\+0[23]:00$/) });
      expect(out).toMatchObject({ draft: 0, publish_at: null });

      for (const list of lists) {
        // Asked twice: the second answer comes from the kept ones.
        for (let i = 0; i < 2; i++) {
          const shown = await titles(list);
          expect(shown).not.toContain('Melnraksts');
          expect(shown).not.toContain('Vēlāk');
        }
      }
      expect(await titles(lists[0])).toContain('Publisks');
      for (const hidden of [draft, later]) {
        expect((await t.app.inject(`${path}/${hidden.id}`)).statusCode).toBe(404);
      }
      // A token alone does not show them: only edit mode's query does.
      expect(await titles(lists[0], bearer(token))).not.toContain('Melnraksts');

      const staff = await t.app.inject({ url: `${lists[0]}?drafts=1`, headers: bearer(token) });
      expect(staff.statusCode).toBe(200);
      expect(staff.headers['cache-control']).toBe('no-store');
      expect(staff.json<Item[]>().map((i) => i.title)).toEqual(
        expect.arrayContaining(['Publisks', 'Melnraksts', 'Vēlāk']),
      );
      const one = await t.app.inject({
        url: `${path}/${draft.id}?drafts=1`,
        headers: bearer(token),
      });
      expect(one.json<Item>()).toMatchObject({ title: 'Melnraksts', draft: 1 });
      // The staff answer was kept for nobody: a visitor's same address is refused.
      expect((await t.app.inject(`${lists[0]}?drafts=1`)).statusCode).toBe(401);
      expect((await t.app.inject(`${path}/${draft.id}?drafts=1`)).statusCode).toBe(401);

      // A preview at a later time shows the scheduled item, never the draft.
      const preview = await titles(`${lists[0]}?at=${rigaIn(120)}`, bearer(token));
      expect(preview).toContain('Vēlāk');
      expect(preview).not.toContain('Melnraksts');
    },
  );

  it('leaves a draft out of an event’s galleries for visitors', async () => {
    const event = (await create('/api/events', { title: 'Koncerts' })).json<Item>();
    await create('/api/galleries', { title: 'Slēpta', draft: '1', event_id: String(event.id) });
    await create('/api/galleries', { title: 'Redzama', event_id: String(event.id) });
    const shown = (await t.app.inject(`/api/events/${event.id}`)).json<{
      galleries: { title: string }[];
    }>();
    expect(shown.galleries.map((g) => g.title)).toEqual(['Redzama']);
  });

  it('publishes a scheduled item once its time has come, and the content version moves', async () => {
    const later = (
      await create('/api/events', { title: 'Ieplānots', publish_at: rigaIn(2) })
    ).json<Item>();
    const version = async () =>
      (await t.app.inject('/api/content-version')).json<{ version: string }>().version;
    const before = await version();
    expect(await publishDue(t.app.db, new Date())).toBe(0);
    expect(await version()).toBe(before);
    expect(await titles('/api/events')).not.toContain('Ieplānots');

    expect(await publishDue(t.app.db, new Date(Date.now() + 3 * 60_000))).toBe(1);
    expect(await version()).not.toBe(before);
    expect(await titles('/api/events')).toContain('Ieplānots');
    expect((await t.app.inject(`/api/events/${later.id}`)).json<Item>().publish_at).toBeNull();
    // Every instance finds the row already out: nothing more to write.
    expect(await publishDue(t.app.db, new Date(Date.now() + 3 * 60_000))).toBe(0);
  });

  it('turns a draft public by an edit, keeping the draft as a version', async () => {
    const draft = (
      await create('/api/conductors', { title: 'Diriģents', draft: '1' })
    ).json<Item>();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/conductors/${draft.id}`,
      payload: { draft: '0' },
      headers: bearer(token),
    });
    expect(res.json<Item>().draft).toBe(0);
    expect(await titles('/api/conductors/old')).toContain('Diriģents');
    const [kept] = await sqlRows<{ data: string }>(
      t.app,
      "SELECT data FROM versions WHERE kind = 'conductor' AND item_id = ?",
      draft.id,
    );
    expect(kept!.data).toContain('"draft":1');
  });

  it.each([
    [{ draft: 'yes' }, 'draft', 'Draft must be 1 or 0.'],
    [
      { publish_at: 'rīt' },
      'publish_at',
      'The publishing time must be a date and time (YYYY-MM-DDTHH:MM, Riga time).',
    ],
    [{ publish_at: '2027-02-30T10:00' }, 'publish_at', 'That date does not exist.'],
    [
      { publish_at: '2027-03-28T03:30' },
      'publish_at',
      'That time does not exist in Riga (the clocks move forward then).',
    ],
    [
      { publish_at: '2099-01-01T10:00' },
      'publish_at',
      'The publishing time must be within 730 days from now.',
    ],
  ])('refuses %j with a 422 on its field', async (fields, field, message) => {
    const res = await create('/api/galleries', { title: 'Nepareizs', ...fields });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message, errors: { [field]: [message] } });
  });

  it('refuses a preview to visitors and to staff without edit rights', async () => {
    expect((await t.app.inject(`/api/events?at=${rigaIn(10)}`)).statusCode).toBe(401);
  });
});
