import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { HttpError, validationError } from '../../../lib/errors';
import { formBody } from '../../../lib/form-body';
import {
  bearerSecurity,
  formConsumes,
  errorResponses,
  Form,
  FormBool,
  formBool,
  BOOLEAN,
  Message,
  NONBLANK,
  Ref,
  FormTitle,
  FormEmail,
  TEXT,
} from '../../../schemas/common';
import { BOUNDS, LENGTH, PASSWORD_MIN } from '../../../schemas/bounds';
import { AuthResponse, User } from '../../../schemas/entities';
import { hashPassword, userJson, type Account } from '../../../plugins/app/repositories/users';
import { addressKey } from '../../../lib/address';
import { refusedBy, signInLimit } from '../../../plugins/external/rate-limit';
import { loginGuard } from './guard';
import { issueTicket, secondStepRoutes } from './second-step';
import { SecondStep } from '../../../schemas/security';
import { isBreachedPassword, BREACHED_PASSWORD_MESSAGE } from '../../../lib/breached-passwords';

const Password = (min = 0) =>
  Type.String({
    ...TEXT,
    maxLength: LENGTH.password,
    pattern: NONBLANK,
    ...(min && { minLength: min }),
  });

export const LoginForm = Form({
  email: FormTitle(LENGTH.email),
  password: Password(),
});
export const RegisterForm = Form({
  name: FormTitle(BOUNDS.users.name),
  email: FormEmail(BOUNDS.users.email),
  password: Password(PASSWORD_MIN),
  registration_token: FormTitle(LENGTH.token),
});
export const TokenRolesForm = Form({
  update_data: Type.Optional(FormBool()),
  update_users: Type.Optional(FormBool()),
  see_applications: Type.Optional(FormBool()),
});
export const PasswordForm = Form({
  current_password: Password(),
  new_password: Password(PASSWORD_MIN),
});
export const EditModeForm = Form({
  is_edit_mode_active: Type.String({ pattern: BOOLEAN, description: '1 or 0' }),
});

