/** `s3://BUCKET/PREFIX` addresses, read strictly: a mistyped `--to` fails before any request. */
import { ReleaseStoreError } from '../store.js';

export interface S3Address {
  bucket: string;
  /** Without slashes at its ends; '' for the bucket's root. */
  prefix: string;
}

const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const EXAMPLE = 's3://BUCKET/PREFIX, e.g. s3://koris-remotes/mf-media';

export const isS3Url = (text: string): boolean => /^s3:/i.test(text);

const unusable = (part: string): boolean =>
  part === '' ||
  part === '.' ||
  part === '..' ||
  part.includes('\\') ||
  [...part].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

/**
 * `s3://BUCKET/PREFIX` → its bucket and prefix, or null when `text` is not an s3:// address;
 * throws a ReleaseStoreError when it is one but cannot name a place for releases.
 */
export function parseS3Url(text: string | null | undefined): S3Address | null {
  const given = String(text ?? '');
  if (!isS3Url(given)) return null;
  const match = /^s3:\/\/([^/?#]*)(\/[^?#]*)?$/.exec(given);
  if (!match) throw new ReleaseStoreError(`"${given}" is not a bucket address: give ${EXAMPLE}.`);
  const bucket = match[1] ?? '';
  if (!bucket) throw new ReleaseStoreError(`"${given}" names no bucket: give ${EXAMPLE}.`);
  if (!BUCKET_NAME.test(bucket) || bucket.includes('..') || /^\d+\.\d+\.\d+\.\d+$/.test(bucket)) {
    throw new ReleaseStoreError(
      `"${bucket}" is not a valid bucket name (3–63 lower-case letters, digits, dots and ` +
        `hyphens, starting and ending with a letter or digit): give ${EXAMPLE}.`,
    );
  }
  const prefix = (match[2] ?? '').replace(/^\/+|\/+$/g, '');
  if (prefix && prefix.split('/').some(unusable)) {
    throw new ReleaseStoreError(
      `"${prefix}" is not a usable key prefix (no empty, "." or ".." parts, no control ` +
        `characters or backslashes): give ${EXAMPLE}.`,
    );
  }
  return { bucket, prefix };
}
