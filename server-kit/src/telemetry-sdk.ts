/**
 * OpenTelemetry's Node SDK as the site's servers use it: traces only (metrics are Prometheus',
 * see the metrics entry), exported over OTLP/HTTP, JSON or protobuf as
 * `OTEL_EXPORTER_OTLP_TRACES_PROTOCOL` / `OTEL_EXPORTER_OTLP_PROTOCOL` say. Every other
 * standard setting (endpoint, headers, timeout, compression, `OTEL_SERVICE_NAME`,
 * `OTEL_RESOURCE_ATTRIBUTES`, `OTEL_TRACES_SAMPLER`, `OTEL_BSP_*`, `OTEL_PROPAGATORS`) is read
 * by the SDK itself. Loaded only by `startTelemetry`, never imported directly.
 */
import FastifyOtelInstrumentation from '@fastify/otel';
import { OTLPTraceExporter as JsonTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { OTLPTraceExporter as ProtoTraceExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import { AwsInstrumentation } from '@opentelemetry/instrumentation-aws-sdk';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { NodeSDK } from '@opentelemetry/sdk-node';
import type { FastifyPluginCallback } from 'fastify';

export interface StartedTelemetry {
  fastifyPlugin: FastifyPluginCallback;
  shutdown(): Promise<void>;
}

/** The OTLP/HTTP encodings; gRPC is not offered (the exporters here speak HTTP). */
export type TraceProtocol = 'http/json' | 'http/protobuf';

/** The trace exporter's encoding from the standard settings; protobuf is the standard default. */
export function traceProtocol(env: NodeJS.ProcessEnv): TraceProtocol {
  const name = env['OTEL_EXPORTER_OTLP_TRACES_PROTOCOL']
    ? 'OTEL_EXPORTER_OTLP_TRACES_PROTOCOL'
    : 'OTEL_EXPORTER_OTLP_PROTOCOL';
  const value = (env[name] || 'http/protobuf').trim();
  if (value === 'http/json' || value === 'http/protobuf') return value;
  throw new Error(`${name} must be http/json or http/protobuf (got "${value}")`);
}

/** Paths nobody wants a trace of: a balancer's health checks and a scraper's metrics. */
const UNTRACED_PATHS = new Set(['/health', '/api/health', '/metrics']);

function untraced(url: string | undefined): boolean {
  const pathname = (url ?? '').split('?')[0] ?? '';
  return UNTRACED_PATHS.has(pathname);
}

export function startSdk(serviceName: string, env: NodeJS.ProcessEnv): StartedTelemetry {
  const protocol = traceProtocol(env);
  // The exporters read the endpoint, headers, timeout and compression from the environment.
  const traceExporter =
    protocol === 'http/json' ? new JsonTraceExporter() : new ProtoTraceExporter();
  const fastify = new FastifyOtelInstrumentation({
    registerOnInitialization: false,
    ignorePaths: (route) => untraced(route.url),
  });
  const sdk = new NodeSDK({
    // OTEL_SERVICE_NAME wins; the server's own name otherwise.
    serviceName: env['OTEL_SERVICE_NAME'] ? undefined : serviceName,
    traceExporter,
    // Traces only: no OTLP metrics or logs, whatever the SDK's own defaults.
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (req) => untraced(req.url),
      }),
      new UndiciInstrumentation(),
      new PgInstrumentation(),
      new IORedisInstrumentation(),
      new AwsInstrumentation(),
      fastify,
    ],
  });
  sdk.start();
  return {
    fastifyPlugin: fastify.plugin() as unknown as FastifyPluginCallback,
    shutdown: () => sdk.shutdown(),
  };
}
