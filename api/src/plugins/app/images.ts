import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type Sharp from 'sharp';
import { nowIso, type Database } from '../../db/database';
import type { ImagesTable } from '../../db/schema';
import { HttpError, StorageWriteError } from '../../lib/errors';
import type { ImageView } from '../../schemas/common';
import type { UploadStorage } from './storage';

/**
 * Display widths (srcset) and the slideshow thumbnail width (docs/product.md#constants: 120 px). Between 320 and
 * 1280 the steps follow what pages need: a gallery cover on a wide screen (22rem, 480), an
 * event image there (36rem, 640), and a phone's full-width image (about 380 CSS px at 1.75×:
 * 665 px, so 720; with only 640 and 1280 a phone fetched the 1280, bench:bundle).
 */
export const DISPLAY_WIDTHS = [320, 480, 640, 720, 1280] as const;
export const THUMB_WIDTH = 120;
/** Every stored variant of an image. */
const WIDTHS = [THUMB_WIDTH, ...DISPLAY_WIDTHS];
const LARGE = 1280;
const SRC = 640;

/** Refuses decompression bombs before decoding: about 7000 × 7000. */
const MAX_INPUT_PIXELS = 50_000_000;

let loadedSharp: Promise<typeof Sharp> | undefined;

/**
 * sharp, loaded at the first image work rather than at start: libvips is a large library, and
 * an API that only serves pages (every start after the first) never needs it. Its operation
 * cache is turned off: every upload is a new image, so nothing in it would ever be reused, and
 * what it held (decoded pixels) stayed resident after the uploads (docs/decisions/022-memory.md).
 */
export function loadSharp(): Promise<typeof Sharp> {
  loadedSharp ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return loadedSharp;
}

export interface StoredImage {
  key: string;
  width: number;
  height: number;
}

/** What was uploaded for a stored image (table `images`): the upload itself is not kept. */
export type ImageOriginal = Omit<ImagesTable, 'key' | 'created_at'>;

/** `image` of API objects (schemas/common): intrinsic size of the largest variant, srcset. */
export type { ImageView };

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);

export function sniffImageType(buffer: Buffer): 'png' | 'jpeg' | undefined {
  if (buffer.subarray(0, 8).equals(PNG_MAGIC)) return 'png';
  if (buffer.subarray(0, 3).equals(JPEG_MAGIC)) return 'jpeg';
  return undefined;
}

const KEY = /^[a-f0-9]{24}$/;
const WEBP = 'image/webp';

export const imageTypeMessage = 'The image must be a PNG or JPEG file.';

/**
 * Uploaded images become webp variants named `<random key>-<width>.webp` in the upload storage
 * (DATA_DIR/uploads or a bucket: plugins/app/storage).
 * The raw upload is never kept or served: it may carry EXIF/GPS data, and pages only ever need
 * the resized variants. Client file names are ignored entirely. What was uploaded (its bytes,
 * format and pixel size) is recorded in the table `images`, one row per key, so what pages send
 * can be set against the originals (bench:bundle).
 */
export class ImageStore {
  constructor(
    readonly storage: UploadStorage,
    private readonly db: Database,
    private readonly log?: FastifyBaseLogger,
  ) {}

  static fileName(key: string, width: number): string {
    return `${key}-${width}.webp`;
  }

  static url(key: string, width: number): string {
    return `/uploads/${ImageStore.fileName(key, width)}`;
  }

