import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type, type Static } from '@sinclair/typebox';
import { HttpError, validationError } from '../../../lib/errors';
import { errorResponses, NONBLANK, TEXT } from '../../../schemas/common';
import { LENGTH } from '../../../schemas/bounds';
import { nowIso } from '../../../db/database';
import {
  checkFactorForConfirm,
  passkeyOptionsForConfirm as factorPasskeyOptions,
} from '../../../plugins/app/second-factors';
import { securityOptions, signedInOnly } from './options';

const Text = (maxLength: number) => Type.String({ ...TEXT, maxLength });

/** A passkey's answer to a challenge (WebAuthn's AuthenticationResponseJSON), bounded. */
export const PasskeyAssertion = Type.Object(
  {
    id: Text(1024),
    rawId: Text(1024),
    type: Type.Literal('public-key'),
    response: Type.Object({
      clientDataJSON: Text(8192),
      authenticatorData: Text(8192),
      signature: Text(2048),
      userHandle: Type.Optional(Text(1024)),
    }),
    authenticatorAttachment: Type.Optional(Text(64)),
    clientExtensionResults: Type.Optional(Type.Object({})),
  },
  { description: 'AuthenticationResponseJSON of @simplewebauthn/browser.' },
);

export const ConfirmBody = Type.Object(
  {
    password: Type.Optional(
      Type.String({ ...TEXT, maxLength: LENGTH.password, pattern: NONBLANK }),
    ),
    code: Type.Optional(Text(16)),
    recovery_code: Type.Optional(Text(64)),
    passkey: Type.Optional(PasskeyAssertion),
  },
  {
    additionalProperties: false,
    description:
      'One of: the password, a code of the authenticator app, a recovery code, a passkey.',
  },
);
export type ConfirmBody = Static<typeof ConfirmBody>;

/** How a confirmation was given (the activity log's title). */
type Method = 'password' | 'code' | 'recovery-code' | 'passkey';

/** What a second-factor check answered: accepted, or refused with the field's message. */
export type FactorCheck = { ok: true } | { ok: false; field: keyof ConfirmBody; message: string };

/**
 * The second-factor paths of the confirmation (a code of the authenticator app, a recovery
 * code, a passkey), checked by the factors' own module; an account without that factor is
 * refused on the field. A right app code or recovery code is used up, as at sign-in.
 */
export async function verifySecondFactorForConfirm(
  fastify: FastifyInstance,
  userId: number,
  body: ConfirmBody,
): Promise<FactorCheck> {
  return checkFactorForConfirm(fastify, userId, body);
}

/**
 * The passkey challenge of a confirmation (PublicKeyCredentialRequestOptionsJSON), or undefined
 * when the account has no passkey.
 */
export async function passkeyOptionsForConfirm(
  fastify: FastifyInstance,
  userId: number,
): Promise<Awaited<ReturnType<typeof factorPasskeyOptions>>> {
  return factorPasskeyOptions(fastify, userId);
}

/**
 * Confirming it is the user before a sensitive act (OWASP ASVS 3.7.1): the password or a second
 * factor again. The session's `confirmed_at` moves to now, and for CONFIRM_WINDOW_MINUTES the
 * routes behind `requireRecentConfirmation` (plugins/app/auth.ts) let it through. Each
 * confirmation and each refused one is in the activity log (update-users). Guessing is limited
 * per address like a sign-in (RATE_LIMIT_LOGIN).
 */
const confirm: FastifyPluginAsync = async (instance) => {
  const fastify = instance.withTypeProvider<TypeBoxTypeProvider>();
  const users = fastify.repos.users;
  const activity = fastify.repos.activity;
  const { doc, bodyLimit, guessLimit } = securityOptions(fastify);
  signedInOnly(fastify);

  fastify.post(
    '/security/confirm',
    {
      config: guessLimit,
      bodyLimit,
      schema: {
        ...doc,
        consumes: ['application/json'],
        body: ConfirmBody,
        response: {
          200: Type.Object(
            {
              confirmed_until: Type.String({
                description: 'ISO 8601: the sensitive acts need no confirmation until then.',
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
      const body = request.body ?? {};
      const given = (['password', 'code', 'recovery_code', 'passkey'] as const).filter(
        (field) => body[field] !== undefined,
      );
      if (given.length === 0) throw validationError({ password: ['Enter your password.'] });
      if (given.length > 1) {
        throw validationError({ [given[1]!]: ['Confirm with one of them at a time.'] });
      }
      const method: Method =
        body.password !== undefined
          ? 'password'
          : body.code !== undefined
            ? 'code'
            : body.recovery_code !== undefined
              ? 'recovery-code'
              : 'passkey';
      let check: FactorCheck;
      if (body.password !== undefined) {
        check = (await users.checkPassword(account.id, body.password))
          ? { ok: true }
          : { ok: false, field: 'password', message: 'The password is incorrect.' };
      } else {
        check = await verifySecondFactorForConfirm(fastify, account.id, body);
      }
      if (!check.ok) {
        await activity.record(account, 'confirm-failed', {
          kind: 'session',
          item_id: null,
          title: method,
        });
        // 422, not 401: a wrong answer must not sign the user out.
        throw validationError({ [check.field]: [check.message] });
      }
      const at = nowIso();
      await fastify.db.transaction(async () => {
        await users.confirmSession(request.tokenId!, at);
        await activity.record(account, 'confirmed', {
          kind: 'session',
          item_id: null,
          title: method,
        });
      });
      return { confirmed_until: fastify.confirmedUntil(at)! };
    },
  );

  fastify.post(
    '/security/confirm/passkey-options',
    {
      config: guessLimit,
      schema: {
        ...doc,
        response: {
          200: Type.Object(
            {},
            {
              additionalProperties: true,
              description: 'PublicKeyCredentialRequestOptionsJSON for the passkey confirmation.',
            },
          ),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const options = await passkeyOptionsForConfirm(fastify, request.account!.id);
      if (!options)
        throw new HttpError(422, 'This account has no passkey.', {
          passkey: ['This account has no passkey.'],
        });
      return options;
    },
  );
};

export default confirm;
