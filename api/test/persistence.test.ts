import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { runCli } from '../src/cli';
import { DISPLAY_WIDTHS } from '../src/plugins/app/images';
import {
  ADMIN,
  bearer,
  build,
  imagePart,
  listFiles,
  login,
  multipart,
  pngImage,
  databaseFor,
  sqlCount,
  sqlRows,
  tempDataDir,
  type TestApp,
  uploadPath,
} from './helper';

const count = (t: TestApp, table: string) => sqlCount(t.app, table);

describe('first start with the demo seed, then a restart', () => {
  const dataDir = tempDataDir();
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  // The seed's cost is measured by the benchmarks (docs/performance.md), not timed here.
  it('seeds the demo content, and a restart keeps every row and file', async () => {
    const first = await build({ SEED: 'demo' }, dataDir);
    try {
      const current = (await first.app.inject('/api/events/current')).json<
        { image: unknown; galleries: unknown[] }[]
      >();
      const old = (await first.app.inject('/api/events/old')).json<
        { image: unknown; galleries: unknown[] }[]
      >();
      expect(current.length).toBeGreaterThanOrEqual(8);
      expect(old.length).toBeGreaterThanOrEqual(8);
      for (const event of [...current, ...old]) expect(event.image).not.toBeNull();
      expect(current.filter((e) => e.galleries.length > 0).length).toBeGreaterThanOrEqual(6);
      expect(old.every((e) => e.galleries.length > 0)).toBe(true);

      const galleries = (await first.app.inject('/api/galleries')).json<
        { id: number; image_count: number; image: unknown }[]
      >();
      expect(galleries.length).toBeGreaterThanOrEqual(14);
      for (const gallery of galleries) {
        expect(gallery.image_count).toBeGreaterThanOrEqual(5);
        expect(gallery.image_count).toBeLessThanOrEqual(20);
        expect(gallery.image).not.toBeNull();
      }

      const conductorsNow = (await first.app.inject('/api/conductors/current')).json<
        { title: string }[]
      >();
      const conductorsOld = (await first.app.inject('/api/conductors/old')).json<
        { title: string }[]
      >();
      expect(conductorsNow.length).toBeGreaterThanOrEqual(2);
      expect(conductorsNow.length).toBeLessThanOrEqual(4);
      expect(conductorsOld.length).toBeGreaterThanOrEqual(6);
      expect([...conductorsNow, ...conductorsOld].some((c) => c.title.includes('<br>'))).toBe(true);

      const achievements = (await first.app.inject('/api/achievements')).json<
        { eng_text: string }[]
      >();
      expect(achievements.length).toBeGreaterThanOrEqual(6);
      expect(achievements.every((a) => a.eng_text.length > 0)).toBe(true);

      const history = (await first.app.inject('/api/history-events')).json<
        { decoration: string; image: unknown }[]
      >();
      expect(new Set(history.map((h) => h.decoration))).toEqual(
        new Set(['bottom', 'top-right', 'bottom-left', 'scatter', 'circle']),
      );
      expect(
        (await first.app.inject('/api/videos')).json<unknown[]>().length,
      ).toBeGreaterThanOrEqual(5);
      const settings = (await first.app.inject('/api/system-settings')).json<
        { name: string; value: string }[]
      >();
      expect(settings).toHaveLength(16);
      expect(settings.find((s) => s.name === 'admission_open')!.value).toBe('1');

      // Every image URL in the answers exists on disk; no orphan files.
      const referenced = new Set<string>();
      const keysOf = (body: string) => body.match(/[a-f0-9]{24}(?=-\d+\.webp)/g) ?? [];
      for (const url of [
        '/api/events',
        '/api/galleries',
        '/api/conductors/current',
        '/api/conductors/old',
        '/api/history-events',
      ]) {
        keysOf((await first.app.inject(url)).body).forEach((k) => referenced.add(k));
      }
      for (const gallery of galleries) {
        keysOf((await first.app.inject(`/api/galleries/${gallery.id}`)).body).forEach((k) =>
          referenced.add(k),
        );
      }
      const onDisk = new Set(listFiles(path.join(dataDir, 'uploads')).map((f) => f.slice(0, 24)));
      expect(onDisk).toEqual(referenced);
      // Every image went through the upload path from a camera-like JPEG original (2400 px on
      // its long edge), and each row's copy has its own record of it.
      const originals = await sqlRows<{
        key: string;
        original_format: string;
        original_bytes: number;
      }>(first.app, 'SELECT * FROM images');
      expect(new Set(originals.map((o) => o.key))).toEqual(referenced);
      for (const original of originals) {
        expect(original).toMatchObject({ original_format: 'jpeg' });
        expect(original.original_bytes).toBeGreaterThan(500_000);
      }
      expect(
        await sqlCount(
          first.app,
          'images WHERE original_width > 2400 OR original_height > 2400 OR (original_width < 2400 AND original_height < 2400)',
        ),
      ).toBe(0);
      // The thumbnail and every display width, per image.
      expect(listFiles(path.join(dataDir, 'uploads'))).toHaveLength(
        referenced.size * (DISPLAY_WIDTHS.length + 1),
      );
    } finally {
      await first.close();
    }

    // Add data of our own, then restart on the same directory.
    const second = await build({ SEED: 'demo' }, dataDir);
    let token: string;
    let eventUrl: string;
    const rowsBefore = {
      events: await count(second, 'events'),
      images: await count(second, 'gallery_images'),
      users: await count(second, 'users'),
      settings: await count(second, 'system_settings'),
    };
    try {
      token = await login(second.app, ADMIN.email, ADMIN.password);
      const created = await second.app.inject({
        method: 'POST',
        url: '/api/events',
        ...multipart(
          [{ name: 'title', value: 'Pēc restarta' }, imagePart(await pngImage())],
          bearer(token),
        ),
      });
      eventUrl = created.json().image_url;
      const setting = (
        await second.app.inject('/api/system-setting/get-by-name/footer_description')
      ).json();
      await second.app.inject({
        method: 'PUT',
        url: `/api/system-setting/${setting.id}`,
        payload: { value: 'Mainīts' },
        headers: bearer(token),
      });
      await second.app.inject({
        method: 'POST',
        url: '/api/apply',
        ...multipart({ name: 'A', age: '20', email: 'a@b.lv', phone: '20000000', find_out: 'x' }),
      });
    } finally {
      await second.close();
    }

    const third = await build({ SEED: 'demo' }, dataDir);
    try {
      // Seeding ran once: the restart added nothing, and kept what we changed.
      expect(await count(third, 'events')).toBe(rowsBefore.events + 1);
      expect(await count(third, 'gallery_images')).toBe(rowsBefore.images);
      expect(await count(third, 'users')).toBe(rowsBefore.users);
      expect(await count(third, 'system_settings')).toBe(rowsBefore.settings);
      expect(await count(third, 'applications')).toBe(1);
      expect(
        (await third.app.inject('/api/system-setting/get-by-name/footer_description')).json().value,
      ).toBe('Mainīts');
      expect(fs.existsSync(uploadPath(dataDir, eventUrl!))).toBe(true);
      expect((await third.app.inject(eventUrl!)).statusCode).toBe(200);
      // The generated JWT secret is kept in the database (shared by every instance, on no
      // instance's disk): tokens survive the restart.
      expect((await third.app.inject({ url: '/api/me', headers: bearer(token!) })).statusCode).toBe(
        200,
      );
      expect(fs.existsSync(path.join(dataDir, 'jwt-secret'))).toBe(false);
    } finally {
      await third.close();
    }
  });
});

