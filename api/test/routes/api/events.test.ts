import fs from 'node:fs';
import sharp from 'sharp';
import {
  bearer,
  imagePart,
  jpegImage,
  multipart,
  pngImage,
  type TestApp,
  uploadPath,
  withStaffApp,
  sendForm,
} from '../../helper';

interface EventBody {
  id: number;
  title: string;
  description: string | null;
  footer: string | null;
  order: number;
  is_current: number;
  image_url: string | null;
  image: { width: number; height: number; src: string; srcset: string; thumb: string } | null;
  created_at: string;
  updated_at: string;
  galleries: { id: number; title: string }[];
}

describe('events', () => {
  let t: TestApp;
  let token: string;
  withStaffApp((staff) => ({ t, token } = staff));

  const create = async (fields: Record<string, string>, image?: Buffer) =>
    sendForm(
      t.app,
      { url: '/api/events', token },
      fields,
      image && imagePart(image, 'image', 'a.jpg'),
    );
  /** A multipart POST to the event's own address, as the staff member. */
  const postTo = (id: number, form: ReturnType<typeof multipart>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/events/${id}`,
      payload: form.payload,
      headers: { ...form.headers, ...bearer(token) },
    });

  it('creates an event from multipart with an image and answers with variants', async () => {
    const res = await create(
      {
        title: 'Koncerts',
        description: 'Apraksts',
        footer: 'Ieeja brīva',
        order: '3',
        is_current: '1',
      },
      await jpegImage(1600, 1000),
    );
    expect(res.statusCode).toBe(201);
    const event = res.json<EventBody>();
    expect(event).toMatchObject({
      title: 'Koncerts',
      description: 'Apraksts',
      footer: 'Ieeja brīva',
      order: 3,
      is_current: 1,
      galleries: [],
    });
    expect(event.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(event.image_url).toMatch(/^\/uploads\/[a-f0-9]{24}-1280\.webp$/);
    expect(event.image).toMatchObject({ width: 1280, height: 800 });
    expect(event.image!.srcset).toBe(
      ['320', '480', '640', '720', '1280']
        .map((w) => `${event.image_url!.replace('-1280', `-${w}`)} ${w}w`)
        .join(', '),
    );
    for (const url of [event.image_url!, event.image!.src, event.image!.thumb]) {
      expect(fs.existsSync(uploadPath(t.dataDir, url))).toBe(true);
    }
    const thumb = await sharp(uploadPath(t.dataDir, event.image!.thumb)).metadata();
    expect(thumb.width).toBe(120);
    // The served file is the variant, with immutable caching.
    const served = await t.app.inject({ method: 'GET', url: event.image_url! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('lists current/old/all ordered by order then newest, with paging and galleries', async () => {
    const ids: Record<string, number> = {};
    for (const [title, order, current] of [
      ['A', '2', '1'],
      ['B', '1', '1'],
      ['C', '1', '1'],
      ['Old', '0', '0'],
    ] as const) {
      const res = await create({ title, order, is_current: current });
      expect(res.statusCode).toBe(201);
      ids[title] = res.json<EventBody>().id;
    }
    const gallery = await t.app.repos.galleries.create(
      { title: 'Bildes', event_id: ids['B']! },
      null,
    );

    const current = (await t.app.inject('/api/events/current')).json<EventBody[]>();
    // order 1 (C newer than B), then order 2 (A), then the first test's order 3.
    expect(current.map((e) => e.title)).toEqual(['C', 'B', 'A', 'Koncerts']);
    expect(current[1]!.galleries).toEqual([{ id: gallery, title: 'Bildes' }]);
    expect(current.every((e) => e.is_current === 1)).toBe(true);

    const page = (await t.app.inject('/api/events/current?skip=1&take=2')).json<EventBody[]>();
    expect(page.map((e) => e.title)).toEqual(['B', 'A']);

    const old = (await t.app.inject('/api/events/old?skip=0&take=2')).json<EventBody[]>();
    expect(old.map((e) => e.title)).toEqual(['Old']);
    expect(old[0]!.is_current).toBe(0);
    expect(old[0]!.image).toBeNull();
    expect(old[0]!.image_url).toBeNull();

    const all = (await t.app.inject('/api/events')).json<EventBody[]>();
    expect(all.map((e) => e.title)).toEqual(['Old', 'C', 'B', 'A', 'Koncerts']);
  });

  it('rejects bad paging with 422', async () => {
    const res = await t.app.inject('/api/events/current?skip=-1&take=abc');
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['skip', 'take']);
  });

  it('validates: title required, order a whole number, is_current a boolean', async () => {
    const res = await create({ order: 'x', is_current: 'maybe' });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.message).toBe('The title field is required.');
    expect(Object.keys(body.errors).sort()).toEqual(['is_current', 'order', 'title']);
  });

  it.each([
    ['_method', 'put'],
    ['method', 'PUT'],
    ['_method', 'Put'],
  ])(
    'updates with override put (%s=%s), replacing the image and deleting the old files',
    async (field, value) => {
      const created = (
        await create({ title: 'Pirms', is_current: '1' }, await pngImage())
      ).json<EventBody>();
      const before = new Date(created.updated_at).getTime();
      await new Promise((r) => setTimeout(r, 5));
      const res = await postTo(
        created.id,
        multipart([
          { name: field, value },
          { name: 'title', value: 'Pēc' },
          { name: 'is_current', value: '0' },
          imagePart(await jpegImage(800, 600), 'image', 'b.jpg'),
        ]),
      );
      expect(res.statusCode).toBe(200);
      const updated = res.json<EventBody>();
      expect(updated).toMatchObject({ id: created.id, title: 'Pēc', is_current: 0 });
      expect(updated.image).toMatchObject({ width: 800, height: 600 });
      expect(updated.image!.srcset).toContain('640w, ');
      expect(updated.image!.srcset).toContain(' 800w');
      expect(new Date(updated.updated_at).getTime()).toBeGreaterThan(before);
      expect(updated.created_at).toBe(created.created_at);
      // The replaced image stays with the version that names it.
      expect(fs.existsSync(uploadPath(t.dataDir, created.image_url!))).toBe(true);
      expect(fs.existsSync(uploadPath(t.dataDir, updated.image_url!))).toBe(true);
    },
  );

  it('keeps fields that are left out on update, and accepts a JSON PUT', async () => {
    const created = (
      await create({ title: 'T', description: 'D', footer: 'F', order: '5', is_current: '1' })
    ).json<EventBody>();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/events/${created.id}`,
      payload: { footer: '' },
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: 'T', description: 'D', footer: '', order: 5 });
  });

  it('POST /api/events/{id} without override put is refused', async () => {
    const created = (await create({ title: 'X' })).json<EventBody>();
    const res = await postTo(created.id, multipart({ title: 'Y' }));
    expect(res.statusCode).toBe(405);
    expect((await t.app.inject(`/api/events/${created.id}`)).json().title).toBe('X');
  });

  it('deletes an event into the trash; its galleries stay without the link', async () => {
    const created = (await create({ title: 'Dzēšamais' }, await pngImage())).json<EventBody>();
    const galleryId = await t.app.repos.galleries.create(
      { title: 'Paliek', event_id: created.id },
      null,
    );
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/events/${created.id}`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Event deleted', trash_id: expect.any(Number) });
    for (const width of [120, 320, 640, 1280]) {
      expect(
        fs.existsSync(uploadPath(t.dataDir, created.image_url!.replace('-1280', `-${width}`))),
      ).toBe(true);
    }
    expect((await t.app.inject(`/api/events/${created.id}`)).statusCode).toBe(404);
    expect((await t.app.repos.galleries.get(galleryId))!.event_id).toBeNull();
  });

  it('answers 404 for unknown and malformed ids', async () => {
    for (const url of ['/api/events/999999', '/api/events/abc', '/api/events/1.5']) {
      const res = await t.app.inject({ method: 'DELETE', url, headers: bearer(token) });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Event not found' });
    }
    const res = await t.app.inject('/api/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found' });
  });
});
