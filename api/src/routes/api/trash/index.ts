import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { forbidden, httpErrorOf, notFound } from '../../../lib/errors';
import type { TrashKind } from '../../../db/schema';
import { actorOf } from '../../../lib/actor';
import { bearerSecurity, errorResponses, IdParams, Ref } from '../../../schemas/common';
import {
  HistoryPaging,
  historyPaging,
  Restored,
  TRASH_KINDS,
  TrashItem,
} from '../../../schemas/history';

export const RESTORED = 'Atjaunots';
export const RESTORED_UNLINKED = 'Atjaunots bez pasākuma: galerijas pasākums ir dzēsts.';

/** The kinds of trash item a reader may see and restore: applications need see-applications. */
function kindsFor(request: FastifyRequest): TrashKind[] {
  const roles = request.account!.roles;
  return TRASH_KINDS.filter((kind) =>
    roles.includes(kind === 'application' ? 'see-applications' : 'update-data'),
  );
}

/**
 * The trash: what staff deleted, newest first, and putting it back. Content items with
 * update-data, applications with see-applications: each reader sees only what they may delete.
 */
const trash: FastifyPluginAsync = async (instance) => {
  const fastify = instance.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['trash'];
  const onRequest = fastify.requireRole(['update-data', 'see-applications']);

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
    async (request) => {
      return fastify.repos.trash.list(historyPaging(request.query), kindsFor(request));
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
      const kind = await fastify.repos.trash.kindOf(request.params.id);
      if (!kind) throw notFound('Not in the trash');
      if (!kindsFor(request).includes(kind)) throw forbidden();
      const restored = await fastify.repos.trash.restore(request.params.id).catch((error) => {
        throw httpErrorOf(error);
      });
      if (!restored) throw notFound('Not in the trash');
      // An application is logged by its id alone: its applicant's name stays out of the log.
      await fastify.repos.activity.record(
        actorOf(request),
        'restored',
        restored.kind === 'application' ? { ...restored, title: '' } : restored,
      );
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
