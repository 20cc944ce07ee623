/**
 * Traces, off unless asked for: with `OTEL_EXPORTER_OTLP_ENDPOINT` (or
 * `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`) set, `startTelemetry` starts OpenTelemetry's Node SDK
 * and exports spans over OTLP/HTTP; unset, nothing of OpenTelemetry is ever loaded.
 *
 * The instrumentations patch `http`, `pg`, `ioredis` and the AWS SDK as they are required, so
 * each server calls `startTelemetry` from a module its entry imports before anything else.
 * Fastify's own spans come from `telemetryPlugin()`, registered on each app explicitly.
 *
 * This module imports nothing at run time but types: importing it costs nothing when off.
 */
import type { FastifyInstance, FastifyPluginCallback } from 'fastify';
import type { StartedTelemetry } from './telemetry-sdk';

/** Whether the environment asks for traces: an OTLP endpoint is set and the SDK is not disabled. */
export function tracesRequested(env: NodeJS.ProcessEnv = process.env): boolean {
  const endpoint = env['OTEL_EXPORTER_OTLP_TRACES_ENDPOINT'] || env['OTEL_EXPORTER_OTLP_ENDPOINT'];
  const disabled = (env['OTEL_SDK_DISABLED'] ?? '').trim().toLowerCase() === 'true';
  const exporter = (env['OTEL_TRACES_EXPORTER'] ?? '').trim().toLowerCase();
  return Boolean(endpoint) && !disabled && exporter !== 'none';
}

let started: StartedTelemetry | null = null;

/**
 * Starts tracing once per process when the environment asks for it; `serviceName` is the
 * default of `OTEL_SERVICE_NAME`. Returns whether tracing runs.
 */
export function startTelemetry(serviceName: string, env: NodeJS.ProcessEnv = process.env): boolean {
  if (started) return true;
  if (!tracesRequested(env)) return false;
  // Loaded only now: a server without an endpoint never pays for the SDK.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const sdk = require('./telemetry-sdk') as typeof import('./telemetry-sdk');
  try {
    started = sdk.startSdk(serviceName, env);
  } catch (error) {
    // A wrong setting stops the server at start, as every other one does: a line, no stack.
    console.error(`Configuration error: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  return true;
}

/**
 * Fastify's request, hook and handler spans (`@fastify/otel`) when tracing runs, null otherwise.
 * Registered at the root of an app, before its routes.
 */
export function telemetryPlugin(): FastifyPluginCallback | null {
  return started ? started.fastifyPlugin : null;
}

/** Registers `telemetryPlugin()` on an app when tracing runs; nothing otherwise. */
export function traceApp(app: FastifyInstance): void {
  const plugin = telemetryPlugin();
  if (plugin) void app.register(plugin);
}

/** Exports the spans still waiting and stops tracing; nothing to do when it never started. */
export async function stopTelemetry(): Promise<void> {
  const running = started;
  started = null;
  if (running) await running.shutdown();
}
