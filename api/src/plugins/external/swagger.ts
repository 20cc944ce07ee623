import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import { ErrorBody, ImageView, Message } from '../../schemas/common';
import { sharedSchemas } from '../../schemas/entities';
import { historySchemas } from '../../schemas/history';
import { securitySchemas } from '../../schemas/security';
import { rumSchemas } from '../../schemas/rum';

/**
 * The shared schemas (entities, `{ message }`, errors) and the OpenAPI 3.1 document built from
 * every route's schemas, served at /api/docs/json. @koris/shared's types are generated from it
 * (`pnpm --filter @koris/api openapi`).
 */
export default fp(
  async (fastify) => {
    for (const schema of [
      ImageView,
      Message,
      ErrorBody,
      ...sharedSchemas,
      ...historySchemas,
      ...securitySchemas,
      ...rumSchemas,
    ]) {
      fastify.addSchema(schema);
    }
    await fastify.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Koris API',
          version: '1.0.0',
          description:
            'REST API of the choir website (docs/product.md#calls). Lists are JSON arrays; errors are ' +
            '`{ message }`, validation 422 adds `errors: { field: [message] }`. Writes take ' +
            'multipart, JSON or urlencoded bodies with the same fields.',
        },
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      // Components keep their names (Event, Gallery …): they become @koris/shared's types.
      refResolver: {
        buildLocalReference: (json, _base, _fragment, i) => String(json.$id ?? `def-${i}`),
      },
    });
    fastify.get('/api/docs/json', { schema: { hide: true } }, async (_request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return fastify.swagger();
    });
  },
  { name: 'swagger' },
);
