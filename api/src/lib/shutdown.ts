import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set once the instance closes: /api/health answers 503 so a balancer sends no more. */
    draining: boolean;
  }
}

/**
 * What a closing instance does: report itself unavailable, stop taking connections, answer the
 * requests it has started, close the database (the db plugin's onClose), then resolve.
 */
export function drainAndClose(app: FastifyInstance) {
  return async ({ signal, err }: { signal?: string; err?: unknown }): Promise<void> => {
    if (err) app.log.error({ err }, 'closing after an uncaught error');
    else app.log.info({ signal }, 'draining: finishing the requests in flight');
    app.draining = true;
    await app.close();
  };
}

/**
 * SIGTERM/SIGINT (and an uncaught error) close the app gracefully and exit; a second signal,
 * or `graceMs` without the close ending, exits at once.
 */
export function closeOnSignals(app: FastifyInstance, graceMs: number) {
  return closeWithGrace(
    { delay: graceMs, logger: { error: (message: unknown) => app.log.error(message) } },
    drainAndClose(app),
  );
}
