/** Which store `--to` names: a bucket (`s3://BUCKET/PREFIX`) or a folder. */
import path from 'node:path';
import { FolderReleaseStore } from './folder-store.js';
import { isS3Url } from './s3/address.js';
import type { ReleaseStore } from './store.js';

export interface StoreOptions {
  /** The remote's own store when `to` is not given: `<remote folder>/releases`. */
  defaultDir: string;
  /** Relative folders are read from here (the working directory). */
  cwd?: string;
  env?: Readonly<Record<string, string | undefined>>;
  /** What a bucket store reports beside its work (its CORS rule). */
  log?: (line: string) => void;
}

/**
 * The store `to` names: `s3://BUCKET/PREFIX` a bucket, anything else a folder, nothing the
 * remote's own. An address that cannot be one throws a ReleaseStoreError before any request.
 */
export async function releaseStoreAt(
  to: string | undefined,
  { defaultDir, cwd = process.cwd(), env = process.env, log = console.log }: StoreOptions,
): Promise<ReleaseStore> {
  if (to && isS3Url(to)) {
    // Loaded only for a bucket: a deploy to a folder does not load the AWS SDK.
    const { S3ReleaseStore, parseS3Url } = await import('./s3/index.js');
    const address = parseS3Url(to);
    if (address) return new S3ReleaseStore({ ...address, env, log });
  }
  return new FolderReleaseStore(to ? path.resolve(cwd, to) : defaultDir);
}
