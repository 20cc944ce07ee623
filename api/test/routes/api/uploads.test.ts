import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import {
  bearer,
  build,
  imagePart,
  jpegImage,
  listFiles,
  multipart,
  pngImage,
  uploadPath,
  userWithRoles,
  type Part,
  type TestApp,
} from '../../helper';

describe('uploads', () => {
  let t: TestApp;
  let token: string;
  const LIMIT = 300 * 1024;

  beforeAll(async () => {
    t = await build({ MAX_IMAGE_BYTES: String(LIMIT) });
    token = await userWithRoles(t.app, ['update-data']);
  });
  afterAll(() => t.destroy());

  const createEvent = (parts: Part[]) =>
    t.app.inject({
      method: 'POST',
      url: '/api/events',
      ...multipart([{ name: 'title', value: 'Bilde' }, ...parts], bearer(token)),
    });

  it('accepts a real png and a real jpeg and writes every variant as webp', async () => {
    for (const [buffer, name] of [
      [await pngImage(1500, 900), 'a.png'],
      [await jpegImage(1600, 1000), 'b.jpeg'],
    ] as const) {
      const res = await createEvent([imagePart(buffer, 'image', name)]);
      expect(res.statusCode).toBe(201);
      const { image_url, image } = res.json();
      const key = /\/uploads\/([a-f0-9]{24})-1280\.webp/.exec(image_url)![1]!;
      const files = listFiles(path.join(t.dataDir, 'uploads')).filter((f) => f.startsWith(key));
      expect(files).toEqual([120, 1280, 320, 480, 640, 720].map((w) => `${key}-${w}.webp`));
      const variant = (w: number) => image_url.replace('-1280.', `-${w}.`);
      for (const w of [320, 480, 640, 720, 1280]) {
        expect(image.srcset).toContain(`${variant(w)} ${w}w`);
      }
      for (const [width, file] of [
        [120, image.thumb],
        [320, variant(320)],
        [480, variant(480)],
        [640, image.src],
        [720, variant(720)],
        [1280, image_url],
      ] as const) {
        const meta = await sharp(uploadPath(t.dataDir, file)).metadata();
        expect(meta.format).toBe('webp');
        expect(meta.width).toBe(width);
      }
      expect(image.width).toBe(1280);
    }
  });

  it('checks the content, not the name: a text file named .png gets 422 with a clear message', async () => {
    const before = listFiles(t.dataDir);
    const res = await createEvent([
      { name: 'image', value: 'hello, I am text', filename: 'photo.png', contentType: 'image/png' },
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'The image must be a PNG or JPEG file.',
      errors: { image: ['The image must be a PNG or JPEG file.'] },
    });
    // A GIF or a truncated PNG is refused as well.
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect((await createEvent([imagePart(gif, 'image', 'x.png')])).statusCode).toBe(422);
    const truncated = (await pngImage()).subarray(0, 60);
    const broken = await createEvent([imagePart(truncated, 'image', 'x.png')]);
    expect(broken.statusCode).toBe(422);
    expect(broken.json().message).toBe('The image file could not be read.');
    expect(listFiles(t.dataDir)).toEqual(before);
    expect((await t.app.repos.events.list()).filter((e) => e.title === 'Bilde')).toHaveLength(2);
  });

  it('answers 413 "Image too large!" over MAX_IMAGE_BYTES and writes nothing', async () => {
    const big = await sharp({
      create: { width: 1200, height: 1200, channels: 3, background: '#123456' },
    })
      .composite([
        {
          input: Buffer.alloc(1200 * 1200 * 3, 7),
          raw: { width: 1200, height: 1200, channels: 3 },
        },
      ])
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(LIMIT);
    const before = listFiles(t.dataDir);
    const res = await createEvent([imagePart(big, 'image', 'big.png')]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'Image too large!' });
    expect(listFiles(t.dataDir)).toEqual(before);
  });

  it('ignores client file names: ../ paths are stored under generated names inside DATA_DIR', async () => {
    // The names the client gave, wherever a ../ or an absolute path could have put them (the
    // folder above DATA_DIR is shared with other processes: only these names are looked for).
    const parent = path.dirname(t.dataDir);
    const escaped = () =>
      [parent, path.dirname(parent), '/etc']
        .flatMap((dir) => ['evil.png', 'x.jpg', 'passwd.png'].map((name) => path.join(dir, name)))
        .filter((file) => fs.existsSync(file));
    const outsideBefore = escaped();
    for (const filename of [
      '../../evil.png',
      '..\\..\\evil.png',
      '/etc/passwd.png',
      'a/../../../x.jpg',
    ]) {
      const res = await createEvent([imagePart(await pngImage(), 'image', filename)]);
      expect(res.statusCode).toBe(201);
      expect(res.json().image_url).toMatch(/^\/uploads\/[a-f0-9]{24}-1280\.webp$/);
    }
    expect(escaped()).toEqual(outsideBefore);
    expect(listFiles(t.dataDir).some((f) => f.includes('evil') || f.includes('passwd'))).toBe(
      false,
    );
  });

  it('does not serve anything outside uploads/', async () => {
    for (const url of [
      '/uploads/../koris.sqlite',
      '/uploads/%2e%2e/jwt-secret',
      '/uploads/..%2fkoris.sqlite',
      '/uploads/',
    ]) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.body).not.toContain('SQLite');
    }
  });
});
