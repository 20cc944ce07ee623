import fs from 'node:fs';
import path from 'node:path';
import { sqliteMigrations } from '../../support/migrations';
import { SqliteDatabase as Database, MIGRATIONS_DIR } from '../../../src/db/database';
import {
  bearer,
  build,
  describeSqlite,
  imagePart,
  jpegImage,
  listFiles,
  multipart,
  type Part,
  pngImage,
  sqlRows,
  tempDataDir,
  type TestApp,
  withStaffApp,
} from '../../helper';

interface OriginalRow {
  key: string;
  original_bytes: number;
  original_format: string;
  original_width: number;
  original_height: number;
  created_at: string;
}

const keyOf = (url: string) => /\/uploads\/([a-f0-9]{24})-\d+\.webp$/.exec(url)![1]!;

describe('the record of what was uploaded (table images)', () => {
  let t: TestApp;
  let token: string;
  withStaffApp((staff) => ({ t, token } = staff));

  const rows = () => sqlRows<OriginalRow>(t.app, 'SELECT * FROM images ORDER BY key');
  const row = async (key: string) =>
    (await sqlRows<OriginalRow>(t.app, 'SELECT * FROM images WHERE key = ?', key))[0];
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, parts: Part[] = []) =>
    t.app.inject({ method, url, ...multipart(parts, bearer(token)) });

  it('records the bytes, format and pixel size of each upload, and keeps no raw file', async () => {
    const jpeg = await jpegImage(1600, 1000);
    const png = await pngImage(400, 300);
    const event = await send('POST', '/api/events', [
      { name: 'title', value: 'Oriģināls' },
      imagePart(jpeg, 'image', 'camera.jpg'),
    ]);
    expect(event.statusCode).toBe(201);
    const gallery = await send('POST', '/api/galleries', [
      { name: 'title', value: 'Galerija' },
      imagePart(png, 'image', 'cover.png'),
      imagePart(jpeg, 'images[0]', 'a.jpg'),
    ]);
    expect(gallery.statusCode).toBe(201);

    const eventKey = keyOf(event.json().image_url);
    expect(await row(eventKey)).toEqual({
      key: eventKey,
      original_bytes: jpeg.length,
      original_format: 'jpeg',
      original_width: 1600,
      original_height: 1000,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(await row(keyOf(gallery.json().image_url))).toMatchObject({
      original_bytes: png.length,
      original_format: 'png',
      original_width: 400,
      original_height: 300,
    });
    expect(await row(keyOf(gallery.json().images[0].url))).toMatchObject({
      original_bytes: jpeg.length,
      original_format: 'jpeg',
    });
    expect(await t.app.images.original(eventKey)).toEqual({
      original_bytes: jpeg.length,
      original_format: 'jpeg',
      original_width: 1600,
      original_height: 1000,
    });
    // Only webp variants on disk: the upload itself is not kept.
    const files = listFiles(path.join(t.dataDir, 'uploads'));
    expect(files.every((name) => /^[a-f0-9]{24}-\d+\.webp$/.test(name))).toBe(true);
    // One row per stored variant set, no more.
    expect(new Set((await rows()).map((r) => r.key))).toEqual(
      new Set(files.map((f) => f.slice(0, 24))),
    );
  });

  it('keeps the record while a version or the trash names the image, and drops it with the purge', async () => {
    const created = await send('POST', '/api/events', [
      { name: 'title', value: 'Mainīsies' },
      imagePart(await pngImage(), 'image', 'first.png'),
    ]);
    const id = created.json().id as number;
    const first = keyOf(created.json().image_url);
    expect(await row(first)).toBeDefined();

    const replaced = await send('PUT', `/api/events/${id}`, [
      imagePart(await jpegImage(), 'image', 'second.jpg'),
    ]);
    expect(replaced.statusCode).toBe(200);
    const second = keyOf(replaced.json().image_url);
    // The replaced image belongs to the version the update kept.
    expect(await row(first)).toBeDefined();
    expect(await row(second)).toMatchObject({ original_format: 'jpeg' });

    expect((await send('DELETE', `/api/events/${id}`)).statusCode).toBe(200);
    expect(await row(second)).toBeDefined();

    const gallery = await send('POST', '/api/galleries', [
      { name: 'title', value: 'G' },
      imagePart(await pngImage(), 'images[0]', 'a.png'),
    ]);
    const image = gallery.json().images[0] as { id: number; url: string };
    expect(await row(keyOf(image.url))).toBeDefined();
    const removed = await send('DELETE', `/api/galleries/${gallery.json().id}/images/${image.id}`);
    expect(removed.statusCode).toBe(200);
    expect(await row(keyOf(image.url))).toBeDefined();

    // Gone for good: the event, its versions and the image leave the trash, with their files.
    const { files } = await t.app.repos.trash.purge(new Date(Date.now() + 1000).toISOString());
    expect(new Set(files)).toEqual(new Set([first, second, keyOf(image.url)]));
    await t.app.images.removeAll(files);
    for (const key of files) expect(await row(key)).toBeUndefined();
  });

  it('leaves no record behind when the request fails after its image was stored', async () => {
    const before = await rows();
    // No title: a 422 from the schema, after the image was read and stored.
    const res = await send('POST', '/api/events', [imagePart(await pngImage(), 'image', 'a.png')]);
    expect(res.statusCode).toBe(422);
    expect(await rows()).toEqual(before);
  });
});

describeSqlite('a data folder from before the images table', () => {
  it('gets the table at start and keeps every row it had', async () => {
    const dataDir = tempDataDir();
    // The schema as an older release left it: only migrations/001-init.sql applied.
    const oldMigrations = fs.mkdtempSync(path.join(dataDir, 'migrations-'));
    fs.copyFileSync(
      path.join(MIGRATIONS_DIR, '001-init.sql'),
      path.join(oldMigrations, '001-init.sql'),
    );
    const old = new Database(path.join(dataDir, 'koris.sqlite'));
    expect(await old.migrate({ dir: oldMigrations, code: false })).toEqual(['001-init.sql']);
    const now = new Date().toISOString();
    old.sqlite
      .prepare(
        `INSERT INTO events (title, image_key, image_width, image_height, created_at, updated_at)
         VALUES ('Vecais', 'aaaaaaaaaaaaaaaaaaaaaaaa', 1280, 853, ?, ?)`,
      )
      .run(now, now);
    const tables = () =>
      (
        old.sqlite.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as {
          name: string;
        }[]
      ).map((t) => t.name);
    expect(tables()).not.toContain('images');
    await old.close();

    const t = await build({}, dataDir);
    try {
      const db = (t.app.db as Database).sqlite;
      const migrations = db.prepare('SELECT name FROM _migrations ORDER BY name').all();
      expect(migrations).toEqual(sqliteMigrations().map((name) => ({ name })));
      expect(db.prepare('SELECT count(*) AS n FROM images').get()).toEqual({ n: 0 });
      const events = (await t.app.inject('/api/events')).json<{ title: string }[]>();
      expect(events.map((e) => e.title)).toEqual(['Vecais']);
      // An image stored before has no record: its original is unknown, nothing breaks.
      expect(await t.app.images.original('aaaaaaaaaaaaaaaaaaaaaaaa')).toBeUndefined();
    } finally {
      await t.destroy();
    }
  });
});