  /** Validates by content (magic bytes and a real decode), then writes every variant. */
  async store(buffer: Buffer, field = 'image'): Promise<StoredImage> {
    const type = sniffImageType(buffer);
    if (!type) throw new HttpError(422, imageTypeMessage, { [field]: [imageTypeMessage] });
    const sharp = await loadSharp();
    let meta: Sharp.Metadata;
    try {
      meta = await sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    } catch (_error) {
      throw unreadable(field);
    }
    if (meta.format !== type || !meta.width || !meta.height) throw unreadable(field);
    if (meta.width * meta.height > MAX_INPUT_PIXELS) {
      const message = 'The image dimensions are too large.';
      throw new HttpError(422, message, { [field]: [message] });
    }
    const key = crypto.randomBytes(12).toString('hex');
    let stored: StoredImage;
    try {
      stored = await this.writeVariants(key, sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS }));
    } catch (error) {
      await this.remove(key);
      // A storage that cannot take the files is the server's fault, not the upload's.
      if (error instanceof HttpError || error instanceof StorageWriteError) throw error;
      throw unreadable(field);
    }
    try {
      await this.record(key, {
        original_bytes: buffer.length,
        original_format: type,
        original_width: meta.width,
        original_height: meta.height,
      });
    } catch (error) {
      await this.remove(key);
      throw error;
    }
    return stored;
  }

  /** What was uploaded for `key`; undefined for an image stored before uploads were recorded. */
  original(key: string): Promise<ImageOriginal | undefined> {
    const k = this.db.kysely;
    return this.db.first(
      k
        .selectFrom('images')
        .select(['original_bytes', 'original_format', 'original_width', 'original_height'])
        .where('key', '=', key),
    );
  }

  private async record(key: string, original: ImageOriginal): Promise<void> {
    await this.db.run(
      this.db.kysely.insertInto('images').values({ key, ...original, created_at: nowIso() }),
    );
  }

  /**
   * Writes all variants of a decoded upload (EXIF rotation applied, metadata stripped), one
   * after the other: each pipeline decodes the upload anew (shrunk on load to what its width
   * needs), and six of them at once held six decoded copies of a large photo, whose memory the
   * process kept. libvips still uses every core within one pipeline.
   */
  private async writeVariants(key: string, source: Sharp.Sharp): Promise<StoredImage> {
    const base = source.rotate(); // honour EXIF orientation; metadata is stripped on output
    let large: Sharp.OutputInfo | undefined;
    for (const width of WIDTHS) {
      const { data, info } = await base
        .clone()
        .resize({ width, withoutEnlargement: width !== THUMB_WIDTH })
        .webp({ quality: 78, effort: 3 })
        .toBuffer({ resolveWithObject: true });
      await this.storage.put(ImageStore.fileName(key, width), data, WEBP).catch((error) => {
        throw new StorageWriteError(error);
      });
      large = info;
    }
    return { key, width: large!.width, height: large!.height };
  }

  /**
   * Copies an existing variant set, and the record of its original, under a fresh key (seed
   * reuse: each row owns its files).
   */
  async copy(image: StoredImage): Promise<StoredImage> {
    const key = crypto.randomBytes(12).toString('hex');
    try {
      await Promise.all(
        WIDTHS.map((width) =>
          this.storage.copy(ImageStore.fileName(image.key, width), ImageStore.fileName(key, width)),
        ),
      );
      const original = await this.original(image.key);
      if (original) await this.record(key, original);
    } catch (error) {
      await this.remove(key);
      throw error;
    }
    return { ...image, key };
  }

  /** Deletes an image's variants and the record of its original. */
  async remove(key: string | null | undefined): Promise<void> {
    if (!key || !KEY.test(key)) return;
    await this.db.run(this.db.kysely.deleteFrom('images').where('key', '=', key));
    const names = WIDTHS.map((width) => ImageStore.fileName(key, width));
    // Never a reason to fail the request that let go of the image: the row is gone already.
    await this.storage.delete(names).catch((error: unknown) => {
      this.log?.warn({ err: error, files: names }, 'could not delete the files of an image');
    });
  }

  /**
   * Writes the variants an image stored before a width was added lacks, from its largest
   * variant (data folders older than DISPLAY_WIDTHS). Idempotent; one image at a time (sharp is
   * CPU-bound). An unreadable image is reported and skipped, never a reason not to start (its
   * 1280 px file is damaged already; no variant drawn from it could mend that).
   */
  async backfill(): Promise<{ filled: number; unreadable: string[] }> {
    const result = { filled: 0, unreadable: [] as string[] };
    let names: string[];
    try {
      names = await this.storage.list();
    } catch (error) {
      // Missing variants are a lesser harm than an API that does not start.
      this.log?.warn({ err: error }, 'could not list the uploads to add missing variants');
      return result;
    }
    const present = new Set(names);
    for (const name of names) {
      const match = /^([a-f0-9]{24})-1280\.webp$/.exec(name);
      if (!match) continue;
      const key = match[1]!;
      const missing = DISPLAY_WIDTHS.filter((width) => !present.has(`${key}-${width}.webp`));
      if (missing.length === 0) continue;
      try {
        const sharp = await loadSharp();
        const source = sharp(await this.read(ImageStore.fileName(key, LARGE)));
        for (const width of missing) {
          const data = await source
            .clone()
            .resize({ width, withoutEnlargement: true })
            .webp({ quality: 78, effort: 3 })
            .toBuffer();
          await this.storage.put(ImageStore.fileName(key, width), data, WEBP);
        }
        result.filled += 1;
      } catch (_unreadable) {
        result.unreadable.push(name);
      }
    }
    return result;
  }

  private async read(name: string): Promise<Buffer> {
    const file = await this.storage.get(name);
    if (!file) throw new Error(`${name} is missing`);
    const chunks: Buffer[] = [];
    for await (const chunk of file.body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async removeAll(keys: (string | null | undefined)[]): Promise<void> {
    await Promise.all(keys.map((key) => this.remove(key)));
  }
}

function unreadable(field: string): HttpError {
  const message = 'The image file could not be read.';
  return new HttpError(422, message, { [field]: [message] });
}

/** `image` of API objects: intrinsic size of the largest variant plus ready srcset. */
export function imageView(
  key: string | null,
  width: number | null,
  height: number | null,
): ImageView | null {
  if (!key || !width || !height) return null;
  const parts: string[] = [];
  let previous = 0;
  for (const target of DISPLAY_WIDTHS) {
    const actual = Math.min(target, width);
    if (actual > previous) parts.push(`${ImageStore.url(key, target)} ${actual}w`);
    previous = actual;
  }
  return {
    width,
    height,
    src: ImageStore.url(key, SRC),
    srcset: parts.join(', '),
    thumb: ImageStore.url(key, THUMB_WIDTH),
  };
}

/** The spec's `image_url`: the large display variant, never the raw upload. */
export function imageUrl(key: string | null): string | null {
  return key ? ImageStore.url(key, LARGE) : null;
}

declare module 'fastify' {
  interface FastifyInstance {
    images: ImageStore;
  }
}

export default fp(
  async (fastify) => {
    const store = new ImageStore(fastify.storage, fastify.db, fastify.log);
    const { filled, unreadable } = await store.backfill();
    if (filled > 0) fastify.log.info({ images: filled }, 'wrote the missing image variants');
    if (unreadable.length > 0) {
      fastify.log.warn({ files: unreadable }, 'could not read these images to add their variants');
    }
    fastify.decorate('images', store);
  },
  { name: 'images', dependencies: ['config', 'db', 'storage'] },
);
