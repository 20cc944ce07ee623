/**
 * The objects of one bucket as a release store reads and writes them: text, bytes and JSON,
 * puts and copies with their content type and caching header, one folder level of keys. Every
 * failure but a missing key comes out explained (errors.ts).
 */
import path from 'node:path';
import {
  CopyObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import mime from 'mime-types';
import { ReleaseStoreError } from '../store.js';
import { explain, isMissing, type BucketPlace } from './errors.js';

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The settings a bucket store reads (S3_*; credentials come from the AWS SDK's own chain). */
export type Env = Readonly<Record<string, string | undefined>>;

/** Content-Type of a file of a build, by its name (charset for text). */
export function contentTypeOf(rel: string): string {
  return mime.contentType(path.posix.basename(rel)) || 'application/octet-stream';
}

/**
 * The client for S3_ENDPOINT, S3_REGION and S3_FORCE_PATH_STYLE. Checksums only where an
 * operation requires one: many S3-compatible stores refuse the SDK's newer default checksum
 * headers. Short connection timeouts: a deploy against an endpoint that does not answer should
 * say so, not hang.
 */
export function createS3Client(env: Env): S3Client {
  return new S3Client({
    region: env.S3_REGION || 'us-east-1',
    ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
    forcePathStyle: ['1', 'true'].includes(String(env.S3_FORCE_PATH_STYLE ?? '').toLowerCase()),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 2,
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
  });
}

/** Runs `task` over `items`, at most `parallel` at a time. */
export async function eachLimited<T>(
  items: readonly T[],
  task: (item: T) => Promise<unknown>,
  parallel = 8,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(parallel, items.length) }, worker));
}

interface Headers {
  contentType: string;
  cacheControl: string;
}

export class BucketObjects {
  constructor(
    readonly client: S3Client,
    readonly place: BucketPlace,
  ) {}

  get bucket(): string {
    return this.place.bucket;
  }

  /** A call to the bucket; its failure is said in terms of this bucket (explain). */
  private async call<T>(run: (client: S3Client) => Promise<T>): Promise<T> {
    try {
      return await run(this.client);
    } catch (error) {
      throw explain(error, this.place);
    }
  }

  /** The object's text, or null when there is none. */
  async getText(key: string): Promise<string | null> {
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return (await out.Body?.transformToString('utf8')) ?? '';
    } catch (error) {
      if (isMissing(error)) return null;
      throw explain(error, this.place);
    }
  }

  getBytes(key: string): Promise<Uint8Array> {
    return this.call(async (client) => {
      const out = await client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return (await out.Body?.transformToByteArray()) ?? new Uint8Array();
    });
  }

  /** The object as JSON, or null when there is none. */
  async getJson<T>(key: string): Promise<T | null> {
    const text = await this.getText(key);
    if (text === null) return null;
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new ReleaseStoreError(
        `s3://${this.bucket}/${key} is not valid JSON: was it written by hand?`,
      );
    }
  }

  async put(key: string, body: string | Uint8Array, { contentType, cacheControl }: Headers) {
    await this.call((client) =>
      client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          CacheControl: cacheControl,
        }),
      ),
    );
  }

  async copy(from: string, to: string, { contentType, cacheControl }: Headers) {
    const source = `${this.bucket}/${from}`.split('/').map(encodeURIComponent).join('/');
    await this.call((client) =>
      client.send(
        new CopyObjectCommand({
          Bucket: this.bucket,
          Key: to,
          CopySource: source,
          // The copy gets the headers of where it now sits (no-cache at PREFIX/), not the source's.
          MetadataDirective: 'REPLACE',
          ContentType: contentType,
          CacheControl: cacheControl,
        }),
      ),
    );
  }

  /** Keys directly under `prefix` (no deeper). */
  async keysAt(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const out = await this.call((client) =>
        client.send(
          new ListObjectsV2Command({
            Bucket: this.bucket,
            Prefix: prefix,
            Delimiter: '/',
            ContinuationToken: token,
          }),
        ),
      );
      for (const o of out.Contents ?? []) if (o.Key) keys.push(o.Key);
      token = out.IsTruncated ? out.NextContinuationToken : undefined;
    } while (token);
    return keys;
  }
}
