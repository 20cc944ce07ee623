/**
 * SIGTERM/SIGINT (or an uncaught error): every app of the process drains and closes as the
 * kit's servers do (its `/health` answers 503 for SHUTDOWN_DELAY_MS, what has started is
 * answered), then the process exits; a second signal, or SHUTDOWN_GRACE_MS more, exits at once.
 */
import closeWithGrace from 'close-with-grace';
import { drainAndClose, stopTelemetry } from '@koris/server-kit';
import type { FastifyInstance } from 'fastify';
import type { Env } from './logger.js';

/** Installs the handlers; `uninstall()` removes them again. */
export function closeAllOnSignals(
  apps: readonly FastifyInstance[],
  env: Env = process.env,
): { uninstall(): void } {
  const graceMs = Number(env.SHUTDOWN_GRACE_MS) || 10_000;
  const delayMs = Math.max(0, Number(env.SHUTDOWN_DELAY_MS) || 0);
  const [first] = apps;
  return closeWithGrace(
    {
      delay: graceMs + delayMs,
      logger: { error: (message: unknown) => first?.log.error(message) },
    },
    async (signal) => {
      await Promise.all(apps.map((app) => drainAndClose(app, delayMs)(signal)));
      // The spans of the last requests leave before the process does (nothing when untraced).
      await stopTelemetry();
    },
  );
}
