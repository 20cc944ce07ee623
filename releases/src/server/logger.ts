/**
 * The log of the remotes' server: the kit's format (JSON lines, or pino-pretty for a person:
 * LOG_FORMAT), at LOG_LEVEL (default info). One logger per process: the remotes served together
 * write through it, each line naming its remote.
 */
import { logFormat, loggerOptions } from '@koris/server-kit';
import type { FastifyBaseLogger } from 'fastify';
import { pino, type LoggerOptions } from 'pino';

export type Env = Readonly<Record<string, string | undefined>>;

export function remotesLogger(env: Env = process.env): FastifyBaseLogger {
  const production = env.NODE_ENV === 'production';
  const options = loggerOptions(
    env.LOG_LEVEL || 'info',
    production,
    logFormat({ production, env: { ...env } }),
  );
  return pino(options as LoggerOptions);
}
