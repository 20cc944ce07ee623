import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { bearerSecurity, errorResponses, Ref } from '../../../schemas/common';
import { TITLE_CHARACTERS } from '../../../db/snapshots';
import { actorOf } from '../../../lib/actor';
import { ActivityEntry, HistoryPaging, historyPaging } from '../../../schemas/history';

/** A canary a shell's server ended on its own: which remote, which release, and why. */
const CanaryEnded = Type.Object(
  {
    remote: Type.String({ pattern: '^mf-[a-z]+$', maxLength: 20 }),
    release: Type.String({ pattern: '^[0-9a-f]{16}$' }),
    reason: Type.String({ minLength: 1, maxLength: 400 }),
  },
  { additionalProperties: false },
);

/**
 * Who did what and when, newest first. Least privilege: update-data reads what was done to the
 * content, update-users what was done with accounts (sign-ins, registrations, password
 * changes, issued tokens); an application's lines need see-applications as well.
 */
const activity: FastifyPluginAsync = async (instance) => {
  const fastify = instance.withTypeProvider<TypeBoxTypeProvider>();
  fastify.get(
    '/activity',
    {
      onRequest: fastify.requireRole(['update-data', 'update-users']),
      schema: {
        tags: ['activity'],
        security: bearerSecurity,
        querystring: HistoryPaging,
        response: { 200: Type.Array(Ref(ActivityEntry)), ...errorResponses },
      },
    },
    async (request) => {
      const roles = request.account!.roles;
      return fastify.repos.activity.list(historyPaging(request.query), {
        content: roles.includes('update-data'),
        applications: roles.includes('see-applications'),
        accounts: roles.includes('update-users'),
      });
    },
  );

  // Written by the shells' servers with their staff token (RUM_API_TOKEN), so the staff who
  // read the content's log see that a release was taken back, and why.
  fastify.post(
    '/activity/canary-ended',
    {
      onRequest: fastify.requireRole(['update-data']),
      schema: {
        tags: ['activity'],
        security: bearerSecurity,
        body: CanaryEnded,
        response: {
          204: { type: 'null', description: 'Recorded, or already recorded.' },
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const { remote, release, reason } = request.body;
      const title = `${release}: ${reason}`;
      // Every shell instance checks the same canary: the first to report it writes the line.
      if (await fastify.repos.activity.has('canary-ended', remote, `${release}:`)) {
        return reply.status(204).send();
      }
      await fastify.repos.activity.record(actorOf(request), 'canary-ended', {
        kind: remote,
        item_id: null,
        // A log line's title is short: the rest of the reason is in the shell's log.
        title: title.length > TITLE_CHARACTERS ? `${title.slice(0, TITLE_CHARACTERS - 1)}…` : title,
      });
      return reply.status(204).send();
    },
  );
};

export default activity;
