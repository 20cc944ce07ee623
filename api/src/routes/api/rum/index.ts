import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { HttpError, validationError } from '../../../lib/errors';
import { MAX_CLS } from '../../../lib/rum';
import { bearerSecurity, errorResponses, Ref } from '../../../schemas/common';
import { RumReport, RumSummary, RumWindowQuery } from '../../../schemas/rum';

const MINUTE_MS = 60_000;

/**
 * Real-user measurements. Browsers send a page view's Core Web Vitals and error count with
 * `navigator.sendBeacon`: anonymous, no custom header (so the XSRF rule exempts this one
 * path), a JSON body sent as application/json or text/plain. The report is checked, added to
 * hourly counts and forgotten; the address counts only towards the rate limit. A report the
 * database cannot take is logged and still answered 204: a visitor's browser can do nothing
 * about it, and a 5xx would only be retried into the same failure.
 */
const rum: FastifyPluginAsync = async (instance) => {
  const fastify = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { rum: limits } = fastify.config;

  // sendBeacon with a string sends text/plain (no CORS preflight): read it as JSON here only.
  fastify.removeContentTypeParser('text/plain');
  fastify.addContentTypeParser(
    'text/plain',
    { parseAs: 'string' },
    fastify.getDefaultJsonParser('error', 'error'),
  );

  fastify.post(
    '/rum',
    {
      bodyLimit: limits.bodyLimit,
      config: { rateLimit: { max: limits.rateLimit, timeWindow: MINUTE_MS } },
      schema: {
        tags: ['rum'],
        summary: "A browser's measurements of one page view",
        description:
          'Anonymous; JSON sent as application/json or text/plain (navigator.sendBeacon). ' +
          'Kept only as hourly counts; 204 whether or not they could be stored.',
        body: Ref(RumReport),
        response: { 204: { type: 'null', description: 'Taken.' }, ...errorResponses },
      },
    },
    async (request, reply) => {
      const report = request.body;
      const cls = report.metrics.find((m) => m.name === 'CLS' && m.value > MAX_CLS);
      if (cls) {
        throw validationError({ metrics: [`CLS must be between 0 and ${MAX_CLS}.`] });
      }
      try {
        await fastify.repos.rum.record(report);
      } catch (error) {
        request.log.error({ err: error }, 'a real-user report could not be stored');
      }
      reply.header('Cache-Control', 'no-store');
      return reply.status(204).send();
    },
  );

  fastify.get(
    '/rum/summary',
    {
      onRequest: fastify.requireRole(['update-data']),
      schema: {
        tags: ['rum'],
        summary: 'Real-user measurements per page and client errors per remote release',
        security: bearerSecurity,
        querystring: RumWindowQuery,
        response: { 200: Ref(RumSummary), ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const window = request.query.window ?? '24h';
      if (window !== '24h' && window !== '7d') throw new HttpError(422, 'Unknown window.');
      return fastify.repos.rum.summary(window);
    },
  );
};

export default rum;