describe('a data folder from before a display width was added', () => {
  it('gets the missing variants at start, so every srcset address answers', async () => {
    const dataDir = tempDataDir();
    const first = await build({}, dataDir);
    const images: { width: number; srcset: string }[] = [];
    try {
      const token = await login(first.app, ADMIN.email, ADMIN.password);
      for (const title of ['Vecs', 'Bojāts']) {
        const created = await first.app.inject({
          method: 'POST',
          url: '/api/events',
          ...multipart(
            [{ name: 'title', value: title }, imagePart(await pngImage(1600, 1000))],
            bearer(token),
          ),
        });
        expect(created.statusCode).toBe(201);
        images.push(created.json().image);
      }
    } finally {
      await first.close();
    }
    // As an older release left them: only 120, 320, 640 and 1280; the second one's 1280 damaged.
    const [urls, damaged] = images.map((image) =>
      image.srcset.split(', ').map((part) => part.split(' ')[0]!),
    );
    const added = (list: string[]) => list.filter((url) => /-(480|720)\.webp$/.test(url));
    expect(added(urls!)).toHaveLength(2);
    for (const url of [...added(urls!), ...added(damaged!)]) fs.rmSync(uploadPath(dataDir, url));
    fs.writeFileSync(uploadPath(dataDir, damaged!.at(-1)!), 'not an image');

    // The damaged image does not stop the start; the readable one gets its variants.
    const second = await build({}, dataDir);
    try {
      for (const url of urls!) {
        expect((await second.app.inject(url)).statusCode).toBe(200);
      }
      const [w480, w720] = await Promise.all(
        added(urls!).map((url) => sharp(uploadPath(dataDir, url)).metadata()),
      );
      expect([w480!.width, w720!.width]).toEqual([480, 720]);
      expect(added(damaged!).some((url) => fs.existsSync(uploadPath(dataDir, url)))).toBe(false);
    } finally {
      await second.destroy();
    }
  });
});

