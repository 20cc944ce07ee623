import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';

export default fp(
  async (fastify) => {
    await fastify.register(multipart, {
      limits: {
        fileSize: fastify.config.maxImageBytes,
        files: fastify.config.maxImagesPerRequest + 2,
        fields: 100,
        parts: fastify.config.maxImagesPerRequest + 102,
        fieldSize: 1024 * 1024,
        fieldNameSize: 200,
        headerPairs: 200,
      },
    });
  },
  { name: 'multipart', dependencies: ['config'] },
);
