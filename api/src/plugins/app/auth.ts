import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import fastifyJwt from '@fastify/jwt';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { forbidden, HttpError, unauthorized } from '../../lib/errors';
import type { Account, Role } from './repositories/users';
import { runPeriodically } from './periodic';

/**
 * What an account that must first set up a second factor may still call: who it is, signing
 * out, and the Security tab's routes (where the factor is set up).
 */
function allowedBeforeSecondFactor(request: FastifyRequest): boolean {
  const url = request.routeOptions.url ?? '';
  if (url === '/api/me') return request.method === 'GET';
  if (url === '/api/logout') return request.method === 'POST';
  return url === '/api/security' || url.startsWith('/api/security/');
}

export const secondFactorFirst = () =>
  new HttpError(403, 'Set up a second factor first.', undefined, 'second-factor');

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

/** A session's last use is written at most this often. */
const ACTIVITY_WRITE_MS = 60_000;

export interface SessionInfo {
  jti: string;
  confirmedAt: string;
}

export const confirmRequired = () =>
  new HttpError(403, 'Confirm it is you to continue.', undefined, 'confirm');

interface AccessClaims {
  sub: string;
  jti: string;
  typ: 'access';
}

declare module 'fastify' {
  interface FastifyInstance {
    authenticate: preHandlerAsyncHookHandler;
    /** Authenticated with the role (or with any one of the roles given). */
    requireRole: (role: Role | Role[]) => preHandlerAsyncHookHandler[];
    /** A new session for `account`; `request` (the sign-in) gives its user agent and address. */
    issueAccessToken: (account: Account, request?: FastifyRequest) => Promise<string>;
    /**
     * preHandler of a sensitive act: 403 `reason: "confirm"` unless the session signed in or
     * confirmed it is the user within CONFIRM_WINDOW_MINUTES (routes/api/security/confirm).
     */
    requireRecentConfirmation: preHandlerAsyncHookHandler;
    /** Until when the session's last confirmation allows the sensitive acts (null: past). */
    confirmedUntil: (confirmedAt: string) => string | null;
    /** A one-time export code for the session `jti` (see the export route). */
    issueExportToken: (jti: string) => Promise<string>;
    /** The account behind a live export code, which this call uses up. */
    consumeExportToken: (code: string) => Promise<Account | undefined>;
  }
  interface FastifyRequest {
    account: Account | null;
    tokenId: string | null;
    /** The authenticated session: its token id and its last confirmation (ISO time). */
    sessionInfo: SessionInfo | null;
  }
}

/**
 * Bearer JWTs (HS256) with an expiry. Each access token's jti is a row in `sessions`, checked on
 * every request, so logout (and a password change for other sessions) revokes on the server.
 * Export codes are random, kept only as a SHA-256, used once, and bound to the session that
 * asked for one: never accepted as an access token, dead once that session is.
 */
export default fp(
  async (fastify) => {
    const { config } = fastify;
    await fastify.register(fastifyJwt, {
      secret: fastify.jwtSecret,
      sign: { algorithm: 'HS256' },
      verify: { algorithms: ['HS256'] },
    });
    fastify.decorateRequest('account', null);
    fastify.decorateRequest('tokenId', null);
    fastify.decorateRequest('sessionInfo', null);

    const users = () => fastify.repos.users;

    fastify.decorate('issueAccessToken', async (account: Account, request?: FastifyRequest) => {
      const jti = crypto.randomBytes(16).toString('hex');
      const expiresAt = Math.floor(Date.now() / 1000) + config.jwtTtlSeconds;
      const userAgent = request?.headers['user-agent'];
      // The address as the API sees it: the client's, through the proxies TRUST_PROXY names.
      await users().createSession(account.id, jti, expiresAt, {
        userAgent: typeof userAgent === 'string' ? userAgent : undefined,
        address: request?.ip,
      });
      const claims: AccessClaims = { sub: String(account.id), jti, typ: 'access' };
      return fastify.jwt.sign(claims, { expiresIn: config.jwtTtlSeconds });
    });

    fastify.decorate('issueExportToken', async (jti: string) => {
      const code = crypto.randomBytes(32).toString('base64url');
      const now = Math.floor(Date.now() / 1000);
      await users().createExportCode(sha256(code), jti, now + config.exportTokenTtlSeconds, now);
      return code;
    });

    fastify.decorate('consumeExportToken', async (code: string) => {
      const now = Math.floor(Date.now() / 1000);
      const jti = await users().consumeExportCode(sha256(code), now);
      if (!jti) return undefined;
      // The session and the roles are read at the moment of use: a code outlives nothing.
      const account = await users().sessionAccount(jti, now);
      return account?.roles.includes('see-applications') ? account : undefined;
    });

    const authenticate: preHandlerAsyncHookHandler = async function (
      request: FastifyRequest,
      _reply: FastifyReply,
    ) {
      const header = request.headers.authorization;
      const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
      if (!match) throw unauthorized();
      let claims: AccessClaims;
      try {
        claims = fastify.jwt.verify<AccessClaims>(match[1]!);
      } catch (_error) {
        throw unauthorized();
      }
      if (claims.typ !== 'access' || typeof claims.jti !== 'string') throw unauthorized();
      const now = Date.now();
      const session = await users().liveSession(claims.jti, Math.floor(now / 1000));
      if (!session) throw unauthorized();
      // REQUIRE_SECOND_FACTOR_ROLES: nothing else until a second factor is set up.
      if (session.account.second_factor_required && !allowedBeforeSecondFactor(request)) {
        throw secondFactorFirst();
      }
      request.account = session.account;
      request.tokenId = claims.jti;
      request.sessionInfo = { jti: claims.jti, confirmedAt: session.confirmedAt };
      const since = new Date(now - ACTIVITY_WRITE_MS).toISOString();
      if (session.lastActiveAt < since) {
        await users().touchSession(claims.jti, new Date(now).toISOString(), since);
      }
    };

    const windowMs = config.confirmWindowMinutes * 60_000;
    fastify.decorate('confirmedUntil', (confirmedAt: string) => {
      const until = Date.parse(confirmedAt) + windowMs;
      return until > Date.now() ? new Date(until).toISOString() : null;
    });
    fastify.decorate('requireRecentConfirmation', async (request: FastifyRequest) => {
      if (!request.sessionInfo) throw unauthorized();
      if (!fastify.confirmedUntil(request.sessionInfo.confirmedAt)) throw confirmRequired();
    });

    // Expired session rows are only history: pruned at start and then hourly.
    runPeriodically(
      fastify,
      { name: 'prune-sessions', everyMs: 3600_000, failure: 'session pruning failed' },
      () => users().pruneSessions(Math.floor(Date.now() / 1000)),
    );

    fastify.decorate('authenticate', authenticate);
    fastify.decorate('requireRole', (role: Role | Role[]) => {
      const allowed: string[] = Array.isArray(role) ? role : [role];
      return [
        authenticate,
        async (request: FastifyRequest) => {
          if (!request.account?.roles.some((r) => allowed.includes(r))) throw forbidden();
        },
      ];
    });
  },
  { name: 'auth', dependencies: ['config', 'repositories'] },
);
