import type { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Config } from '../../../config';
import type { StoredFile, StoredFileInfo, UploadStorage } from './upload-storage';

/**
 * A client for the configured bucket. Credentials come from the SDK's own chain
 * (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, a profile, an instance role): none is read here.
 * Checksums only where an operation requires one: many S3-compatible stores refuse the SDK's
 * newer default checksum headers on every request.
 */
export function s3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

/** Uploads as objects `<S3_PREFIX><name>` in one bucket (several API instances share it). */
/** A stored object's length, type and validators as a HEAD or GET answers them. */
function infoOf(output: {
  ContentLength?: number;
  ContentType?: string;
  ETag?: string;
  LastModified?: Date;
}): StoredFileInfo {
  return {
    length: output.ContentLength ?? 0,
    contentType: output.ContentType,
    etag: output.ETag,
    lastModified: output.LastModified,
  };
}

export class S3Storage implements UploadStorage {
  readonly kind = 's3' as const;
  readonly client: S3Client;
  readonly bucket: string;
  readonly prefix: string;

  constructor(config: S3Config, client = s3Client(config)) {
    this.client = client;
    this.bucket = config.bucket;
    this.prefix = config.prefix;
  }

  key(name: string): string {
    return `${this.prefix}${name}`;
  }

  async put(name: string, body: Buffer | Readable, contentType: string): Promise<void> {
    const params = { Bucket: this.bucket, Key: this.key(name), ContentType: contentType };
    if (Buffer.isBuffer(body)) {
      await this.client.send(new PutObjectCommand({ ...params, Body: body }));
      return;
    }
    // A stream of unknown length: lib-storage sends it in parts (one PUT when it is small).
    await new Upload({ client: this.client, params: { ...params, Body: body } }).done();
  }

  /** What a read answers, or undefined when the object is missing. */
  private async unlessMissing<T>(read: () => Promise<T>): Promise<T | undefined> {
    try {
      return await read();
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  stat(name: string): Promise<StoredFileInfo | undefined> {
    return this.unlessMissing(async () =>
      infoOf(
        await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.key(name) })),
      ),
    );
  }

  get(name: string): Promise<StoredFile | undefined> {
    return this.unlessMissing(async () => {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: this.key(name) }),
      );
      return { body: object.Body as Readable, ...infoOf(object) };
    });
  }

  async exists(name: string): Promise<boolean> {
    return (await this.stat(name)) !== undefined;
  }

  async copy(from: string, to: string): Promise<void> {
    await this.client.send(
      new CopyObjectCommand({
        Bucket: this.bucket,
        Key: this.key(to),
        CopySource: encodeURI(`${this.bucket}/${this.key(from)}`),
      }),
    );
  }

  /**
   * One DeleteObject per name rather than DeleteObjects: the batch call requires a checksum
   * header, and which kind a store accepts differs between S3-compatible stores.
   */
  async delete(names: string[]): Promise<void> {
    await Promise.all(
      names.map((name) =>
        this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.key(name) })),
      ),
    );
  }

  async list(): Promise<string[]> {
    const names: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: this.prefix || undefined,
          ContinuationToken: token,
        }),
      );
      for (const object of page.Contents ?? []) {
        const name = object.Key?.slice(this.prefix.length);
        // Objects in "folders" below the prefix are not ours.
        if (name && !name.includes('/')) names.push(name);
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return names;
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
