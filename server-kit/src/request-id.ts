import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

/** The header that carries one request's id from the load balancer through the shell to the API. */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * What an incoming id may look like: short, and only characters that cannot break a log line
 * or a header.
 */
const WELL_FORMED = /^[A-Za-z0-9._:@-]{1,128}$/;

/** Whether a forwarded request id may be taken as it is. */
export function isWellFormedRequestId(id: unknown): id is string {
  return typeof id === 'string' && WELL_FORMED.test(id);
}

/**
 * Fastify's `genReqId`: a load balancer's (or the shell's) id when it is well formed, else a
 * new one. Used with `requestIdHeader: false`, because Fastify's own header option takes any
 * value as it comes.
 */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers[REQUEST_ID_HEADER];
  return isWellFormedRequestId(given) ? given : randomUUID();
}

/** The Fastify options of that rule: one id per request, end to end. */
export const requestIdOptions = {
  requestIdHeader: false,
  genReqId: requestIdOf,
} as const;

/**
 * An onRequest hook: every answer names its request's id. Set on the raw response, so that
 * an answer written directly (a cache hit that skips the reply pipeline) carries it too.
 */
export function echoRequestId(
  request: FastifyRequest,
  reply: FastifyReply,
  done: HookHandlerDoneFunction,
): void {
  reply.raw.setHeader(REQUEST_ID_HEADER, request.id);
  done();
}
