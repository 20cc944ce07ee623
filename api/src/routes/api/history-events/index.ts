import type { FastifyPluginAsync } from 'fastify';

const historyEvents: FastifyPluginAsync = async (fastify) => {
  fastify.get('/history-events', (request, reply) =>
    fastify.sendCached(request, reply, () => fastify.repos.history.list()),
  );
};

export default historyEvents;
