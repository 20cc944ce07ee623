import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { notFound } from '../../../lib/errors';
import { actorOf } from '../../../lib/actor';
import { bearerSecurity, errorResponses, IdParams, Ref } from '../../../schemas/common';
import { historyPaging, Restored, Version, VersionsQuery } from '../../../schemas/history';
import { RESTORED } from '../trash';

/** Earlier versions of an item (role update-data), and making one current again. */
const versions: FastifyPluginAsync = async (instance) => {
  const fastify = instance.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['versions'];
  const onRequest = fastify.requireRole('update-data');

  fastify.get(
    '/versions',
    {
      onRequest,
      schema: {
        tags,
        security: bearerSecurity,
        querystring: VersionsQuery,
        response: { 200: Type.Array(Ref(Version)), ...errorResponses },
      },
    },
    async (request) => {
      const { kind, item_id: itemId } = request.query;
      return fastify.repos.versions.list(kind, itemId, historyPaging(request.query));
    },
  );

  fastify.post(
    '/versions/:id/restore',
    {
      onRequest,
      schema: {
        tags,
        security: bearerSecurity,
        params: IdParams('Version not found'),
        response: { 200: Ref(Restored), ...errorResponses },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const restored = await fastify.repos.versions.restore(request.params.id, actor);
      if (!restored) throw notFound('Version not found');
      await fastify.repos.activity.record(actor, 'reverted', restored);
      return { message: RESTORED, kind: restored.kind, item_id: restored.item_id, unlinked: false };
    },
  );
};

export default versions;
