/**
 * Imported first by the entry (server.ts): OpenTelemetry must patch http, pg, ioredis and the
 * AWS SDK before anything requires them. Does nothing unless OTEL_EXPORTER_OTLP_ENDPOINT is set.
 */
import { startTelemetry } from '@koris/server-kit/telemetry';

startTelemetry('koris-api');
