import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { HttpError } from '../../../lib/errors';
import { errorResponses } from '../../../schemas/common';
import { RecoveryCodes } from '../../../schemas/security';
import { securityOptions } from './options';

/** Ten new recovery codes replace the old ones (only their hashes are kept). */
const recovery: FastifyPluginAsync = async (instance) => {
  const fastify = instance.withTypeProvider<TypeBoxTypeProvider>();
  const factors = fastify.repos.factors;
  const { doc } = securityOptions(fastify);

  fastify.post(
    '/security/recovery-codes',
    {
      preHandler: fastify.requireRecentConfirmation,
      schema: {
        ...doc,
        description: 'Ten new recovery codes, shown once; the old ones stop working.',
        response: {
          200: Type.Object({ recovery_codes: RecoveryCodes }, { additionalProperties: false }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const account = request.account!;
      if (!(await factors.hasSecondFactor(account.id))) {
        throw new HttpError(409, 'Set up a passkey or an authenticator app first.');
      }
      const codes = await fastify.secondFactors.newRecoveryCodes(account.id);
      await fastify.repos.activity.record(account, 'recovery-codes-created');
      return { recovery_codes: codes };
    },
  );
};

export default recovery;
