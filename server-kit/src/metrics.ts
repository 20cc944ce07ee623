import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Registry, Histogram, collectDefaultMetrics } from 'prom-client';
import type { ErrorBody } from './errors';

export { Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Where Prometheus reads a server's metrics, on the server's own port. */
export const METRICS_PATH = '/metrics';

/** The route label of a request that matched no route: one label, whatever was asked. */
export const UNMATCHED_ROUTE = 'unmatched';

/** Seconds: from a kept answer (about a millisecond) to the slowest render or upload. */
export const REQUEST_DURATION_BUCKETS = [
  0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10,
];

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * This server's own metrics (its requests, its site metrics): one registry per app, so
     * the remotes served together in one process, and the many apps a test builds, never
     * share or clash.
     */
    metrics: Registry;
    /**
     * Counts a request answered outside Fastify's pipeline (the API's kept answers, written
     * before routing) in the request duration histogram, as the pipeline counts its own.
     */
    observeRequest(
      labels: { route: string; method: string; status: number },
      seconds: number,
    ): void;
  }
}

/**
 * A label a handler gives its request, read when the request is counted: what it was given,
 * else the request's route pattern (one label for every unmatched request), never its path.
 */
export function requestLabels() {
  const labels = new WeakMap<FastifyRequest, string>();
  return {
    set: (request: FastifyRequest, label: string) => void labels.set(request, label),
    of: (request: FastifyRequest) =>
      labels.get(request) ?? request.routeOptions.url ?? UNMATCHED_ROUTE,
  };
}

/** A counter of `registry`, at 0 for each of `startAt` (so a rate needs no first event). */
export function counter<L extends string = never>(
  registry: Registry,
  name: string,
  help: string,
  labels: { names: readonly L[]; startAt: Record<L, string>[] } = { names: [], startAt: [] },
): Counter<L> {
  const made = new Counter<L>({ name, help, labelNames: labels.names, registers: [registry] });
  for (const start of labels.startAt) made.inc(start as never, 0);
  return made;
}

/** A gauge of `registry` read at each scrape. */
export function gaugeOf(registry: Registry, name: string, help: string, read: () => number): void {
  new Gauge({
    name,
    help,
    registers: [registry],
    collect() {
      this.set(read());
    },
  });
}

/** Route labels a route gave its request (a catch-all route naming the page it served). */
const routeLabels = requestLabels();

/**
 * Labels `request`'s duration with `pattern` instead of its Fastify route: a catch-all route
 * (the shell's `/*`) names the page pattern it served (`/photo/gallery/:id`), never the path.
 */
export function labelRoute(request: FastifyRequest, pattern: string): void {
  routeLabels.set(request, pattern);
}

let processRegistry: Registry | undefined;

/**
 * The process's own metrics (CPU, memory, event loop, garbage collection, handles), collected
 * once per process whatever number of apps it runs: prom-client refuses the same metric twice
 * in one registry, and each collection starts its own event-loop monitor.
 */
export function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** A SHA-256 of each side: equal lengths, so the comparison takes the same time whatever differs. */
function sameToken(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** The token of an `Authorization: Bearer …` header, if it has one. */
function bearerOf(header: string | undefined): string | null {
  const match = /^Bearer +(\S+) *$/i.exec(header ?? '');
  return match ? match[1]! : null;
}

/** The shortest METRICS_TOKEN taken: a bearer token guessed by nobody. */
export const METRICS_TOKEN_MIN_LENGTH = 16;

/**
 * METRICS_TOKEN as the servers read it: unset or empty is none (`/metrics` answers 404); a
 * shorter one than METRICS_TOKEN_MIN_LENGTH stops the start (the value is never echoed).
 */
export function metricsTokenOf(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (value.length < METRICS_TOKEN_MIN_LENGTH || /\s/.test(value)) {
    throw new Error(
      `METRICS_TOKEN must be at least ${METRICS_TOKEN_MIN_LENGTH} characters without spaces`,
    );
  }
  return value;
}

/** `2xx`, `4xx`…: bounded, and what an alert asks about. */
export function statusClass(status: number): string {
  return `${Math.floor(status / 100)}xx`;
}

export interface MetricsOptions {
  /**
   * METRICS_TOKEN: the bearer token Prometheus sends. Unset or empty: `/metrics` answers 404
   * and no request is timed (the site metrics still count, in memory only).
   */
  token: string | undefined;
  /** Label names and values every metric of this app carries (e.g. `{ remote: 'mf-content' }`). */
  defaultLabels?: Record<string, string>;
}

/**
 * Prometheus metrics of one server: `app.metrics`, the registry its site metrics register in;
 * a request duration histogram labelled by route pattern (never the address asked, so the
 * labels stay bounded; a request no route matched is `unmatched`), method and status class;
 * and `GET /metrics` on the server's own port, only to `Authorization: Bearer <token>` (401
 * `{ message }` otherwise, 404 when no token is set), never kept by any cache.
 */
export const metrics = fp<MetricsOptions>(
  async (app: FastifyInstance, { token, defaultLabels }) => {
    const registry = new Registry();
    if (defaultLabels) registry.setDefaultLabels(defaultLabels);
    app.decorate('metrics', registry);
    const enabled = Boolean(token);

    if (enabled) {
      const duration = new Histogram({
        name: 'http_request_duration_seconds',
        help: 'Time from a request arriving to its answer being sent, by route pattern, method and status class.',
        labelNames: ['route', 'method', 'status_class'] as const,
        buckets: REQUEST_DURATION_BUCKETS,
        registers: [registry],
      });
      app.addHook('onResponse', (request, reply, done) => {
        duration.observe(
          {
            route: routeLabels.of(request),
            method: request.method,
            status_class: statusClass(reply.statusCode),
          },
          reply.elapsedTime / 1000,
        );
        done();
      });
      app.decorate('observeRequest', ({ route, method, status }, seconds) =>
        duration.observe({ route, method, status_class: statusClass(status) }, seconds),
      );
      // Collected from the first enabled app on (never for a server that does not publish them).
      processMetrics();
    } else {
      app.decorate('observeRequest', () => undefined);
    }

    app.get(METRICS_PATH, async (request: FastifyRequest, reply: FastifyReply) => {
      reply.header('cache-control', 'no-store');
      if (!token) return reply.code(404).send({ message: 'Not found' } satisfies ErrorBody);
      const given = bearerOf(request.headers.authorization);
      if (given === null || !sameToken(given, token)) {
        return reply
          .code(401)
          .header('www-authenticate', 'Bearer realm="metrics"')
          .send({ message: 'A valid metrics token is required.' } satisfies ErrorBody);
      }
      const text = (await processMetrics().metrics()) + (await registry.metrics());
      return reply.type(registry.contentType).send(text);
    });
  },
  { name: 'metrics', fastify: '5.x' },
);
