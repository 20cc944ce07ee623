import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { tracesRequested } from '../src/telemetry';
import { traceProtocol } from '../src/telemetry-sdk';

describe('tracesRequested', () => {
  it('is on with an OTLP endpoint, unless the SDK or the traces exporter is switched off', () => {
    expect(tracesRequested({})).toBe(false);
    expect(tracesRequested({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(true);
    expect(tracesRequested({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://c:4318/v1/traces' })).toBe(
      true,
    );
    const on = { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' };
    expect(tracesRequested({ ...on, OTEL_SDK_DISABLED: 'true' })).toBe(false);
    expect(tracesRequested({ ...on, OTEL_TRACES_EXPORTER: 'none' })).toBe(false);
  });
});

describe('traceProtocol', () => {
  it('is protobuf by default, JSON when asked, the traces setting first, nothing else', () => {
    expect(traceProtocol({})).toBe('http/protobuf');
    expect(traceProtocol({ OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json' })).toBe('http/json');
    expect(
      traceProtocol({
        OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
        OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: 'http/protobuf',
      }),
    ).toBe('http/protobuf');
    expect(() => traceProtocol({ OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc' })).toThrow(
      'OTEL_EXPORTER_OTLP_PROTOCOL must be http/json or http/protobuf (got "grpc")',
    );
  });
});

describe('startTelemetry', () => {
  // A real process with the built kit: what a server loads when it starts.
  const loaded = (env: NodeJS.ProcessEnv) => {
    const script = `
      const { startTelemetry } = require(${JSON.stringify(path.resolve(__dirname, '../dist/telemetry.js'))});
      const on = startTelemetry('test');
      const otel = Object.keys(require.cache).filter((file) => file.includes('@opentelemetry'));
      console.log(JSON.stringify({ on, otel: otel.length }));
      process.exit(0);`;
    const childEnv = { ...process.env, ...env };
    for (const name of Object.keys(childEnv)) if (name.startsWith('OTEL_')) delete childEnv[name];
    Object.assign(childEnv, env);
    return JSON.parse(
      execFileSync(process.execPath, ['-e', script], { env: childEnv }).toString(),
    ) as { on: boolean; otel: number };
  };

  it('loads nothing of OpenTelemetry without an endpoint', () => {
    expect(loaded({})).toEqual({ on: false, otel: 0 });
  });

  it('starts the SDK with one', () => {
    const started = loaded({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9' });
    expect(started.on).toBe(true);
    expect(started.otel).toBeGreaterThan(0);
  });
});
