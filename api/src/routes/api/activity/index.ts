import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { bearerSecurity, errorResponses, Ref } from '../../../schemas/common';
import { ActivityEntry, HistoryPaging, historyPaging } from '../../../schemas/history';

/** Who did what and when (roles update-data or update-users), newest first. */
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
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return fastify.repos.activity.list(historyPaging(request.query));
    },
  );
};

export default activity;
