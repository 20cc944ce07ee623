import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { validationError } from '../../../lib/errors';
import { addressKey } from '../../../lib/address';
import { errorResponses, Ref } from '../../../schemas/common';
import { AuthResponse, type AuthResponse as AuthAnswerBody } from '../../../schemas/entities';
import {
  PasskeyAssertion,
  PasskeyRequestOptions,
  RecoveryCodeInput,
  Ticket,
  TotpCode,
} from '../../../schemas/security';
import { sha256, type Account } from '../../../plugins/app/repositories/users';
import { proofField } from '../../../plugins/app/second-factors';

// The request: the new session records the browser and address it came from.
type AuthAnswer = (account: Account, request: FastifyRequest) => Promise<AuthAnswerBody>;

const signInAgain = (field: string, message = 'Sign in again.') =>
  validationError({ [field]: [message] }, message);
const TOO_MANY = 'Too many attempts. Sign in again.';
const NOT_RECOGNISED = 'This passkey is not recognised.';

/**
 * After a right password, an account with a second factor gets a ticket instead of a session
 * (POST /api/login). The ticket (only its SHA-256 is stored) opens nothing of the account; it
 * allows SECOND_STEP_ATTEMPTS wrong second steps within SECOND_STEP_TTL_SECONDS, counted in the
 * database so that every instance counts the same tries. A passkey can also sign in alone
 * (discoverable credentials): no e-mail, no password.
 */
export async function issueTicket(fastify: FastifyInstance, account: Account) {
  const { config } = fastify;
  const methods = await fastify.repos.factors.methods(account.id);
  if (methods.length === 0) return undefined;
  const ticket = crypto.randomBytes(32).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  await fastify.repos.factors.createTicket(
    sha256(ticket),
    account.id,
    config.secondStepAttempts,
    now + config.secondStepTtlSeconds,
    now,
  );
  return {
    second_step: { ticket, methods, expires_in: config.secondStepTtlSeconds },
  };
}

export function secondStepRoutes(instance: FastifyInstance, authAnswer: AuthAnswer): void {
  const fastify = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { config } = fastify;
  const { factors, users, activity } = fastify.repos;
  const tags = ['account'];
  const bodyLimit = config.bodyLimits.account;
  const now = () => Math.floor(Date.now() / 1000);
  // Per address, like the password: a ticket's own limit stops guessing one sign-in, this one
  // stops an address from opening sign-in after sign-in.
  const rateLimit = {
    max: config.rateLimitLoginAddress,
    timeWindow: config.rateLimitLoginWindowMs,
    keyGenerator: (request: FastifyRequest) => `second-step|${addressKey(request.ip)}`,
  };

  fastify.post(
    '/login/second-step',
    {
      config: { rateLimit },
      bodyLimit,
      schema: {
        tags,
        description:
          'The second step of a password sign-in: exactly one of `code` (the authenticator ' +
          'app), `recovery_code` or `passkey` (answering POST /login/second-step/passkey-options).',
        body: Type.Object(
          {
            ticket: Ticket,
            code: Type.Optional(TotpCode),
            recovery_code: Type.Optional(RecoveryCodeInput),
            passkey: Type.Optional(Ref(PasskeyAssertion)),
          },
          { additionalProperties: false },
        ),
        response: { 200: Ref(AuthResponse), ...errorResponses },
      },
    },
    async (request) => {
      const { ticket, ...proof } = request.body;
      const field = proofField(proof);
      if (!field) {
        throw validationError({ code: ['Give a code, a recovery code or a passkey.'] });
      }
      const ticketHash = sha256(ticket);
      const live = await factors.liveTicket(ticketHash, now());
      if (!live) throw signInAgain(field);
      if (live.attempts_left <= 0) throw signInAgain(field, TOO_MANY);
      const userId = live.user_id;
      let right: boolean;
      if (field === 'code') right = await fastify.secondFactors.checkTotp(userId, proof.code!);
      else if (field === 'recovery_code') {
        right = await fastify.secondFactors.useRecoveryCode(userId, proof.recovery_code!);
      } else {
        right =
          (await fastify.secondFactors.verifyAssertion('second-step', userId, proof.passkey!)) ===
          userId;
      }
      const account = await users.byId(userId);
      if (!account) throw signInAgain(field);
      if (!right) {
        const spent = await factors.spendAttempt(ticketHash);
        await activity.record(account, 'second-step-failed', {
          kind: 'second-factor',
          item_id: null,
          title: field === 'code' ? 'totp' : field === 'recovery_code' ? 'recovery' : 'passkey',
        });
        if (!spent || live.attempts_left <= 1) throw signInAgain(field, TOO_MANY);
        if (field === 'passkey') throw validationError({ passkey: [NOT_RECOGNISED] });
        throw validationError({ [field]: ['Invalid code.'] }, 'Invalid code.');
      }
      // Used once: of two requests with the same ticket, one gets the session.
      if (!(await factors.consumeTicket(ticketHash, now()))) throw signInAgain(field);
      await activity.record(account, 'logged-in');
      return authAnswer(account, request);
    },
  );

  fastify.post(
    '/login/second-step/passkey-options',
    {
      config: { rateLimit },
      bodyLimit,
      schema: {
        tags,
        description: 'Options for navigator.credentials.get() with the ticket’s passkeys.',
        body: Type.Object({ ticket: Ticket }, { additionalProperties: false }),
        response: { 200: Ref(PasskeyRequestOptions), ...errorResponses },
      },
    },
    async (request) => {
      const live = await factors.liveTicket(sha256(request.body.ticket), now());
      if (!live) throw signInAgain('ticket');
      if (live.attempts_left <= 0) throw signInAgain('ticket', TOO_MANY);
      return fastify.secondFactors.requestOptions('second-step', live.user_id);
    },
  );

  fastify.post(
    '/login/passkey-options',
    {
      config: { rateLimit },
      schema: {
        tags,
        description:
          'Sign-in with a passkey alone: options for navigator.credentials.get() with no ' +
          'allowed credentials (the browser offers the site’s discoverable passkeys).',
        response: {
          200: Type.Object(
            {
              challenge_id: Type.String({ description: 'Send it back with the answer.' }),
              options: Ref(PasskeyRequestOptions),
            },
            { additionalProperties: false },
          ),
          ...errorResponses,
        },
      },
    },
    async () => {
      const options = await fastify.secondFactors.requestOptions('login', null);
      return { challenge_id: options.challenge, options };
    },
  );

  fastify.post(
    '/login/passkey',
    {
      config: { rateLimit },
      bodyLimit,
      schema: {
        tags,
        description: 'Sign-in with a passkey alone: the normal sign-in answer.',
        body: Type.Object(
          { challenge_id: Ticket, response: Ref(PasskeyAssertion) },
          { additionalProperties: false },
        ),
        response: { 200: Ref(AuthResponse), ...errorResponses },
      },
    },
    async (request) => {
      const { challenge_id: challenge, response } = request.body;
      const userId = await fastify.secondFactors.verifyAssertion(
        'login',
        null,
        response,
        challenge,
      );
      const account = userId === undefined ? undefined : await users.byId(userId);
      if (!account) {
        throw validationError({ response: [NOT_RECOGNISED] }, NOT_RECOGNISED);
      }
      await activity.record(account, 'logged-in');
      return authAnswer(account, request);
    },
  );
}
