import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';

/**
 * The fallback limits of a multipart read; each route's form is read with its own, tighter ones
 * (lib/form-body.ts), counted as the body streams in.
 */
export default fp(
  async (fastify) => {
    const { config } = fastify;
    await fastify.register(multipart, {
      limits: {
        fileSize: config.maxImageBytes,
        files: config.maxImagesPerRequest + 2,
        fields: config.formMaxFields,
        parts: config.maxImagesPerRequest + 2 + config.formMaxFields,
        fieldSize: config.bodyLimits.content,
        fieldNameSize: 200,
        headerPairs: 200,
      },
    });
  },
  { name: 'multipart', dependencies: ['config'] },
);