describe('configuration', () => {
  it('refuses to start in production without ADMIN_PASSWORD, with a clear message', async () => {
    const dir = tempDataDir();
    try {
      const config = loadConfig({
        NODE_ENV: 'production',
        DATA_DIR: dir,
        SEED: 'none',
        LOG_LEVEL: 'silent',
      });
      await expect(buildApp(config)).rejects.toThrow(
        /ADMIN_PASSWORD must be set when NODE_ENV=production/,
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('uses ADMIN_EMAIL / ADMIN_PASSWORD for the first admin', async () => {
    const t = await build({ ADMIN_EMAIL: 'vaditajs@koris.lv', ADMIN_PASSWORD: 'cits-parole-9' });
    try {
      await expect(login(t.app, 'vaditajs@koris.lv', 'cits-parole-9')).resolves.toBeTruthy();
      await expect(login(t.app, ADMIN.email, ADMIN.password)).rejects.toThrow();
    } finally {
      await t.destroy();
    }
  });

  it('rejects bad numeric settings', () => {
    const dir = tempDataDir();
    try {
      expect(() => loadConfig({ DATA_DIR: dir, API_PORT: 'abc' })).toThrow(/API_PORT/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('cli', () => {
  it('creates users and issues registration tokens that the API accepts', async () => {
    const dir = tempDataDir();
    // The database the app below is built on (PostgreSQL when the suite runs on it).
    const env = { DATA_DIR: dir, NODE_ENV: 'test', ...(await databaseFor(dir)) };
    try {
      const created = await runCli(
        [
          'create-user',
          '--email',
          'op@koris.lv',
          '--name',
          'Operators',
          '--password',
          'operators-1',
          '--roles',
          'see-applications',
        ],
        env,
      );
      expect(created).toMatch(/created user op@koris.lv .* see-applications/);
      const token = await runCli(['issue-token', '--roles', 'update-data,update-users'], env);
      await expect(runCli(['issue-token', '--roles', 'root'], env)).rejects.toThrow(/unknown role/);
      await expect(runCli(['bogus'], env)).rejects.toThrow(/Usage/);

      const t = await build({}, dir);
      try {
        const op = await login(t.app, 'op@koris.lv', 'operators-1');
        expect(
          (await t.app.inject({ url: '/api/applications', headers: bearer(op) })).statusCode,
        ).toBe(200);
        const reg = await t.app.inject({
          method: 'POST',
          url: '/api/register',
          payload: {
            name: 'Jauns',
            email: 'jauns@koris.lv',
            password: 'parole-123',
            registration_token: token,
          },
        });
        expect(reg.statusCode).toBe(201);
        expect(reg.json().user.roles).toEqual([{ name: 'update-data' }, { name: 'update-users' }]);
        // The admin is still created on first start even though the CLI made a user before.
        await expect(login(t.app, ADMIN.email, ADMIN.password)).resolves.toBeTruthy();
      } finally {
        await t.close();
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
