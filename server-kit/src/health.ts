import type { FastifyReply, FastifyRequest } from 'fastify';
import './shutdown';

/** Whether an instance can serve requests, and why not (one sentence, no addresses). */
export type Readiness = { ok: true } | { ok: false; reason: string };

/** The body of a health answer: 200 `{ status: 'ok' }`, 503 with the reason. */
export type HealthBody = { status: 'ok' } | { status: 'unavailable'; message: string };

export interface HealthRouteOptions {
  /** What this instance checks besides its own closing (the database, the remotes…). */
  check: (request: FastifyRequest) => Promise<Readiness>;
  /** The reason given while the instance is closing (`draining`). */
  drainingMessage: string;
}

/**
 * The handler of a load balancer's health route: 200 `{ status: 'ok' }` only while the
 * instance is not closing and its own check passes, 503 `{ status: 'unavailable', message }`
 * otherwise. Never cached: the answer is about this moment. Needs the `draining` decoration
 * (decorateDraining, or createServerApp).
 */
export function healthRoute({ check, drainingMessage }: HealthRouteOptions) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<HealthBody> => {
    reply.header('Cache-Control', 'no-store');
    const state: Readiness = request.server.draining
      ? { ok: false, reason: drainingMessage }
      : await check(request);
    if (!state.ok) {
      reply.code(503);
      return { status: 'unavailable', message: state.reason };
    }
    return { status: 'ok' };
  };
}