const auth: FastifyPluginAsync = async (instance) => {
  const fastify = instance.withTypeProvider<TypeBoxTypeProvider>();
  const users = fastify.repos.users;
  const { config } = fastify;
  const tooManyLogins = (ttlMs: number) =>
    new HttpError(429, `Too many login attempts. Try again in ${Math.ceil(ttlMs / 60000)} min.`);
  // Login throttling (@fastify/rate-limit and the limit counter, shared through Redis when it
  // is set; an address is counted by addressKey, an IPv6 one by its /64):
  //  - per address + e-mail (RATE_LIMIT_LOGIN): slows guessing one account without locking out
  //    everyone behind the same address. The e-mail is in the body, which may be multipart, so
  //    this one is checked in the handler once the form is read;
  //  - per address across e-mails (RATE_LIMIT_LOGIN_ADDRESS): stops credential spraying (one
  //    password tried on many accounts). Checked before the body is read;
  //  - per account from all addresses, a known device aside (guard.ts): stops many addresses
  //    guessing one account.
  const loginEmails = new WeakMap<FastifyRequest, string>();
  const perAddressAndEmail = fastify.createRateLimit({
    ...signInLimit(config),
    keyGenerator: (request) => `login|${addressKey(request.ip)}|${loginEmails.get(request) ?? ''}`,
  });
  const guard = loginGuard(fastify);

  const authAnswer = async (account: Account, request: FastifyRequest) => ({
    user: userJson(account),
    authorisation: {
      token: await fastify.issueAccessToken(account, request),
      type: 'bearer' as const,
      expires_in: config.jwtTtlSeconds,
    },
  });

  const loginOptions = {
    config: {
      rateLimit: {
        max: config.rateLimitLoginAddress,
        timeWindow: config.rateLimitLoginWindowMs,
        keyGenerator: (request: FastifyRequest) => `login-address|${addressKey(request.ip)}`,
        onExceeded: () => void guard.throttled(undefined),
        errorResponseBuilder: (request: FastifyRequest, context: { ttl: number }) => {
          refusedBy(request, 'login-address');
          return tooManyLogins(context.ttl);
        },
      },
    },
  };

  const tags = ['account'];
  const security = bearerSecurity;
  const consumes = formConsumes;
  /** A form of the account's (multipart, urlencoded or JSON), within the account body limit. */
  const form = { bodyLimit: config.bodyLimits.account, preValidation: formBody() };
  /** A form with a password to guess: held to the sign-in's limit per address. */
  const guessable = { ...form, config: { rateLimit: signInLimit(config) } };

  fastify.post(
    '/login',
    {
      ...loginOptions,
      ...form,
      schema: {
        tags,
        consumes,
        body: LoginForm,
        description:
          'Email and password. An account with a second factor gets `second_step` (a ticket ' +
          'for POST /login/second-step) instead of a session.',
        response: {
          200: Type.Union([Ref(AuthResponse), Ref(SecondStep)]),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      loginEmails.set(request, email.trim().toLowerCase());
      const limit = await perAddressAndEmail(request);
      if (!limit.isAllowed && limit.isExceeded) {
        refusedBy(request, 'login');
        await guard.throttled(email);
        throw tooManyLogins(limit.ttl);
      }
      const admission = await guard.admit(request, email);
      if (!admission.allowed) {
        refusedBy(request, 'login-account');
        await guard.throttled(email);
        throw tooManyLogins(admission.ttl);
      }
      const account = await users.verifyCredentials(email, password);
      // 422, not 401: the client treats every 401 as "your session ended".
      if (!account) {
        throw validationError(
          { email: ['Invalid email or password.'] },
          'Invalid email or password.',
        );
      }
      await guard.succeeded(reply, email, admission);
      // Nothing of the account before its second step, if it has one.
      const secondStep = await issueTicket(fastify, account);
      if (secondStep) return secondStep;
      await fastify.repos.activity.record(account, 'logged-in');
      return authAnswer(account, request);
    },
  );

  secondStepRoutes(fastify, authAnswer);

  fastify.post(
    '/register',
    {
      ...guessable,
      schema: {
        tags,
        consumes,
        body: RegisterForm,
        response: { 201: Ref(AuthResponse), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { name, password } = request.body;
      const email = request.body.email.trim();
      const token = request.body.registration_token.trim();
      // The token first: without a valid one nothing is said about the e-mail (whether an
      // account has it). With one, the password is hashed before the e-mail is looked up, so a
      // taken e-mail is answered no sooner than a free one.
      const registration = await users.findRegistrationToken(token);
      if (!registration) {
        throw validationError({
          registration_token: ['The registration token is invalid, used or expired.'],
        });
      }
      // After the token: without a valid one, nothing is said about the password either.
      if (isBreachedPassword(password)) {
        throw validationError({ password: [BREACHED_PASSWORD_MESSAGE] });
      }
      const passwordHash = await hashPassword(password);
      const account = await fastify.db.transaction(async () => {
        if (await users.emailTaken(email)) {
          throw validationError({ email: ['The email has already been taken.'] });
        }
        const created = await users.insert({
          name: name.trim(),
          email,
          passwordHash,
          roles: registration.roles,
        });
        // Single use, checked again inside the transaction (two racing registrations).
        if (!(await users.markRegistrationTokenUsed(registration.id, created.id))) {
          throw validationError({
            registration_token: ['The registration token is invalid, used or expired.'],
          });
        }
        await fastify.repos.activity.record(created, 'registered');
        return created;
      });
      return reply.status(201).send(await authAnswer(account, request));
    },
  );

  fastify.get(
    '/me',
    {
      onRequest: fastify.authenticate,
      schema: {
        tags,
        security,
        response: { 200: Type.Object({ user: Ref(User) }), ...errorResponses },
      },
    },
    async (request) => ({ user: userJson(request.account!) }),
  );

  fastify.post(
    '/logout',
    {
      onRequest: fastify.authenticate,
      schema: { tags, security, response: { 200: Ref(Message), ...errorResponses } },
    },
    async (request) => {
      await users.revokeSession(request.tokenId!);
      return { message: 'Logged out' };
    },
  );

  fastify.post(
    '/issue-registration-token',
    {
      onRequest: fastify.requireRole('update-users'),
      preHandler: fastify.requireRecentConfirmation,
      ...form,
      schema: {
        tags,
        security,
        consumes,
        body: TokenRolesForm,
        response: {
          201: Type.Object({
            registration_token: Type.String(),
            roles: Type.Array(Type.Object({ name: Type.String() })),
            expires_in: Type.Integer({ description: 'Seconds.' }),
          }),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const roles = (
        [
          ['update_data', 'update-data'],
          ['update_users', 'update-users'],
          ['see_applications', 'see-applications'],
        ] as const
      )
        .filter(([field]) => formBool(request.body[field]) === true)
        .map(([, role]) => role);
      const token = await users.issueRegistrationToken(
        roles,
        request.account!.id,
        config.registrationTokenTtlSeconds,
      );
      // The roles it grants, never the token itself.
      await fastify.repos.activity.record(request.account!, 'issued-token', {
        kind: 'registration-token',
        item_id: null,
        title: roles.join(', '),
      });
      return reply.status(201).send({
        registration_token: token,
        roles: roles.map((name) => ({ name })),
        expires_in: config.registrationTokenTtlSeconds,
      });
    },
  );

  fastify.post(
    '/changePassword',
    {
      onRequest: fastify.authenticate,
      ...guessable,
      schema: {
        tags,
        security,
        consumes,
        body: PasswordForm,
        response: { 200: Ref(Message), ...errorResponses },
      },
    },
    async (request) => {
      const account = request.account!;
      const { current_password: current, new_password: next } = request.body;
      // 422, not 401: a wrong current password must not log the user out. The current password
      // is asked every time, so it is this sensitive act's confirmation that it is the user:
      // no separate one is needed, and a right one counts as one (docs/security.md).
      if (!(await users.checkPassword(account.id, current))) {
        throw validationError({ current_password: ['The current password is incorrect.'] });
      }
      if (isBreachedPassword(next)) {
        throw validationError({ new_password: [BREACHED_PASSWORD_MESSAGE] });
      }
      await users.setPassword(account.id, next);
      await users.confirmSession(request.tokenId!);
      await users.endOtherSessions(account.id, request.tokenId!);
      await fastify.repos.activity.record(account, 'changed-password');
      return { message: 'Password changed!' };
    },
  );

  fastify.post(
    '/toggle-edit-mode',
    {
      onRequest: fastify.requireRole('update-data'),
      ...form,
      schema: {
        tags,
        security,
        consumes,
        body: EditModeForm,
        response: {
          200: Type.Object({ user: Ref(User), message: Type.String() }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const active = formBool(request.body.is_edit_mode_active) === true;
      const account = await users.setEditMode(request.account!.id, active);
      return {
        user: userJson(account),
        message: active ? 'Edit mode turned on' : 'Edit mode turned off',
      };
    },
  );
};

export default auth;
