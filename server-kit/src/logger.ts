import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';

/** How log lines are written: `json` (pino's own lines) or `pretty` (pino-pretty's). */
export type LogFormat = 'pretty' | 'json';

const FORMATS: readonly LogFormat[] = ['pretty', 'json'];

/**
 * LOG_FORMAT, else the default: pino-pretty when a person reads the output (stdout is a
 * terminal, outside production), JSON lines for log collectors otherwise. `pnpm start` pipes
 * the servers' output through its own prefixer, so it sets LOG_FORMAT=pretty when its own
 * output is a terminal.
 */
export function logFormat({
  production,
  env = process.env,
  terminal = Boolean(process.stdout.isTTY),
}: {
  production: boolean;
  env?: Record<string, string | undefined>;
  terminal?: boolean;
}): LogFormat {
  const given = env['LOG_FORMAT']?.trim();
  if (given) {
    if (!(FORMATS as readonly string[]).includes(given)) {
      throw new Error(`LOG_FORMAT must be "pretty" or "json", not "${given}"`);
    }
    return given as LogFormat;
  }
  return terminal && !production ? 'pretty' : 'json';
}

/**
 * pino-pretty, resolved from here: the servers need not depend on it themselves. (Through
 * createRequire, so that a bundler leaves it to Node instead of bundling pino-pretty.)
 */
function prettyTarget(): string {
  try {
    return createRequire(__filename).resolve('pino-pretty');
  } catch (_notFound) {
    // Inside a bundle that does not sit beside the kit: pino resolves the name itself.
    return 'pino-pretty';
  }
}

/**
 * Fastify's logger options: JSON lines (pino's own format) for log collectors, pino-pretty's
 * lines for a person (see logFormat).
 */
export function loggerOptions(
  level: string,
  production: boolean,
  format: LogFormat = logFormat({ production }),
): FastifyServerOptions['logger'] {
  // A silent logger needs no transport (and no worker thread, e.g. in the tests).
  if (format === 'json' || level === 'silent') return { level };
  return {
    level,
    transport: {
      target: prettyTarget(),
      options: { translateTime: 'HH:MM:ss.l', ignore: 'pid,hostname' },
    },
  };
}
