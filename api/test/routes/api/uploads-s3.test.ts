import crypto from 'node:crypto';
import path from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  type S3Client,
} from '@aws-sdk/client-s3';
import { loadConfig } from '../../../src/config';
import { s3Client } from '../../../src/plugins/app/storage/s3';
import {
  bearer,
  build,
  imagePart,
  listFiles,
  multipart,
  pngImage,
  tempDataDir,
  userWithRoles,
  type TestApp,
  sqlCount,
} from '../../helper';
import { startBucket, type TestBucket } from '../../support/s3';

const sha256 = (data: Buffer | string) => crypto.createHash('sha256').update(data).digest('hex');
const WIDTHS = [120, 320, 480, 640, 720, 1280];
const PREFIX = 'site/uploads/';

describe('uploads in an S3-compatible bucket (s3rver)', () => {
  let bucket: TestBucket;
  let t: TestApp;
  let disk: TestApp;
  let client: S3Client;
  let token: string;

  beforeAll(async () => {
    bucket = await startBucket('koris-test', '/site/uploads');
    t = await build(bucket.env);
    disk = await build();
    token = await userWithRoles(t.app, ['update-data']);
    client = s3Client(loadConfig({ DATA_DIR: t.dataDir, ...bucket.env }).s3!);
  });
  afterAll(async () => {
    client?.destroy();
    await t?.destroy();
    await disk?.destroy();
    await bucket?.stop();
  });

  /** Every object name under the prefix. */
  const objects = async () => {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: 'koris-test', Prefix: PREFIX }),
    );
    return (page.Contents ?? []).map((o) => o.Key!.slice(PREFIX.length)).sort();
  };
  const readObject = async (name: string) => {
    const object = await client.send(
      new GetObjectCommand({ Bucket: 'koris-test', Key: PREFIX + name }),
    );
    return Buffer.from(await object.Body!.transformToByteArray());
  };
  const createEvent = async (app: TestApp['app'], auth: string, image: Buffer) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/events',
      ...multipart(
        [{ name: 'title', value: 'Spainī' }, imagePart(image, 'image', 'a.png')],
        bearer(auth),
      ),
    });
    expect(res.statusCode).toBe(201);
    const body = res.json<{ id: number; image_url: string }>();
    return { id: body.id, key: /([a-f0-9]{24})-1280\.webp$/.exec(body.image_url)![1]! };
  };

  it('writes every variant of an upload into the bucket, none into DATA_DIR/uploads', async () => {
    const { key } = await createEvent(t.app, token, await pngImage(1500, 900));
    expect((await objects()).filter((name) => name.startsWith(key))).toEqual(
      WIDTHS.map((w) => `${key}-${w}.webp`).sort(),
    );
    expect(listFiles(path.join(t.dataDir, 'uploads'))).toEqual([]);
    // The row names the key only, never the backend.
    expect(await t.app.images.original(key)).toMatchObject({ original_format: 'png' });
  });

  it('serves the same bytes and caching headers as the disk backend', async () => {
    const image = await pngImage(1500, 900);
    const { key } = await createEvent(t.app, token, image);
    const diskToken = await userWithRoles(disk.app, ['update-data']);
    const { key: diskKey } = await createEvent(disk.app, diskToken, image);
    for (const width of WIDTHS) {
      const fromBucket = await t.app.inject(`/uploads/${key}-${width}.webp`);
      const fromDisk = await disk.app.inject(`/uploads/${diskKey}-${width}.webp`);
      expect(fromBucket.statusCode).toBe(200);
      // sharp writes the same variant whichever backend keeps it.
      expect(sha256(fromBucket.rawPayload)).toBe(sha256(fromDisk.rawPayload));
      expect(sha256(fromBucket.rawPayload)).toBe(sha256(await readObject(`${key}-${width}.webp`)));
      for (const res of [fromBucket, fromDisk]) {
        expect(res.headers['content-type']).toBe('image/webp');
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(res.headers['content-length']).toBe(String(res.rawPayload.length));
        expect(res.headers.etag).toEqual(expect.any(String));
        expect(res.headers['last-modified']).toEqual(expect.any(String));
        expect(res.headers['x-content-type-options']).toBe('nosniff');
      }
    }
  });

  it('returns exactly what was put, as a buffer or as a stream', async () => {
    const bytes = crypto.randomBytes(300 * 1024);
    await t.app.storage.put('put-buffer.webp', bytes, 'image/webp');
    await t.app.storage.put('put-stream.webp', Readable.from([bytes]), 'image/webp');
    for (const name of ['put-buffer.webp', 'put-stream.webp']) {
      expect(sha256(await readObject(name))).toBe(sha256(bytes));
      const res = await t.app.inject(`/uploads/${name}`);
      expect(res.statusCode).toBe(200);
      expect(sha256(res.rawPayload)).toBe(sha256(bytes));
    }
    await t.app.storage.delete(['put-buffer.webp', 'put-stream.webp']);
  });

  it('keeps one contract on both backends: put, get, stat, exists, copy, list, delete', async () => {
    const bytes = crypto.randomBytes(64 * 1024);
    for (const storage of [t.app.storage, disk.app.storage]) {
      await storage.put('c-a.webp', Readable.from([bytes]), 'image/webp');
      await storage.copy('c-a.webp', 'c-b.webp');
      for (const name of ['c-a.webp', 'c-b.webp']) {
        expect(await storage.exists(name)).toBe(true);
        expect(await storage.stat(name)).toMatchObject({ length: bytes.length });
        const file = (await storage.get(name))!;
        const chunks: Buffer[] = [];
        for await (const chunk of file.body) chunks.push(chunk as Buffer);
        expect(sha256(Buffer.concat(chunks))).toBe(sha256(bytes));
      }
      expect(await storage.list()).toEqual(expect.arrayContaining(['c-a.webp', 'c-b.webp']));
      await storage.delete(['c-a.webp', 'c-b.webp', 'never-there.webp']);
      expect(await storage.exists('c-a.webp')).toBe(false);
      expect(await storage.get('c-b.webp')).toBeUndefined();
      expect(await storage.stat('c-b.webp')).toBeUndefined();
    }
  });

  it('reads the S3 variables: the bucket switch, a normalised prefix, checked URLs', () => {
    const dir = t.dataDir;
    expect(loadConfig({ DATA_DIR: dir }).s3).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dir, S3_BUCKET: 'b', S3_PREFIX: '/koris/uploads/' }).s3).toEqual({
      bucket: 'b',
      endpoint: undefined,
      region: 'us-east-1',
      forcePathStyle: false,
      prefix: 'koris/uploads/',
    });
    expect(
      loadConfig({ DATA_DIR: dir, UPLOADS_PUBLIC_URL: 'https://cdn.example.org/' })
        .uploadsPublicUrl,
    ).toBe('https://cdn.example.org');
    expect(() => loadConfig({ DATA_DIR: dir, S3_ENDPOINT: 'localhost:9000' })).toThrow(
      /S3_ENDPOINT/,
    );
    expect(() => loadConfig({ DATA_DIR: dir, UPLOADS_PUBLIC_URL: '/uploads' })).toThrow(
      /UPLOADS_PUBLIC_URL/,
    );
  });

  it('answers HEAD, conditional requests and 404 { message } like the disk backend', async () => {
    const { key } = await createEvent(t.app, token, await pngImage());
    const url = `/uploads/${key}-640.webp`;
    const get = await t.app.inject(url);
    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    for (const name of ['content-type', 'content-length', 'cache-control', 'etag']) {
      expect(head.headers[name]).toBe(get.headers[name]);
    }
    const again = await t.app.inject({
      url,
      headers: { 'if-none-match': String(get.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    for (const missing of [`/uploads/${'0'.repeat(24)}-640.webp`, '/uploads/..%2fkoris.sqlite']) {
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await t.app.inject({ method, url: missing });
        expect(res.statusCode).toBe(404);
        if (method === 'GET') expect(res.json()).toEqual({ message: 'Not found' });
      }
    }
  });

  it('deletes the objects of an entity purged from the trash', async () => {
    const { id, key } = await createEvent(t.app, token, await pngImage());
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/events/${id}`,
      headers: bearer(token),
    });
    expect(del.statusCode).toBe(200);
    // In the trash its files stay.
    expect((await objects()).filter((name) => name.startsWith(key))).toHaveLength(WIDTHS.length);
    const { files } = await t.app.repos.trash.purge(new Date(Date.now() + 1000).toISOString());
    expect(files).toContain(key);
    await t.app.images.removeAll(files);
    expect((await objects()).filter((name) => name.startsWith(key))).toEqual([]);
    expect(await t.app.images.original(key)).toBeUndefined();
  });

  it('writes the variants a bucket lacks from the largest one', async () => {
    const { key } = await createEvent(t.app, token, await pngImage(1500, 900));
    await client.send(
      new DeleteObjectCommand({ Bucket: 'koris-test', Key: `${PREFIX}${key}-720.webp` }),
    );
    const { filled, unreadable } = await t.app.images.backfill();
    expect(filled).toBe(1);
    expect(unreadable).toEqual([]);
    // Drawn from the 1280 variant rather than the original: a valid webp of the same width.
    const again = await readObject(`${key}-720.webp`);
    expect((await sharp(again).metadata()).width).toBe(720);
  });

  it('answers 500 { message } and keeps no row when the bucket cannot take an upload', async () => {
    // Nothing listens on port 1: every write is refused.
    const down = await build({ ...bucket.env, S3_ENDPOINT: 'http://127.0.0.1:1' });
    try {
      const auth = await userWithRoles(down.app, ['update-data']);
      const res = await down.app.inject({
        method: 'POST',
        url: '/api/events',
        ...multipart(
          [{ name: 'title', value: 'Bez spaiņa' }, imagePart(await pngImage(), 'image', 'a.png')],
          bearer(auth),
        ),
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ message: 'Server error' });
      expect(await sqlCount(down.app, 'images')).toBe(0);
      expect(await down.app.repos.events.list()).toEqual([]);
      // A load balancer stops sending traffic to this instance.
      const health = await down.app.inject('/api/health');
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual({
        status: 'unavailable',
        message: 'The uploads storage is unavailable.',
      });
      expect((await t.app.inject('/api/health')).statusCode).toBe(200);
    } finally {
      await down.destroy();
    }
  });

  it('redirects /uploads/ to UPLOADS_PUBLIC_URL when it is set', async () => {
    const cdn = await build({ ...bucket.env, UPLOADS_PUBLIC_URL: 'https://cdn.example.org/u/' });
    try {
      const res = await cdn.app.inject('/uploads/abc-640.webp');
      expect(res.statusCode).toBe(301);
      expect(res.headers.location).toBe('https://cdn.example.org/u/abc-640.webp');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await cdn.app.inject('/uploads/..%2fkoris.sqlite')).statusCode).toBe(404);
    } finally {
      await cdn.destroy();
    }
  });

  it('seeds the demo content into a bucket of its own', async () => {
    const fresh = await startBucket('koris-seed');
    const dataDir = tempDataDir();
    const seeded = await build({ ...fresh.env, SEED: 'demo' }, dataDir);
    try {
      const events = (await seeded.app.inject('/api/events/current')).json<
        { image_url: string }[]
      >();
      expect(events.length).toBeGreaterThan(0);
      expect(listFiles(path.join(dataDir, 'uploads'))).toEqual([]);
      for (const { image_url } of events) {
        const key = /([a-f0-9]{24})-1280\.webp$/.exec(image_url)![1]!;
        for (const width of WIDTHS) {
          expect(await seeded.app.storage.exists(`${key}-${width}.webp`)).toBe(true);
        }
      }
      const res = await seeded.app.inject(events[0]!.image_url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
    } finally {
      await seeded.destroy();
      await fresh.stop();
    }
  });
});
