import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { bearerSecurity, errorResponses, Ref } from '../../../schemas/common';
import { ActivityEntry, HistoryPaging, historyPaging } from '../../../schemas/history';

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
};

export default activity;
