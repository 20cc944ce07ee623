/** What a bucket's refusals mean, as sentences the person deploying can act on. */
import { ReleaseStoreError } from '../store.js';

/** The fields the AWS SDK (and Node's network errors) put on what they throw. */
interface SdkError {
  name?: string;
  code?: string;
  message?: string;
  cause?: { code?: string };
  errors?: { code?: string }[];
  $metadata?: { httpStatusCode?: number };
}

const sdk = (error: unknown): SdkError =>
  typeof error === 'object' && error !== null ? (error as SdkError) : {};

/** A key (or CORS configuration) that is not there; a missing bucket is an error of its own. */
export function isMissing(error: unknown): boolean {
  const { name, $metadata } = sdk(error);
  return (
    name !== 'NoSuchBucket' &&
    (['NoSuchKey', 'NotFound', 'NoSuchCORSConfiguration'].includes(name ?? '') ||
      $metadata?.httpStatusCode === 404)
  );
}

const NETWORK = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
]);

/** Where the store is, as the messages name it. */
export interface BucketPlace {
  bucket: string;
  /** `PREFIX/`, or '' for the bucket's root. */
  base: string;
  endpoint: string | null;
  region: string;
}

/** What the bucket said, as a ReleaseStoreError a person can act on. */
export function explain(error: unknown, place: BucketPlace): ReleaseStoreError {
  if (error instanceof ReleaseStoreError) return error;
  const where = place.endpoint ?? `AWS S3 (${place.region})`;
  const e = sdk(error);
  const name = e.name ?? 'Error';
  const code = e.code ?? e.cause?.code ?? e.errors?.[0]?.code;
  const status = e.$metadata?.httpStatusCode;
  if (name === 'CredentialsProviderError' || /could not load credentials/i.test(e.message ?? '')) {
    return new ReleaseStoreError(
      `No credentials for the bucket: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY ` +
        `(or another source of the AWS SDK's chain, e.g. AWS_PROFILE).`,
    );
  }
  if (
    (code && NETWORK.has(code)) ||
    ['TimeoutError', 'RequestTimeout', 'AbortError'].includes(name)
  ) {
    return new ReleaseStoreError(
      `Cannot reach the bucket's endpoint ${where} (${code ?? name}). Check S3_ENDPOINT ` +
        '(and S3_REGION) and that the store is up; nothing was changed by this command.',
    );
  }
  if (name === 'NoSuchBucket') {
    return new ReleaseStoreError(
      `There is no bucket "${place.bucket}" at ${where}: create it first.`,
    );
  }
  if (['InvalidAccessKeyId', 'SignatureDoesNotMatch', 'InvalidToken'].includes(name)) {
    return new ReleaseStoreError(
      `${where} refused the credentials (${name}): check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY.`,
    );
  }
  if (name === 'AccessDenied' || status === 403) {
    return new ReleaseStoreError(
      `${where} denied access to s3://${place.bucket}/${place.base} (${name}): the credentials ` +
        'need to list the bucket and to read and write objects under the prefix.',
    );
  }
  if (name === 'PermanentRedirect' || name === 'AuthorizationHeaderMalformed' || status === 301) {
    return new ReleaseStoreError(
      `The bucket "${place.bucket}" is in another region than ${place.region}: set S3_REGION.`,
    );
  }
  const message = String(e.message ?? error).split('\n')[0];
  return new ReleaseStoreError(
    `The bucket at ${where} answered ${name}${status ? ` (HTTP ${status})` : ''}: ${message}`,
  );
}
