/**
 * Imported first by the entry (main.ts): OpenTelemetry must patch http before Fastify requires
 * it. Does nothing unless OTEL_EXPORTER_OTLP_ENDPOINT is set.
 */
import { startTelemetry } from '@koris/server-kit/telemetry';

startTelemetry('koris-shell');
