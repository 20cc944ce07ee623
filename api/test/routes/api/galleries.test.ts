import fs from 'node:fs';
import {
  bearer,
  imagePart,
  jpegImage,
  listFiles,
  multipart,
  type Part,
  pngImage,
  sqlCount,
  type TestApp,
  uploadPath,
  withStaffApp,
} from '../../helper';

interface GalleryBody {
  id: number;
  title: string;
  description: string | null;
  order: number;
  event_id: number | null;
  image_url: string | null;
  image: { width: number; height: number; src: string; srcset: string; thumb: string } | null;
  image_count: number;
  images?: {
    id: number;
    url: string;
    width: number;
    height: number;
    src: string;
    srcset: string;
    thumb: string;
  }[];
}

describe('galleries', () => {
  let t: TestApp;
  let token: string;
  withStaffApp((staff) => ({ t, token } = staff));

  const send = (method: 'POST' | 'PUT', url: string, parts: Part[]) => {
    const form = multipart(parts);
    return t.app.inject({
      method,
      url,
      payload: form.payload,
      headers: { ...form.headers, ...bearer(token) },
    });
  };
  const fields = (record: Record<string, string>): Part[] =>
    Object.entries(record).map(([name, value]) => ({ name, value }));

  it('creates a gallery linked to an event, then adds many images in one request', async () => {
    const event = await t.app.repos.events.create({ title: 'Koncerts' }, null);
    const created = await send('POST', '/api/galleries', [
      ...fields({
        title: 'Bildes',
        description: 'Apraksts',
        order: '2',
        event_id: String(event.id),
      }),
      imagePart(await pngImage(), 'image', 'cover.png'),
    ]);
    expect(created.statusCode).toBe(201);
    const gallery = created.json<GalleryBody>();
    expect(gallery).toMatchObject({
      title: 'Bildes',
      order: 2,
      event_id: event.id,
      image_count: 0,
      images: [],
    });
    expect(gallery.image_url).toMatch(/^\/uploads\/[a-f0-9]{24}-1280\.webp$/);

    const added = await send('POST', `/api/galleries/${gallery.id}`, [
      imagePart(await pngImage(), 'images[0]', 'a.png'),
      imagePart(await jpegImage(), 'images[1]', 'b.jpg'),
      imagePart(await jpegImage(), 'images[2]', 'c.jpeg'),
    ]);
    expect(added.statusCode).toBe(200);
    const withImages = added.json<GalleryBody>();
    expect(withImages.image_count).toBe(3);
    expect(withImages.images).toHaveLength(3);
    for (const image of withImages.images!) {
      expect(image.url).toMatch(/-1280\.webp$/);
      expect(image.thumb).toMatch(/-120\.webp$/);
      // Never upscaled: the 400 px png has 320w and 400w only, the 1600 px jpegs all five.
      expect(image.srcset.split(', ')).toHaveLength(image.width === 400 ? 2 : 5);
      expect(fs.existsSync(uploadPath(t.dataDir, image.url))).toBe(true);
    }
    expect(withImages.images![1]).toMatchObject({ width: 1280, height: 800 });

    const fetched = (await t.app.inject(`/api/galleries/${gallery.id}`)).json<GalleryBody>();
    expect(fetched.images!.map((i) => i.id)).toEqual(withImages.images!.map((i) => i.id));

    const events = (await t.app.inject('/api/events')).json<{ galleries: unknown[] }[]>();
    expect(events[0]!.galleries).toEqual([{ id: gallery.id, title: 'Bildes' }]);
  });

  it('lists by order then newest with image_count and a cover (first image when none)', async () => {
    const a = await t.app.repos.galleries.create({ title: 'A', order: 0 }, null);
    const b = await t.app.repos.galleries.create({ title: 'B', order: 0 }, null);
    await send('POST', `/api/galleries/${a}`, [imagePart(await pngImage(), 'images[0]', 'x.png')]);
    const list = (await t.app.inject('/api/galleries?skip=0&take=6')).json<GalleryBody[]>();
    expect(list.map((g) => g.title)).toEqual(['B', 'A', 'Bildes']);
    const galleryA = list.find((g) => g.id === a)!;
    expect(galleryA.image_count).toBe(1);
    const first = (await t.app.inject(`/api/galleries/${a}`)).json<GalleryBody>().images![0]!;
    expect(galleryA.image_url).toBe(first.url);
    expect(galleryA.image?.thumb).toBe(first.thumb);
    expect(list.find((g) => g.id === b)).toMatchObject({
      image: null,
      image_url: null,
      image_count: 0,
    });
    expect(list.every((g) => g.images === undefined)).toBe(true);
    const page = (await t.app.inject('/api/galleries?skip=1&take=1')).json<GalleryBody[]>();
    expect(page.map((g) => g.title)).toEqual(['A']);
  });

  it('updates with override put, validates event_id, and refuses a POST with nothing to add', async () => {
    const id = await t.app.repos.galleries.create({ title: 'Vecs' }, null);
    const bad = await send(
      'POST',
      `/api/galleries/${id}`,
      fields({ _method: 'put', event_id: '9999' }),
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.event_id).toEqual(['The selected event does not exist.']);
    const ok = await send(
      'POST',
      `/api/galleries/${id}`,
      fields({ _method: 'put', title: 'Jauns', order: '7' }),
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ title: 'Jauns', order: 7 });
    const nothing = await send('POST', `/api/galleries/${id}`, fields({ title: 'Z' }));
    expect(nothing.statusCode).toBe(422);
    expect(nothing.json().message).toBe('No images given.');
  });

  it('deletes one image, then the gallery; a purge removes every file', async () => {
    const id = await t.app.repos.galleries.create({ title: 'Dzēst' }, null);
    const res = await send('POST', `/api/galleries/${id}`, [
      ...fields({ _method: 'put' }),
      imagePart(await pngImage(), 'image', 'cover.png'),
      imagePart(await pngImage(), 'images[0]', 'a.png'),
      imagePart(await pngImage(), 'images[1]', 'b.png'),
    ]);
    const gallery = res.json<GalleryBody>();
    expect(gallery.images).toHaveLength(2);
    const [first, second] = gallery.images!;

    const wrong = await t.app.inject({
      method: 'DELETE',
      url: `/api/galleries/999/images/${first!.id}`,
      headers: bearer(token),
    });
    expect(wrong.statusCode).toBe(404);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/galleries/${id}/images/${first!.id}`,
      headers: bearer(token),
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: 'Image removed', trash_id: expect.any(Number) });
    expect((await t.app.inject(`/api/galleries/${id}`)).json().images).toHaveLength(1);
    expect(fs.existsSync(uploadPath(t.dataDir, first!.url))).toBe(true);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/galleries/${id}`,
      headers: bearer(token),
    });
    expect(deleted.json()).toEqual({ message: 'Gallery deleted', trash_id: expect.any(Number) });
    // Purged from the trash: every file of the gallery and of its removed image goes.
    const { files } = await t.app.repos.trash.purge(new Date(Date.now() + 1000).toISOString());
    await t.app.images.removeAll(files);
    const keys = [gallery.image_url!, first!.url, second!.url].map((u) => u.slice(9, 33));
    expect(
      listFiles(`${t.dataDir}/uploads`).filter((f) => keys.some((k) => f.startsWith(k))),
    ).toEqual([]);
    expect((await t.app.inject(`/api/galleries/${id}`)).statusCode).toBe(404);
    expect(await sqlCount(t.app, 'gallery_images WHERE gallery_id = ?', id)).toBe(0);
  });

  it('a bad image among several leaves no file behind', async () => {
    const id = await t.app.repos.galleries.create({ title: 'Daļēji' }, null);
    const before = listFiles(`${t.dataDir}/uploads`);
    const res = await send('POST', `/api/galleries/${id}`, [
      imagePart(await pngImage(), 'images[0]', 'ok.png'),
      { name: 'images[1]', value: 'not an image', filename: 'evil.png', contentType: 'image/png' },
    ]);
    expect(res.statusCode).toBe(422);
    expect(listFiles(`${t.dataDir}/uploads`)).toEqual(before);
    expect((await t.app.inject(`/api/galleries/${id}`)).json().image_count).toBe(0);
  });
});
