import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { readiness } from '../readiness';

/**
 * `/health`, for a load balancer (readiness.ts): 200 only once pages render with the remotes'
 * current releases and the API is healthy; 503 with the reason otherwise, and while draining.
 */
export default async function healthRoute(
  app: FastifyInstance,
  { ready }: { ready: ReturnType<typeof readiness> },
) {
  app.get('/health', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const state = app.draining
      ? ({ ok: false, reason: 'shutting down' } as const)
      : await ready.check(request.id);
    if (!state.ok) {
      request.log.warn({ reason: state.reason }, 'not ready');
      return reply.code(503).send({ status: 'unavailable', message: state.reason });
    }
    return reply.send({ status: 'ok' });
  });
  // Warmed at start, not by the first check: the remotes' code loads while the balancer waits.
  app.addHook('onReady', async () => {
    void ready.check(randomUUID()).catch((error: unknown) => {
      app.log.warn({ err: error }, 'warming up failed');
    });
  });
}
