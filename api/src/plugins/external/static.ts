import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

/** Uploaded variants: generated, never-reused names, so they are cached forever. */
export default fp(
  async (fastify) => {
    await fastify.register(fastifyStatic, {
      root: fastify.config.uploadsDir,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      cacheControl: false,
      etag: true,
      lastModified: true,
      setHeaders: (res) => {
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      },
    });
  },
  { name: 'static', dependencies: ['config'] },
);
