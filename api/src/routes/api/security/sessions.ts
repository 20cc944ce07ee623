import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { notFound } from '../../../lib/errors';
import { describeClient } from '../../../lib/user-agent';
import { errorResponses, STRICT_NUMBERS, TEXT } from '../../../schemas/common';
import { securityOptions, signedInOnly } from './options';

const ISO = { description: 'ISO 8601' };

export const SessionView = Type.Object(
  {
    id: Type.String({ description: 'Opaque id of the session (not its token).' }),
    browser: Type.String({ description: 'From the user agent, e.g. "Firefox 133".' }),
    system: Type.String({ description: 'From the user agent, e.g. "Windows 10".' }),
    address: Type.Union([Type.String(), Type.Null()], {
      description: 'The address it signed in from, as the API sees it (TRUST_PROXY).',
    }),
    created_at: Type.String({ description: 'When it signed in (ISO 8601).' }),
    last_active_at: Type.String({ description: 'Its last request, to the minute (ISO 8601).' }),
    current: Type.Boolean({ description: 'The session of this request ("this browser").' }),
  },
  { additionalProperties: false },
);

export const SessionsAnswer = Type.Object(
  {
    sessions: Type.Array(SessionView, { description: 'Live sessions, the newest first.' }),
    confirmed_until: Type.Union([Type.String(ISO), Type.Null()], {
      description:
        'Until when this session may do the sensitive acts without confirming it is the user ' +
        'again (null: it must confirm first, POST /api/security/confirm).',
    }),
  },
  { additionalProperties: false },
);

const SessionParams = Type.Object(
  {
    id: Type.String({ ...TEXT, maxLength: 64, 'x-message': 'Session not found' }),
  },
  STRICT_NUMBERS,
);

/**
 * The signed-in user's own sessions: list them, end one, end every other (OWASP ASVS 3.3.4).
 * An ended session's token answers 401 from its next request on, on every instance: each
 * request reads its session row (plugins/app/auth.ts).
 */
const sessions: FastifyPluginAsync = async (instance) => {
  const fastify = instance.withTypeProvider<TypeBoxTypeProvider>();
  const users = fastify.repos.users;
  const activity = fastify.repos.activity;
  const { doc } = securityOptions(fastify);
  signedInOnly(fastify);
  const nowSeconds = () => Math.floor(Date.now() / 1000);
  const clientName = (userAgent: string | null) => {
    const { browser, system } = describeClient(userAgent);
    return `${browser} · ${system}`;
  };

  fastify.get(
    '/security/sessions',
    {
      schema: { ...doc, response: { 200: SessionsAnswer, ...errorResponses } },
    },
    async (request) => {
      const rows = await users.listSessions(request.account!.id, nowSeconds());
      return {
        sessions: rows.map((row) => ({
          id: row.public_id ?? '',
          ...describeClient(row.user_agent),
          address: row.address,
          created_at: row.created_at,
          last_active_at: row.last_active_at ?? row.created_at,
          current: row.jti === request.tokenId,
        })),
        confirmed_until: fastify.confirmedUntil(request.sessionInfo!.confirmedAt),
      };
    },
  );

  fastify.delete(
    '/security/sessions/:id',
    {
      schema: {
        ...doc,
        params: SessionParams,
        response: { 204: Type.Null({ description: 'Ended.' }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const account = request.account!;
      const ended = await fastify.db.transaction(async () => {
        const session = await users.endSession(account.id, request.params.id, nowSeconds());
        if (session) {
          await activity.record(account, 'ended-session', {
            kind: 'session',
            item_id: null,
            title: clientName(session.user_agent),
          });
        }
        return session;
      });
      // Another user's session is as unknown as one that never was.
      if (!ended) throw notFound('Session not found');
      return reply.status(204).send(null);
    },
  );

  fastify.post(
    '/security/sessions/end-others',
    {
      schema: {
        ...doc,
        response: {
          200: Type.Object(
            { ended: Type.Integer({ description: 'How many sessions were ended.' }) },
            { additionalProperties: false },
          ),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const account = request.account!;
      const ended = await fastify.db.transaction(async () => {
        const rows = await users.endOtherSessions(account.id, request.tokenId!);
        for (const row of rows) {
          await activity.record(account, 'ended-session', {
            kind: 'session',
            item_id: null,
            title: clientName(row.user_agent),
          });
        }
        return rows.length;
      });
      return { ended };
    },
  );
};

export default sessions;
