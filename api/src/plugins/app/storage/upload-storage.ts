import type { Readable } from 'node:stream';

/** What a backend knows of a stored file without reading it. */
export interface StoredFileInfo {
  length: number;
  contentType?: string;
  etag?: string;
  lastModified?: Date;
}

export interface StoredFile extends StoredFileInfo {
  body: Readable;
}

/**
 * Where the files named `/uploads/<name>` live. Names are flat (no folders) and chosen by the
 * API, never by a client; rows in the database hold only the names, so a site can move between
 * backends by copying the files, without rewriting a row.
 */
export interface UploadStorage {
  readonly kind: 'disk' | 's3';
  put(name: string, body: Buffer | Readable, contentType: string): Promise<void>;
  /** Undefined when there is no such file. */
  get(name: string): Promise<StoredFile | undefined>;
  /** Undefined when there is no such file. */
  stat(name: string): Promise<StoredFileInfo | undefined>;
  exists(name: string): Promise<boolean>;
  copy(from: string, to: string): Promise<void>;
  /** Deletes what exists of `names`; a missing name is not an error. */
  delete(names: string[]): Promise<void>;
  /** Every stored name. */
  list(): Promise<string[]>;
  close(): Promise<void>;
}

/** A name the API could have written: no path separators, no dot files, no `..`. */
export const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9]+)*$/;

/**
 * The names the API itself writes: an image variant `<random key>-<width>.webp`
 * (ImageStore.fileName). Narrower than SAFE_NAME: a file that arrives by another way than an
 * upload (a restored backup) must not be able to be a script or a page the site would serve.
 */
export const UPLOAD_NAME = /^[a-f0-9]{24}-[1-9][0-9]{0,4}\.webp$/;
