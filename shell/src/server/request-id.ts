import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** The header that carries one request's id from the load balancer through the shell to the API. */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * What an incoming id may look like: short, and only characters that cannot break a log line
 * or a header. The API applies the same rule (api/src/lib/request-id.ts).
 */
const WELL_FORMED = /^[A-Za-z0-9._:@-]{1,128}$/;

/**
 * Fastify's `genReqId`: a load balancer's id when it is well formed, else a new one. Used with
 * `requestIdHeader: false`, because Fastify's own header option takes any value as it comes.
 */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && WELL_FORMED.test(given) ? given : randomUUID();
}

/**
 * The id of the request a server render works for. The shared API client's calls from this
 * process carry it (setServerApiOrigin), so the API logs them under the visitor's request.
 */
export const renderRequestId = new AsyncLocalStorage<string>();

/** The headers the server render's API calls add: the current request's id, if any. */
export function renderRequestHeaders(): Record<string, string> {
  const id = renderRequestId.getStore();
  return id ? { [REQUEST_ID_HEADER]: id } : {};
}
