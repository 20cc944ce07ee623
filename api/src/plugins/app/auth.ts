import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import fastifyJwt from '@fastify/jwt';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { forbidden, unauthorized } from '../../lib/errors';
import type { Account, Role } from './repositories/users';

interface AccessClaims {
  sub: string;
  jti: string;
  typ: 'access';
}

interface ExportClaims {
  sub: string;
  typ: 'export';
}

declare module 'fastify' {
  interface FastifyInstance {
    authenticate: preHandlerAsyncHookHandler;
    /** Authenticated with the role (or with any one of the roles given). */
    requireRole: (role: Role | Role[]) => preHandlerAsyncHookHandler[];
    issueAccessToken: (account: Account) => Promise<string>;
    issueExportToken: (account: Account) => string;
    verifyExportToken: (token: string) => Promise<Account | undefined>;
  }
  interface FastifyRequest {
    account: Account | null;
    tokenId: string | null;
  }
}

/**
 * Bearer JWTs (HS256) with an expiry. Each access token's jti is a row in `sessions`, checked on
 * every request, so logout (and a password change for other sessions) revokes on the server.
 * Export tokens are a separate `typ` that is never accepted as an access token.
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

    const users = () => fastify.repos.users;

    fastify.decorate('issueAccessToken', async (account: Account) => {
      const jti = crypto.randomBytes(16).toString('hex');
      const expiresAt = Math.floor(Date.now() / 1000) + config.jwtTtlSeconds;
      await users().createSession(account.id, jti, expiresAt);
      const claims: AccessClaims = { sub: String(account.id), jti, typ: 'access' };
      return fastify.jwt.sign(claims, { expiresIn: config.jwtTtlSeconds });
    });

    fastify.decorate('issueExportToken', (account: Account) => {
      const claims: ExportClaims = { sub: String(account.id), typ: 'export' };
      return fastify.jwt.sign(claims, { expiresIn: config.exportTokenTtlSeconds });
    });

    fastify.decorate('verifyExportToken', async (token: string) => {
      let claims: ExportClaims;
      try {
        claims = fastify.jwt.verify<ExportClaims>(token);
      } catch (_error) {
        return undefined;
      }
      if (claims.typ !== 'export') return undefined;
      const account = await users().byId(Number(claims.sub));
      // Roles are re-read: a token outlives nothing it was not allowed at the moment of use.
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
      const account = await users().sessionAccount(claims.jti, Math.floor(Date.now() / 1000));
      if (!account) throw unauthorized();
      request.account = account;
      request.tokenId = claims.jti;
    };

    // Expired session rows are only history: prune them at start and then hourly, on one
    // instance at a time.
    const prune = () =>
      fastify.db
        .once('prune-sessions', () => users().pruneSessions(Math.floor(Date.now() / 1000)))
        .catch((error: unknown) => fastify.log.error({ err: error }, 'session pruning failed'));
    fastify.addHook('onReady', async () => {
      await prune();
    });
    const timer = setInterval(() => void prune(), 3600_000);
    timer.unref();
    fastify.addHook('onClose', async () => clearInterval(timer));

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
