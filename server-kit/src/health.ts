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
  /**
   * How long (ms) one check's result answers every later call; calls that arrive while a
   * check runs wait for it. 0 (the default): every call checks anew.
   */
  reuseMs?: number;
}

/**
 * The handler of a load balancer's health route: 200 `{ status: 'ok' }` only while the
 * instance is not closing and its own check passes, 503 `{ status: 'unavailable', message }`
 * otherwise. Never stored by a client: the answer is about this moment. With `reuseMs`, the
 * backends are asked at most once per period however often the route is called (the route is
 * public and never rate limited), while closing is still reported at once. Needs the `draining`
 * decoration (decorateDraining, or createServerApp).
 */
export function healthRoute({ check, drainingMessage, reuseMs = 0 }: HealthRouteOptions) {
  let last: { state: Readiness; at: number } | undefined;
  let running: Promise<Readiness> | undefined;
  const readiness = (request: FastifyRequest): Promise<Readiness> => {
    if (reuseMs <= 0) return check(request);
    if (last && performance.now() - last.at < reuseMs) return Promise.resolve(last.state);
    running ??= check(request)
      .then((state) => {
        last = { state, at: performance.now() };
        return state;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  return async (request: FastifyRequest, reply: FastifyReply): Promise<HealthBody> => {
    reply.header('Cache-Control', 'no-store');
    const draining = { ok: false, reason: drainingMessage } as const;
    let state: Readiness = request.server.draining ? draining : await readiness(request);
    // Closing may have begun while the check ran.
    if (request.server.draining) state = draining;
    if (!state.ok) {
      reply.code(503);
      return { status: 'unavailable', message: state.reason };
    }
    return { status: 'ok' };
  };
}
