/**
 * Imported first by the remotes' server entries: OpenTelemetry patches http before Fastify
 * requires it. Does nothing unless OTEL_EXPORTER_OTLP_ENDPOINT is set. The modules this package
 * imports as ES modules (the AWS SDK of an S3 release store) are not patched: their calls show
 * inside the request's span, without spans of their own.
 */
import { startTelemetry } from '@koris/server-kit/telemetry';

startTelemetry('koris-remotes');
