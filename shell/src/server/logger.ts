import type { FastifyServerOptions } from 'fastify';

/**
 * JSON lines (pino's own format) for log collectors (the API decides alike): in production and whenever stdout is not
 * a terminal. A person running the server in a terminal reads pino-pretty's lines instead.
 */
export function loggerOptions(
  level: string,
  production: boolean,
  terminal = Boolean(process.stdout.isTTY),
): FastifyServerOptions['logger'] {
  // A silent logger needs no transport (and no worker thread, e.g. in the tests).
  if (!terminal || production || level === 'silent') return { level };
  return {
    level,
    transport: {
      target: 'pino-pretty',
      options: { translateTime: 'HH:MM:ss.l', ignore: 'pid,hostname' },
    },
  };
}
