import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { notFound, validationError } from '../../../lib/errors';
import { errorResponses, FormTitle, IdParams, Ref } from '../../../schemas/common';
import {
  Passkey,
  PasskeyCreationOptions,
  PasskeyRegistration,
  RecoveryCodes,
} from '../../../schemas/security';
import { factorChanged } from './changes';
import { securityOptions } from './options';

const PASSKEY_NAME_MAX = 100;

const passkeys: FastifyPluginAsync = async (instance) => {
  const fastify = instance.withTypeProvider<TypeBoxTypeProvider>();
  const factors = fastify.repos.factors;
  const { doc, bodyLimit } = securityOptions(fastify);

  fastify.post(
    '/security/passkeys/options',
    {
      schema: {
        ...doc,
        description: 'Options for navigator.credentials.create(): a new discoverable passkey.',
        response: { 200: Ref(PasskeyCreationOptions), ...errorResponses },
      },
    },
    async (request) => fastify.secondFactors.registrationOptions(request.account!),
  );

  fastify.post(
    '/security/passkeys',
    {
      bodyLimit,
      schema: {
        ...doc,
        description:
          'Registers the passkey that answered the options. `recovery_codes` only when it is ' +
          'the first second factor of the account (shown once).',
        body: Type.Object(
          {
            name: FormTitle(PASSKEY_NAME_MAX),
            response: Ref(PasskeyRegistration),
          },
          { additionalProperties: false },
        ),
        response: {
          201: Type.Object(
            { passkey: Ref(Passkey), recovery_codes: Type.Optional(RecoveryCodes) },
            { additionalProperties: false },
          ),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const account = request.account!;
      const name = request.body.name.trim();
      const hadFactor = await factors.hasSecondFactor(account.id);
      const verified = await fastify.secondFactors.verifyRegistration(
        account.id,
        request.body.response,
      );
      if (!verified) {
        throw validationError({ response: ['The passkey could not be verified. Try again.'] });
      }
      if (await factors.passkeyByCredential(verified.credentialId)) {
        throw validationError({ response: ['This passkey is already registered.'] });
      }
      const passkey = await factors.addPasskey(account.id, { ...verified, name });
      const extra = await factorChanged(fastify, request, 'passkey-added', name, { hadFactor });
      return reply.status(201).send({ passkey, ...extra });
    },
  );

  fastify.delete(
    '/security/passkeys/:id',
    {
      preHandler: fastify.requireRecentConfirmation,
      schema: {
        ...doc,
        params: IdParams('No such passkey.'),
        response: { 204: Type.Null({ description: 'No content.' }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const account = request.account!;
      const hadFactor = await factors.hasSecondFactor(account.id);
      const name = await factors.removePasskey(account.id, request.params.id);
      if (name === undefined) throw notFound('No such passkey.');
      await factorChanged(fastify, request, 'passkey-removed', name, { hadFactor });
      return reply.status(204).send(null);
    },
  );
};

export default passkeys;
