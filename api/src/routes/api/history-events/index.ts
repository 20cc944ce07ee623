import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';
import { errorResponses, Ref } from '../../../schemas/common';
import { HistoryEvent } from '../../../schemas/entities';

const historyEvents: FastifyPluginAsync = async (fastify) => {
  fastify.get(
    '/history-events',
    {
      config: { cache: true },
      schema: {
        tags: ['history'],
        response: { 200: Type.Array(Ref(HistoryEvent)), ...errorResponses },
      },
    },
    async () => fastify.repos.history.list(),
  );
};

export default historyEvents;
