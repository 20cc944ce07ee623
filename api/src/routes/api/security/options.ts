import type { FastifyInstance } from 'fastify';
import { bearerSecurity } from '../../../schemas/common';
import { signInLimit } from '../../../plugins/external/rate-limit';

/**
 * What the Security routes share. Each of their plugins lets only a signed-in user through
 * (`signedInOnly`); each route is tagged `security` with a bearer token in the OpenAPI document
 * (`doc`), takes bodies within the account limit, and an answer that can be guessed (a
 * password, an app code) is held to the sign-in's limit per address (`guessLimit`).
 */
export function securityOptions(fastify: FastifyInstance) {
  return {
    doc: { tags: ['security'], security: bearerSecurity },
    bodyLimit: fastify.config.bodyLimits.account,
    guessLimit: { rateLimit: signInLimit(fastify.config) },
  };
}

/** Every route of `fastify` (a plugin) and of the plugins it registers needs a signed-in user. */
export function signedInOnly(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', fastify.authenticate);
}
