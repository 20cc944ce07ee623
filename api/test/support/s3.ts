import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Env } from '../../src/config';

// s3rver ships no types; only its constructor, run and close are used.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require('s3rver') as new (options: Record<string, unknown>) => {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
};

/** s3rver's fixed credentials: requests are signed with them (it checks the signatures). */
const CREDENTIALS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };

export interface TestBucket {
  /** The API's variables for this bucket. */
  env: Env;
  /** Where s3rver keeps the objects (a fresh temporary folder). */
  dir: string;
  stop: () => Promise<void>;
}

/**
 * A real S3-compatible server (s3rver, objects on disk in a temporary folder) on a free port,
 * with one empty bucket. The SDK reads the credentials from the environment, as in production,
 * so they are set for the life of the server and restored after.
 */
export async function startBucket(bucket = 'koris-test', prefix = ''): Promise<TestBucket> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'koris-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const saved = Object.fromEntries(Object.keys(CREDENTIALS).map((k) => [k, process.env[k]]));
  Object.assign(process.env, CREDENTIALS);
  return {
    dir,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: '1',
      S3_PREFIX: prefix,
    },
    stop: async () => {
      await server.close();
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
