import fs from 'node:fs';
import crypto from 'node:crypto';
import {
  ADMIN,
  bearer,
  build,
  imagePart,
  login,
  multipart,
  pngImage,
  uploadPath,
  userWithRoles,
  type TestApp,
  sqlRows,
  sqlRun,
  sendForm,
} from '../../helper';

interface Listed {
  id: number;
  title: string;
  order: number;
  image_url: string | null;
  event_id?: number | null;
  galleries?: { id: number; title: string }[];
  images?: { id: number; url: string }[];
}

/** Staff undo: the trash, versions and the activity log, through the API as the client uses it. */
describe('trash, versions and activity', () => {
  let t: TestApp;
  let token: string;
  let staffName: string;

  beforeAll(async () => {
    t = await build();
    token = await login(t.app, ADMIN.email, ADMIN.password);
    staffName = (await t.app.inject({ url: '/api/me', headers: bearer(token) })).json().user.name;
  });
  afterAll(() => t.destroy());

  const send = async (
    method: string,
    url: string,
    fields: Record<string, string>,
    image?: Buffer,
  ) => {
    const res = await sendForm(t.app, { method, url, token }, fields, image && imagePart(image));
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json<Listed>();
  };
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, auth = token) =>
    t.app.inject({ method, url, headers: bearer(auth) });
  const get = async <T = Listed>(url: string) => (await t.app.inject(url)).json<T>();

  it('refuses every new route to a visitor (401) and to a user without the role (403)', async () => {
    const roleless = await userWithRoles(t.app, []);
    const usersOnly = await userWithRoles(t.app, ['update-users']);
    const routes: ['GET' | 'POST', string][] = [
      ['GET', '/api/trash'],
      ['POST', '/api/trash/1/restore'],
      ['GET', '/api/versions?kind=event&item_id=1'],
      ['POST', '/api/versions/1/restore'],
      ['GET', '/api/activity'],
    ];
    for (const [method, url] of routes) {
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
      expect((await call(method, url, roleless)).statusCode).toBe(403);
    }
    // The log is also for whoever manages users; the trash and versions are not.
    expect((await call('GET', '/api/activity', usersOnly)).statusCode).toBe(200);
    expect((await call('GET', '/api/trash', usersOnly)).statusCode).toBe(403);
    expect((await call('POST', '/api/versions/1/restore', usersOnly)).statusCode).toBe(403);
  });

  it('an event deleted and restored comes back with its id, image, galleries and place', async () => {
    const first = await send('POST', '/api/events', {
      title: 'Pirmais',
      order: '1',
      is_current: '1',
    });
    const event = await send(
      'POST',
      '/api/events',
      { title: 'Ziemas koncerts', order: '2', is_current: '1' },
      await pngImage(),
    );
    const last = await send('POST', '/api/events', {
      title: 'Pēdējais',
      order: '3',
      is_current: '1',
    });
    const gallery = await send('POST', '/api/galleries', {
      title: 'Koncerta bildes',
      event_id: String(event.id),
    });
    const before = await get<Listed[]>('/api/events/current');

    const deleted = await call('DELETE', `/api/events/${event.id}`);
    expect(deleted.json()).toEqual({ message: 'Event deleted', trash_id: expect.any(Number) });
    // Visitors see it nowhere: not in a list, not as a record, not as a gallery's link.
    expect((await get<Listed[]>('/api/events/current')).map((e) => e.title)).toEqual([
      'Pirmais',
      'Pēdējais',
    ]);
    expect((await t.app.inject(`/api/events/${event.id}`)).statusCode).toBe(404);
    expect((await get(`/api/galleries/${gallery.id}`)).event_id).toBeNull();
    expect(fs.existsSync(uploadPath(t.dataDir, event.image_url!))).toBe(true);

    const trash = (await call('GET', '/api/trash')).json();
    expect(trash[0]).toMatchObject({
      id: deleted.json().trash_id,
      kind: 'event',
      item_id: event.id,
      title: 'Ziemas koncerts',
      deleted_by_name: staffName,
    });

    const restored = await call('POST', `/api/trash/${deleted.json().trash_id}/restore`);
    expect(restored.json()).toEqual({
      message: 'Atjaunots',
      kind: 'event',
      item_id: event.id,
      unlinked: false,
    });
    expect(await get<Listed[]>('/api/events/current')).toEqual(before);
    expect((await get(`/api/events/${event.id}`)).galleries).toEqual([
      { id: gallery.id, title: 'Koncerta bildes' },
    ]);
    expect((await call('GET', '/api/trash')).json()).toEqual([]);
    // A second undo of the same delete finds nothing.
    expect((await call('POST', `/api/trash/${deleted.json().trash_id}/restore`)).statusCode).toBe(
      404,
    );
    for (const e of [first, event, last]) await call('DELETE', `/api/events/${e.id}`);
  });

  it('a gallery whose event is gone comes back unlinked, with its pictures; an image needs its gallery', async () => {
    const event = await send('POST', '/api/events', { title: 'Vasaras nometne' });
    const gallery = await send('POST', '/api/galleries', {
      title: 'Nometnes bildes',
      event_id: String(event.id),
    });
    const form = multipart([
      imagePart(await pngImage(300, 200), 'images[0]', 'a.png'),
      imagePart(await pngImage(200, 300), 'images[1]', 'b.png'),
    ]);
    await t.app.inject({
      method: 'POST',
      url: `/api/galleries/${gallery.id}`,
      payload: form.payload,
      headers: { ...form.headers, ...bearer(token) },
    });
    const full = await get(`/api/galleries/${gallery.id}`);
    const [image, other] = full.images!;

    const imageDeleted = (
      await call('DELETE', `/api/galleries/${gallery.id}/images/${image!.id}`)
    ).json();
    expect(imageDeleted).toEqual({ message: 'Image removed', trash_id: expect.any(Number) });
    const galleryDeleted = (await call('DELETE', `/api/galleries/${gallery.id}`)).json();
    await call('DELETE', `/api/events/${event.id}`);

    const trash = (await call('GET', '/api/trash?take=3')).json();
    expect(trash.map((item: { kind: string; title: string }) => [item.kind, item.title])).toEqual([
      ['event', 'Vasaras nometne'],
      ['gallery', 'Nometnes bildes'],
      ['gallery_image', 'Nometnes bildes'],
    ]);

    const early = await call('POST', `/api/trash/${imageDeleted.trash_id}/restore`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Attēla galerija ir dzēsta: vispirms atjaunojiet galeriju.');

    const back = (await call('POST', `/api/trash/${galleryDeleted.trash_id}/restore`)).json();
    expect(back).toMatchObject({ unlinked: true });
    expect(back.message).toBe('Atjaunots bez pasākuma: galerijas pasākums ir dzēsts.');
    const restoredGallery = await get(`/api/galleries/${gallery.id}`);
    expect(restoredGallery.event_id).toBeNull();
    expect(restoredGallery.images).toEqual([other]);

    expect((await call('POST', `/api/trash/${imageDeleted.trash_id}/restore`)).statusCode).toBe(
      200,
    );
    expect((await get(`/api/galleries/${gallery.id}`)).images).toEqual(full.images);
    const bytes = fs.readFileSync(uploadPath(t.dataDir, image!.url));
    expect(bytes.length).toBeGreaterThan(0);
  });

  it('every update keeps a version; restoring one makes it current and can itself be undone', async () => {
    const event = await send(
      'POST',
      '/api/events',
      { title: 'Pirmā versija', description: 'Sākums' },
      await pngImage(),
    );
    await send(
      'PUT',
      `/api/events/${event.id}`,
      { title: 'Otrā versija' },
      await pngImage(320, 240),
    );
    await send('PUT', `/api/events/${event.id}`, { title: 'Trešā versija' });

    const versions = (await call('GET', `/api/versions?kind=event&item_id=${event.id}`)).json();
    expect(versions.map((v: { summary: string }) => v.summary)).toEqual([
      'Otrā versija',
      'Pirmā versija',
    ]);
    expect(versions[1]).toMatchObject({ kind: 'event', item_id: event.id, user_name: staffName });

    const restored = await call('POST', `/api/versions/${versions[1].id}/restore`);
    expect(restored.json()).toEqual({
      message: 'Atjaunots',
      kind: 'event',
      item_id: event.id,
      unlinked: false,
    });
    const now = await get(`/api/events/${event.id}`);
    expect(now).toMatchObject({ title: 'Pirmā versija', description: 'Sākums' });
    // The image it had is back, and its file was kept for it.
    expect(now.image_url).toBe(event.image_url);
    expect(fs.existsSync(uploadPath(t.dataDir, now.image_url!))).toBe(true);

    const after = (await call('GET', `/api/versions?kind=event&item_id=${event.id}`)).json();
    expect(after[0].summary).toBe('Trešā versija');
    await call('POST', `/api/versions/${after[0].id}/restore`);
    expect((await get(`/api/events/${event.id}`)).title).toBe('Trešā versija');
  });

  it('keeps versions of the system texts', async () => {
    await t.app.repos.settings.ensure({ footer_description: 'Sākums' });
    const setting = await get<{ id: number; value: string }>(
      '/api/system-setting/get-by-name/footer_description',
    );
    for (const value of ['Pirmais teksts', 'Otrais teksts']) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/system-setting/${setting.id}`,
        payload: { value },
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(200);
    }
    const versions = (
      await call('GET', `/api/versions?kind=setting&item_id=${setting.id}&take=1`)
    ).json();
    expect(versions).toHaveLength(1);
    expect(versions[0].summary).toBe('Pirmais teksts');
    await call('POST', `/api/versions/${versions[0].id}/restore`);
    expect(
      (await get<{ value: string }>('/api/system-setting/get-by-name/footer_description')).value,
    ).toBe('Pirmais teksts');
  });

  it('logs who did what, newest first, paged, and never a secret', async () => {
    const tokenRes = await t.app.inject({
      method: 'POST',
      url: '/api/issue-registration-token',
      payload: { update_data: '1' },
      headers: bearer(token),
    });
    const registration = tokenRes.json().registration_token as string;
    await t.app.inject({
      method: 'POST',
      url: '/api/changePassword',
      payload: { current_password: ADMIN.password, new_password: ADMIN.password },
      headers: bearer(token),
    });
    const log = await call('GET', '/api/activity');
    expect(log.statusCode).toBe(200);
    const entries =
      log.json<
        { user_name: string; action: string; kind: string | null; title: string | null }[]
      >();
    expect(entries.length).toBeLessThanOrEqual(50);
    expect(entries.slice(0, 2).map((e) => e.action)).toEqual(['changed-password', 'issued-token']);
    expect(entries[1]).toMatchObject({ kind: 'registration-token', title: 'update-data' });
    const actions = new Set(entries.map((e) => e.action));
    for (const action of ['logged-in', 'created', 'updated', 'deleted', 'restored', 'reverted']) {
      expect(actions).toContain(action);
    }
    // The other accounts of these tests only logged in.
    expect(
      entries.filter((e) => e.user_name !== staffName).every((e) => e.action === 'logged-in'),
    ).toBe(true);
    expect(log.body).not.toContain(registration);
    expect(log.body).not.toContain(ADMIN.password);

    const page = (await call('GET', '/api/activity?skip=1&take=2')).json();
    expect(page).toEqual(entries.slice(1, 3));
    expect((await call('GET', '/api/activity?take=5000')).json().length).toBeLessThanOrEqual(100);
    expect((await call('GET', '/api/versions?kind=user&item_id=1')).statusCode).toBe(422);
  });
});

describe('trash purge', () => {
  it('removes items older than TRASH_DAYS, and their files, when the API starts', async () => {
    const t = await build({ TRASH_DAYS: '30' });
    const token = await login(t.app, ADMIN.email, ADMIN.password);
    const form = multipart([{ name: 'title', value: 'Vecs' }, imagePart(await pngImage())]);
    const created = (
      await t.app.inject({
        method: 'POST',
        url: '/api/events',
        payload: form.payload,
        headers: { ...form.headers, ...bearer(token) },
      })
    ).json<Listed>();
    const fresh = (
      await t.app.inject({
        method: 'POST',
        url: '/api/achievements',
        payload: { text: `Svaigs ${crypto.randomUUID()}` },
        headers: bearer(token),
      })
    ).json<Listed>();
    await t.app.inject({
      method: 'DELETE',
      url: `/api/events/${created.id}`,
      headers: bearer(token),
    });
    await t.app.inject({
      method: 'DELETE',
      url: `/api/achievements/${fresh.id}`,
      headers: bearer(token),
    });
    const old = new Date(Date.now() - 31 * 24 * 3600_000).toISOString();
    await sqlRun(t.app, "UPDATE trash SET deleted_at = ? WHERE kind = 'event'", old);
    await t.close();

    const again = await build({ TRASH_DAYS: '30' }, t.dataDir);
    try {
      const kinds = await sqlRows<{ kind: string }>(again.app, 'SELECT kind FROM trash');
      expect(kinds.map((row) => row.kind)).toEqual(['achievement']);
      expect(fs.existsSync(uploadPath(t.dataDir, created.image_url!))).toBe(false);
    } finally {
      await again.destroy();
    }
  });
});
