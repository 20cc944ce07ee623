import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** The header that carries one request's id from the load balancer through the shell to here. */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * What an incoming id may look like: short, and only characters that cannot break a log line
 * or a header. The shell applies the same rule (shell/src/server/request-id.ts).
 */
const WELL_FORMED = /^[A-Za-z0-9._:@-]{1,128}$/;

/**
 * Fastify's `genReqId`: the forwarded id when it is well formed, else a new one. Used with
 * `requestIdHeader: false`, because Fastify's own header option takes any value as it comes.
 */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && WELL_FORMED.test(given) ? given : randomUUID();
}
