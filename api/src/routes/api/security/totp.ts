import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { HttpError, validationError } from '../../../lib/errors';
import { errorResponses } from '../../../schemas/common';
import { RecoveryCodes, TotpCode } from '../../../schemas/security';
import { factorChanged } from './changes';
import { securityOptions } from './options';

const invalidCode = () => validationError({ code: ['Invalid code.'] }, 'Invalid code.');

const CodeBody = Type.Object({ code: TotpCode }, { additionalProperties: false });

/**
 * The authenticator app: set up (a pending secret the user scans), turned on by a first valid
 * code, turned off with a current code. Every accepted code takes its time step: never twice.
 */
const totp: FastifyPluginAsync = async (instance) => {
  const fastify = instance.withTypeProvider<TypeBoxTypeProvider>();
  const factors = fastify.repos.factors;
  const { doc, bodyLimit, guessLimit } = securityOptions(fastify);

  fastify.post(
    '/security/totp/setup',
    {
      schema: {
        ...doc,
        description:
          'A new secret for an authenticator app, pending until POST /security/totp/enable ' +
          'with a code of it. The client draws the QR code of `otpauth_url` itself.',
        response: {
          200: Type.Object(
            {
              secret: Type.String({ description: 'base32, for typing in by hand.' }),
              otpauth_url: Type.String({
                description: 'otpauth://totp/… (RFC 6238, 6 digits, 30 s).',
              }),
            },
            { additionalProperties: false },
          ),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const account = request.account!;
      const pending = fastify.secondFactors.newTotpSecret(account);
      if (!(await factors.setUpTotp(account.id, pending.secret))) {
        throw new HttpError(409, 'The authenticator app is already on.');
      }
      return pending;
    },
  );

  fastify.post(
    '/security/totp/enable',
    {
      config: guessLimit,
      bodyLimit,
      schema: {
        ...doc,
        description:
          'Turns the app on with a code of the pending secret. `recovery_codes` only when it is ' +
          'the first second factor of the account (shown once).',
        body: CodeBody,
        response: {
          200: Type.Object(
            { recovery_codes: Type.Optional(RecoveryCodes) },
            { additionalProperties: false },
          ),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const account = request.account!;
      const row = await factors.totp(account.id);
      if (!row) throw new HttpError(409, 'Set up the authenticator app first.');
      if (row.enabled_at) throw new HttpError(409, 'The authenticator app is already on.');
      if (
        !(await fastify.secondFactors.acceptTotpCode(account.id, row.secret, request.body.code))
      ) {
        throw invalidCode();
      }
      const hadFactor = await factors.hasSecondFactor(account.id);
      if (!(await factors.enableTotp(account.id))) {
        throw new HttpError(409, 'The authenticator app is already on.');
      }
      return factorChanged(fastify, request, 'totp-enabled', null, { hadFactor });
    },
  );

  fastify.post(
    '/security/totp/disable',
    {
      preHandler: fastify.requireRecentConfirmation,
      config: guessLimit,
      bodyLimit,
      schema: {
        ...doc,
        description: 'Turns the app off; needs a current code of it.',
        body: CodeBody,
        response: { 204: Type.Null({ description: 'No content.' }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const account = request.account!;
      const row = await factors.totp(account.id);
      if (!row?.enabled_at) throw new HttpError(409, 'The authenticator app is not on.');
      if (!(await fastify.secondFactors.checkTotp(account.id, request.body.code))) {
        throw invalidCode();
      }
      await factors.disableTotp(account.id);
      await factorChanged(fastify, request, 'totp-disabled', null, { hadFactor: true });
      return reply.status(204).send(null);
    },
  );
};

export default totp;
