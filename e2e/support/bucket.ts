/**
 * A real S3-compatible server for browser tests (s3rver, objects on disk in a temporary
 * folder) on a free port, with one empty bucket: where `pnpm deploy:remote --to s3://…`
 * publishes a remote that the shell then loads from the bucket's address. As the API's tests
 * start it (api/test/support/s3.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

// s3rver ships no types; only its constructor, run and close are used.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require('s3rver') as new (options: Record<string, unknown>) => {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
};

export interface TestBucket {
  bucket: string;
  /** e.g. http://127.0.0.1:41234 (path-style: objects at `<endpoint>/<bucket>/<key>`). */
  endpoint: string;
  /** The variables `pnpm deploy:remote --to s3://…` runs with (s3rver's fixed credentials). */
  env: Record<string, string>;
  stop(): Promise<void>;
}

export async function startBucket(bucket = 'koris-e2e'): Promise<TestBucket> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'koris-e2e-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    bucket,
    endpoint,
    env: {
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: '1',
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    },
    async stop() {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
