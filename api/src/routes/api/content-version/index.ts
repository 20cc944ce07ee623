import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';

const ContentVersion = Type.Object({
  version: Type.String({
    description:
      'Changes whenever any content may have changed (through any API instance); equal values mean the same content.',
  }),
});

/**
 * What a server that keeps rendered pages asks before reusing one (the shell's document
 * cache): a token of the data's state, the same on every instance sharing the database. No
 * query is made (Database.changeToken), so it is never rate limited and never cached.
 */
const contentVersion: FastifyPluginAsync = async (instance) => {
  const fastify = instance.withTypeProvider<TypeBoxTypeProvider>();
  fastify.get(
    '/content-version',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['health'],
        summary: 'A token of the content’s current state',
        response: { 200: ContentVersion },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { version: fastify.db.changeToken() };
    },
  );
};

export default contentVersion;
