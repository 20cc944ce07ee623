import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

/** A JSON API and image host: no HTML is served, so the CSP can forbid everything. */
export default fp(
  async (fastify) => {
    await fastify.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
      },
      // Images are fetched by the shell's origin through its proxy; allow cross-origin embedding
      // for dev hosts on other ports.
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      hsts: fastify.config.production,
    });
  },
  { name: 'helmet', dependencies: ['config'] },
);
