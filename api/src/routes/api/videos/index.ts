import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';
import { errorResponses, Ref } from '../../../schemas/common';
import { Video } from '../../../schemas/entities';

const videos: FastifyPluginAsync = async (fastify) => {
  fastify.get(
    '/videos',
    {
      config: { cache: true },
      schema: { tags: ['videos'], response: { 200: Type.Array(Ref(Video)), ...errorResponses } },
    },
    async () => fastify.repos.videos.list(),
  );
};

export default videos;
