import fp from 'fastify-plugin';
import type { Config } from '../../../config';
import { DiskStorage } from './disk';
import type { UploadStorage } from './upload-storage';

export * from './upload-storage';

/** The bucket when S3_BUCKET is set, else DATA_DIR/uploads. */
export function createStorage(config: Config): UploadStorage {
  if (!config.s3) return new DiskStorage(config.uploadsDir);
  // Loaded only for a bucket: the AWS SDK would otherwise weigh on every disk-only start.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { S3Storage } = require('./s3') as typeof import('./s3');
  return new S3Storage(config.s3);
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: UploadStorage;
  }
}

export default fp(
  async (fastify) => {
    const storage = createStorage(fastify.config);
    fastify.decorate('storage', storage);
    fastify.addHook('onClose', () => storage.close());
  },
  { name: 'storage', dependencies: ['config'] },
);
