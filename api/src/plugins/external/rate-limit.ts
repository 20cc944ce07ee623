import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { HttpError } from '../../lib/errors';

/** Registered with global: false; routes opt in with `config.rateLimit`. */
export default fp(
  async (fastify) => {
    await fastify.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) =>
        new HttpError(
          429,
          `Too many requests. Try again in ${Math.ceil(context.ttl / 60000)} min.`,
        ),
    });
  },
  { name: 'rate-limit' },
);
