import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { HttpError, validationError } from '../../../lib/errors';
import { readForm } from '../../../lib/form';
import { Validator } from '../../../lib/validate';
import { hashPassword, userJson, type Account } from '../../../plugins/app/repositories/users';

const PASSWORD_MIN = 8;
const PASSWORD_MAX = 200;

const auth: FastifyPluginAsync = async (fastify) => {
  const users = fastify.repos.users;
  const { config } = fastify;
  const tooManyLogins = (ttlMs: number) =>
    new HttpError(429, `Too many login attempts. Try again in ${Math.ceil(ttlMs / 60000)} min.`);
  // Login throttling (@fastify/rate-limit, in-memory store of this process):
  //  - per address + e-mail (RATE_LIMIT_LOGIN): slows guessing one account without locking out
  //    everyone behind the same address. The e-mail is in the body, which may be multipart, so
  //    this one is checked in the handler once the form is read;
  //  - per address across e-mails (RATE_LIMIT_LOGIN_ADDRESS): stops credential spraying (one
  //    password tried on many accounts). Checked before the body is read.
  const loginEmails = new WeakMap<FastifyRequest, string>();
  const perAccount = fastify.createRateLimit({
    max: config.rateLimitLogin,
    timeWindow: config.rateLimitLoginWindowMs,
    keyGenerator: (request) => `login|${request.ip}|${loginEmails.get(request) ?? ''}`,
  });

  const authAnswer = (account: Account) => ({
    user: userJson(account),
    authorisation: {
      token: fastify.issueAccessToken(account),
      type: 'bearer',
      expires_in: config.jwtTtlSeconds,
    },
  });

  const loginOptions = {
    config: {
      rateLimit: {
        max: config.rateLimitLoginAddress,
        timeWindow: config.rateLimitLoginWindowMs,
        keyGenerator: (request: FastifyRequest) => `login-address|${request.ip}`,
        errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
          tooManyLogins(context.ttl),
      },
    },
  };

  fastify.post('/login', loginOptions, async (request) => {
    const { fields } = await readForm(request);
    const v = new Validator(fields);
    const email = v.string('email', { required: true, max: 254 });
    const password = v.string('password', { required: true, max: PASSWORD_MAX });
    v.assert();
    loginEmails.set(request, email!.trim().toLowerCase());
    const limit = await perAccount(request);
    if (!limit.isAllowed && limit.isExceeded) throw tooManyLogins(limit.ttl);
    const account = await users.verifyCredentials(email!, password!);
    // 422, not 401: the client treats every 401 as "your session ended".
    if (!account) {
      throw validationError(
        { email: ['Invalid email or password.'] },
        'Invalid email or password.',
      );
    }
    return authAnswer(account);
  });

  fastify.post(
    '/register',
    {
      config: {
        rateLimit: { max: config.rateLimitLogin, timeWindow: config.rateLimitLoginWindowMs },
      },
    },
    async (request, reply) => {
      const { fields } = await readForm(request);
      const v = new Validator(fields);
      const name = v.string('name', { required: true, max: 200 });
      const email = v.email('email', { required: true });
      const password = v.string('password', { required: true, max: PASSWORD_MAX });
      const token = v.string('registration_token', { required: true, max: 200 });
      if (password !== undefined && password.length < PASSWORD_MIN) {
        v.add('password', `The password must be at least ${PASSWORD_MIN} characters.`);
      }
      if (email && users.emailTaken(email)) v.add('email', 'The email has already been taken.');
      const registration = token ? users.findRegistrationToken(token.trim()) : undefined;
      if (token && !registration) {
        v.add('registration_token', 'The registration token is invalid, used or expired.');
      }
      v.assert();
      const passwordHash = await hashPassword(password!);
      const account = fastify.db.transaction(() => {
        if (users.emailTaken(email!)) {
          throw validationError({ email: ['The email has already been taken.'] });
        }
        const created = users.insert({
          name: name!.trim(),
          email: email!,
          passwordHash,
          roles: registration!.roles,
        });
        // Single use, checked again inside the transaction (two racing registrations).
        if (!users.markRegistrationTokenUsed(registration!.id, created.id)) {
          throw validationError({
            registration_token: ['The registration token is invalid, used or expired.'],
          });
        }
        return created;
      });
      return reply.status(201).send(authAnswer(account));
    },
  );

  fastify.get('/me', { preHandler: fastify.authenticate }, async (request) => ({
    user: userJson(request.account!),
  }));

  fastify.post('/logout', { preHandler: fastify.authenticate }, async (request) => {
    users.revokeSession(request.tokenId!);
    return { message: 'Logged out' };
  });

  fastify.post(
    '/issue-registration-token',
    { preHandler: fastify.requireRole('update-users') },
    async (request, reply) => {
      const { fields } = await readForm(request);
      const v = new Validator(fields);
      const roles = (
        [
          ['update_data', 'update-data'],
          ['update_users', 'update-users'],
          ['see_applications', 'see-applications'],
        ] as const
      )
        .filter(([field]) => v.bool(field) === true)
        .map(([, role]) => role);
      v.assert();
      const token = users.issueRegistrationToken(
        roles,
        request.account!.id,
        config.registrationTokenTtlSeconds,
      );
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
      preHandler: fastify.authenticate,
      config: {
        rateLimit: { max: config.rateLimitLogin, timeWindow: config.rateLimitLoginWindowMs },
      },
    },
    async (request) => {
      const { fields } = await readForm(request);
      const v = new Validator(fields);
      const current = v.string('current_password', { required: true, max: PASSWORD_MAX });
      const next = v.string('new_password', { required: true, max: PASSWORD_MAX });
      if (next !== undefined && next.length < PASSWORD_MIN) {
        v.add('new_password', `The new password must be at least ${PASSWORD_MIN} characters.`);
      }
      v.assert();
      const account = request.account!;
      // 422, not 401: a wrong current password must not log the user out.
      if (!(await users.checkPassword(account.id, current!))) {
        throw validationError({ current_password: ['The current password is incorrect.'] });
      }
      await users.setPassword(account.id, next!);
      users.revokeOtherSessions(account.id, request.tokenId!);
      return { message: 'Password changed!' };
    },
  );

  fastify.post(
    '/toggle-edit-mode',
    { preHandler: fastify.requireRole('update-data') },
    async (request) => {
      const { fields } = await readForm(request);
      const v = new Validator(fields);
      if (!v.has('is_edit_mode_active')) {
        v.add('is_edit_mode_active', 'The is_edit_mode_active field is required.');
      }
      const active = v.bool('is_edit_mode_active');
      v.assert();
      const account = users.setEditMode(request.account!.id, active!);
      return {
        user: userJson(account),
        message: active ? 'Edit mode turned on' : 'Edit mode turned off',
      };
    },
  );
};

export default auth;
