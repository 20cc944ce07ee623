import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { healthRoute } from '@koris/server-kit';
import type { readiness } from '../readiness';

/**
 * `/health`, for a load balancer (readiness.ts): 200 only once pages render with the remotes'
 * current releases and the API is healthy; 503 with the reason otherwise, and while draining.
 */
export default async function health(
  app: FastifyInstance,
  { ready }: { ready: ReturnType<typeof readiness> },
) {
  app.get(
    '/health',
    healthRoute({
      drainingMessage: 'shutting down',
      check: async (request) => {
        const state = await ready.check(request.id);
        if (!state.ok) request.log.warn({ reason: state.reason }, 'not ready');
        return state;
      },
    }),
  );
  // Warmed at start, not by the first check: the remotes' code loads while the balancer waits.
  app.addHook('onReady', async () => {
    void ready.check(randomUUID()).catch((error: unknown) => {
      app.log.warn({ err: error }, 'warming up failed');
    });
  });
}
