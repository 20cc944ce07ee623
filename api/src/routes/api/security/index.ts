import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { errorResponses, Ref } from '../../../schemas/common';
import { SecurityOverview } from '../../../schemas/security';
import passkeys from './passkeys';
import recovery from './recovery';
import totp from './totp';
import { securityOptions, signedInOnly } from './options';

/**
 * The Security tab's second factors, for every signed-in user (REQUIRE_SECOND_FACTOR_ROLES lets
 * an account without a factor reach these, /api/me and /api/logout only). Sessions and the
 * confirmation before sensitive acts are their own route files beside these.
 */
const security: FastifyPluginAsync = async (instance) => {
  const fastify = instance.withTypeProvider<TypeBoxTypeProvider>();
  const factors = fastify.repos.factors;
  const { doc } = securityOptions(fastify);
  // The factor routes registered below are behind it too.
  signedInOnly(fastify);

  fastify.get(
    '/security',
    {
      schema: {
        ...doc,
        response: { 200: Ref(SecurityOverview), ...errorResponses },
      },
    },
    async (request) => {
      const account = request.account!;
      const totpRow = await factors.totp(account.id);
      return {
        passkeys: await factors.listPasskeys(account.id),
        totp: { enabled: !!totpRow?.enabled_at },
        recovery_codes_left: await factors.recoveryCodesLeft(account.id),
        second_factor_required: account.second_factor_required,
        events: await factors.events(account.id),
      };
    },
  );

  await fastify.register(passkeys);
  await fastify.register(totp);
  await fastify.register(recovery);
};

export default security;
