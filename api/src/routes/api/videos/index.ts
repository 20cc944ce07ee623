import type { FastifyPluginAsync } from 'fastify';

const videos: FastifyPluginAsync = async (fastify) => {
  fastify.get('/videos', (request, reply) =>
    fastify.sendCached(request, reply, () => fastify.repos.videos.list()),
  );
};

export default videos;
