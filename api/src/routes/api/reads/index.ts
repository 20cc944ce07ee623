import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { MIN_CONTENT_VERSION_HEADER, REQUEST_ID_HEADER } from '@koris/server-kit';
import { HttpError } from '../../../lib/errors';

/** An API path below `/api/` with its query: no other address, no fragment. */
const READ_PATH = /^[A-Za-z0-9][A-Za-z0-9/_.~%-]*(?:\?[^#\s]*)?$/;

/**
 * Whether `path` may be read in a batch: a path of this API, never another batch, never a step
 * up or an empty segment (spelt out or percent-encoded).
 */
function isReadPath(path: string): boolean {
  if (!READ_PATH.test(path)) return false;
  const route = path.split('?')[0]!;
  const segments = route.split('/');
  return (
    segments[0] !== 'reads' &&
    !segments.some((segment) => segment === '' || segment === '.' || segment === '..') &&
    !/%2e|%2f|%5c/i.test(route)
  );
}

/** The request headers a read in a batch is asked with: the batch's own, nothing of a visitor. */
const PASSED_ON = ['accept', 'x-requested-with', REQUEST_ID_HEADER, MIN_CONTENT_VERSION_HEADER];

const Answers = Type.Object({
  answers: Type.Array(
    Type.Object({
      status: Type.Integer(),
      body: Type.Unknown({
        description: 'The read’s JSON answer as it would have been sent alone; null when empty.',
      }),
    }),
  ),
});

/**
 * `GET /api/reads?get=…&get=…`: several public reads in one request, for a server that renders
 * a page from several (the shell's server render asks once instead of once per read). Each
 * read is answered exactly as it would be alone and anonymously, through every hook of its own
 * route (the response cache, a writer's `Min-Content-Version`, its rate limit, its log line
 * under the batch's request id), in the order given. The batch carries no cookie to its reads,
 * so it can never read what a visitor's session may; at most READ_BATCH_MAX reads per batch.
 */
const reads: FastifyPluginAsync = async (instance) => {
  const fastify = instance.withTypeProvider<TypeBoxTypeProvider>();
  const max = fastify.config.readBatchMax;
  fastify.get(
    '/reads',
    {
      schema: {
        tags: ['reads'],
        summary: 'Several public reads in one request',
        description:
          `Each \`get\` is an API path below /api/ with its query (at most ${max}); the ` +
          'answers come in the same order, each as the read would have answered alone, ' +
          'without any cookie.',
        querystring: Type.Object({
          get: Type.Union([
            Type.String({ maxLength: 1024 }),
            Type.Array(Type.String({ maxLength: 1024 }), { minItems: 1 }),
          ]),
        }),
        response: { 200: Answers },
      },
    },
    async (request, reply) => {
      const { get } = request.query;
      const paths = Array.isArray(get) ? get : [get];
      if (paths.length > max) {
        throw new HttpError(400, `At most ${max} reads in one request.`);
      }
      const bad = paths.find((path) => !isReadPath(path));
      if (bad !== undefined) {
        throw new HttpError(400, `Not a read of this API: ${JSON.stringify(bad.slice(0, 80))}.`);
      }
      const headers: Record<string, string> = {};
      for (const name of PASSED_ON) {
        const value = request.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      const atLeast = headers[MIN_CONTENT_VERSION_HEADER];
      const parts = await Promise.all(
        paths.map(async (path) => {
          const url = `/api/${path}`;
          // A kept answer is written in as kept; any other read goes through its route.
          const kept = fastify.keptRead(url, atLeast);
          if (kept !== undefined) return `{"status":200,"body":${kept}}`;
          const answer = await fastify.inject({
            method: 'GET',
            url,
            headers,
            remoteAddress: request.ip,
          });
          // Each answer's JSON is written in as it came: no parse and no second serialisation.
          const json = String(answer.headers['content-type'] ?? '').startsWith('application/json');
          const body =
            answer.body === '' ? 'null' : json ? answer.body : JSON.stringify(answer.body);
          return `{"status":${answer.statusCode},"body":${body}}`;
        }),
      );
      return (
        reply
          .header('cache-control', 'no-store')
          .type('application/json; charset=utf-8')
          // Sent as the JSON text it is: its schema documents it, and a string is not serialised.
          .send(`{"answers":[${parts.join(',')}]}` as never)
      );
    },
  );
};

export default reads;
