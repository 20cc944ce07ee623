/**
 * The bucket's CORS rule for the remote: the site's pages fetch its manifest from another
 * origin. Kept by id beside any other rules the bucket has.
 */
import {
  GetBucketCorsCommand,
  PutBucketCorsCommand,
  type CORSRule,
  type S3Client,
} from '@aws-sdk/client-s3';
import { explain, isMissing, type BucketPlace } from './errors.js';
import type { Env } from './objects.js';

/** The CORS rule this store keeps on the bucket (by id, beside any other rules there). */
export const CORS_RULE_ID = 'koris-remotes';

/** The origins the bucket lets read the remote: SITE_ORIGIN (comma-separated), else any. */
export function corsOrigins(env: Env): string[] {
  const given = (env.SITE_ORIGIN ?? '')
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  return given.length ? given : ['*'];
}

const sameSet = (a: readonly string[] = [], b: readonly string[] = []) =>
  a.length === b.length && a.every((x) => b.includes(x));

/**
 * Keeps the rule on the bucket (PutBucketCors, beside the bucket's other rules). A store that
 * refuses it (no CORS API, or no permission) is reported through `log`, not fatal: CORS may
 * have been set up by other means. Resolves whether the rule is there.
 */
export async function ensureCors(
  client: S3Client,
  place: BucketPlace,
  env: Env,
  log: (line: string) => void,
): Promise<boolean> {
  const origins = corsOrigins(env);
  const wanted: CORSRule = {
    ID: CORS_RULE_ID,
    AllowedOrigins: origins,
    AllowedMethods: ['GET', 'HEAD'],
    AllowedHeaders: ['*'],
    ExposeHeaders: ['ETag'],
    MaxAgeSeconds: 3600,
  };
  const refused = (error: unknown) => {
    log(
      `  ! the bucket did not take its CORS rule (${explain(error, place).message}). Allow GET and HEAD from ` +
        `${origins.join(', ')} on s3://${place.bucket} yourself (docs/deploy-remote.md): ` +
        'without it the browser cannot read the manifest.',
    );
    return false;
  };
  let rules: CORSRule[] = [];
  try {
    rules = (await client.send(new GetBucketCorsCommand({ Bucket: place.bucket }))).CORSRules ?? [];
  } catch (error) {
    if (!isMissing(error)) return refused(error);
  }
  const ours = rules.find((r) => r.ID === CORS_RULE_ID);
  if (
    ours &&
    sameSet(ours.AllowedOrigins, wanted.AllowedOrigins) &&
    sameSet(ours.AllowedMethods, wanted.AllowedMethods)
  ) {
    return true;
  }
  try {
    await client.send(
      new PutBucketCorsCommand({
        Bucket: place.bucket,
        CORSConfiguration: { CORSRules: [...rules.filter((r) => r.ID !== CORS_RULE_ID), wanted] },
      }),
    );
  } catch (error) {
    return refused(error);
  }
  log(`  CORS on s3://${place.bucket}: GET and HEAD from ${origins.join(', ')}`);
  return true;
}
