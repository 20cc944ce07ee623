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

/** Query parameters whose values are credentials: never written into a log line. */
export const REDACTED_PARAMETERS: readonly string[] = ['token', 'code'];
const REDACTED = new Set(REDACTED_PARAMETERS);

/**
 * The address with the value of every credential parameter (`token`, `code`, in any case)
 * replaced by `[redacted]`; the path and the other parameters as they came.
 */
export function redactUrl(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  const hash = url.indexOf('#', query);
  const end = hash < 0 ? url.length : hash;
  const parts = url
    .slice(query + 1, end)
    .split('&')
    .map((part) => {
      const equals = part.indexOf('=');
      const rawName = equals < 0 ? part : part.slice(0, equals);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch (_malformed) {
        // An undecodable name is compared as it came.
      }
      return equals >= 0 && REDACTED.has(name.toLowerCase()) ? `${rawName}=[redacted]` : part;
    });
  return `${url.slice(0, query + 1)}${parts.join('&')}${url.slice(end)}`;
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  headers?: Record<string, string | string[] | undefined>;
  socket?: { remotePort?: number };
}

/**
 * Fastify's own request serializer, with the address redacted: request logs (and whatever
 * collects them) never hold a credential that came in a query string.
 */
export function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    version: request.headers?.['accept-version'] as string | undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * Fastify's logger options: JSON lines (pino's own format) for log collectors, pino-pretty's
 * lines for a person (see logFormat). Request lines carry no credential (serializeRequest).
 */
export function loggerOptions(
  level: string,
  production: boolean,
  format: LogFormat = logFormat({ production }),
): FastifyServerOptions['logger'] {
  // A silent logger needs no transport (and no worker thread, e.g. in the tests).
  const serializers = { req: serializeRequest };
  if (format === 'json' || level === 'silent') return { level, serializers };
  return {
    level,
    serializers,
    transport: {
      target: prettyTarget(),
      options: { translateTime: 'HH:MM:ss.l', ignore: 'pid,hostname' },
    },
  };
}
