import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { httpErrorOf, notFound } from '../../../lib/errors';
import { actorOf } from '../../../lib/actor';
import { bearerSecurity, errorResponses, IdParams, Ref } from '../../../schemas/common';
import { HistoryPaging, historyPaging, Restored, TrashItem } from '../../../schemas/history';

export const RESTORED = 'Atjaunots';
export const RESTORED_UNLINKED = 'Atjaunots bez pasākuma: galerijas pasākums ir dzēsts.';

/** The trash (role update-data): what staff deleted, newest first, and putting it back. */
const trash: FastifyPluginAsync = async (instance) => {
  const fastify = instance.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['trash'];
  const onRequest = fastify.requireRole('update-data');

  fastify.get(
    '/trash',
    {
      onRequest,
      schema: {
        tags,
        security: bearerSecurity,
        querystring: HistoryPaging,
        response: { 200: Type.Array(Ref(TrashItem)), ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return fastify.repos.trash.list(historyPaging(request.query));
    },
  );

  fastify.post(
    '/trash/:id/restore',
    {
      onRequest,
      schema: {
        tags,
        security: bearerSecurity,
        params: IdParams('Not in the trash'),
        response: { 200: Ref(Restored), ...errorResponses },
      },
    },
    async (request) => {
      const restored = await fastify.repos.trash.restore(request.params.id).catch((error) => {
        throw httpErrorOf(error);
      });
      if (!restored) throw notFound('Not in the trash');
      await fastify.repos.activity.record(actorOf(request), 'restored', restored);
      return {
        message: restored.unlinked ? RESTORED_UNLINKED : RESTORED,
        kind: restored.kind,
        item_id: restored.item_id,
        unlinked: restored.unlinked,
      };
    },
  );
};

export default trash;
