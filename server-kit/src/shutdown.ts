import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { stopTelemetry } from './telemetry';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set once the instance closes: its health check answers 503 so a balancer sends no more. */
    draining: boolean;
  }
}

/** Adds the `draining` flag (false until the instance starts closing), once. */
export function decorateDraining(app: FastifyInstance): void {
  if (!app.hasDecorator('draining')) app.decorate('draining', false);
}

/**
 * What a closing instance does: report itself unavailable (its health check answers 503), stop
 * taking connections, answer the requests it has started (its onClose hooks then close the
 * database, the proxy's pools), then resolve.
 */
export function drainAndClose(app: FastifyInstance, delayMs = 0) {
  return async ({ signal, err }: { signal?: string; err?: unknown }): Promise<void> => {
    if (err) app.log.error({ err }, 'closing after an uncaught error');
    else app.log.info({ signal, delayMs }, 'draining: finishing the requests in flight');
    app.draining = true;
    // A balancer that was not drained first keeps sending until its health check sees the
    // 503: meanwhile every request is still answered, and only then are connections closed.
    if (!err && delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    await app.close();
  };
}

/**
 * SIGTERM/SIGINT (and an uncaught error) close the instance gracefully and exit, after
 * `delayMs` of still answering while reporting itself unavailable; a second signal, or
 * `graceMs` more without the close ending, exits at once.
 */
export function closeOnSignals(
  app: FastifyInstance,
  graceMs: number,
  delayMs = 0,
): ReturnType<typeof closeWithGrace> {
  return closeWithGrace(
    {
      delay: graceMs + delayMs,
      logger: { error: (message: unknown) => app.log.error(message) },
    },
    async (event) => {
      await drainAndClose(app, delayMs)(event);
      // The spans of the last requests leave before the process does (nothing when untraced).
      await stopTelemetry();
    },
  );
}
