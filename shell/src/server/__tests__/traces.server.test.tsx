/**
 * Traces: with OTEL_EXPORTER_OTLP_ENDPOINT set, a page request is one trace from the shell's
 * server through its render and its API call into the API and its database. The API runs as its
 * own process from its real entry (api/src/server.ts, which starts the SDK before anything
 * else) on a real PostgreSQL (tooling/services); the shell's server runs here with the SDK
 * started first, as its entry does. Both export OTLP/HTTP JSON to a small receiver that keeps
 * every span it is sent.
 */
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { firstLoad, getCurrentEvents, useResource, type RouteData } from '@koris/shared/api';
import { startTelemetry, stopTelemetry } from '@koris/server-kit/telemetry';
import { startPostgres, type RunningService } from '@koris/tooling/services';
import type { PageModule } from '../render';
import { manifestWith, serverManifestWith } from './remote-fixture';

jest.setTimeout(120_000);

const API_DIR = path.resolve(__dirname, '../../../../api');

/** An OTLP span as the JSON encoding writes it. */
interface ReceivedSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: Record<string, unknown>;
}

const SERVER = 2;
const CLIENT = 3;

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
  doubleValue?: number;
}
interface OtlpAttribute {
  key: string;
  value: OtlpValue;
}
interface OtlpBody {
  resourceSpans?: {
    resource?: { attributes?: OtlpAttribute[] };
    scopeSpans?: {
      spans?: (Omit<ReceivedSpan, 'service' | 'attributes'> & { attributes?: OtlpAttribute[] })[];
    }[];
  }[];
}

const attributes = (list: OtlpAttribute[] = []) =>
  Object.fromEntries(
    list.map(({ key, value }) => [
      key,
      value.stringValue ?? value.intValue ?? value.boolValue ?? value.doubleValue,
    ]),
  );

/** Every span posted to /v1/traces, and what else was posted (nothing is expected). */
const spans: ReceivedSpan[] = [];
const otherPosts: string[] = [];
const collector = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    if (req.method !== 'POST' || req.url !== '/v1/traces') {
      otherPosts.push(`${req.method} ${req.url}`);
      return res.writeHead(404).end();
    }
    assert.match(req.headers['content-type'] ?? '', /^application\/json/);
    for (const resourceSpans of (JSON.parse(body) as OtlpBody).resourceSpans ?? []) {
      const service = String(attributes(resourceSpans.resource?.attributes)['service.name']);
      for (const scope of resourceSpans.scopeSpans ?? []) {
        for (const span of scope.spans ?? []) {
          spans.push({ ...span, service, attributes: attributes(span.attributes) });
        }
      }
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
});

/** A remote's manifests, so the shell's server renders the events page on the server. */
const remote = http.createServer((req, res) => {
  const body =
    req.url === '/mf-manifest.json'
      ? manifestWith('page.aaaaaaaaaa')
      : req.url === '/server/mf-manifest.json'
        ? serverManifestWith('19.3.1')
        : null;
  if (!body) return res.writeHead(404).end();
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
});

/** The events page's stand-in: it reads the current events through the shared client. */
const routeData: RouteData = () => [
  firstLoad({ key: 'content:events:current', fetchPage: getCurrentEvents, pageSize: 6 }),
];
const eventsPage: PageModule = {
  routeData,
  default: function Page() {
    const [events] = routeData({ params: {} });
    const { data } = useResource(events!);
    return (
      <main>
        <h1>NOTIKUMI</h1>
        <p>{JSON.stringify(data).length}</p>
      </main>
    );
  },
};

const origin = (server: http.Server) =>
  `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

/** A port nobody listens on (the API's; it is given one rather than telling its own). */
async function freePort(): Promise<number> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function waitFor<T>(what: string, read: () => T | undefined | Promise<T | undefined>) {
  for (let tries = 0; tries < 80; tries += 1) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const seen = spans.map(
    ({ service, traceId, spanId, parentSpanId, name, kind, attributes }) =>
      `${service} ${traceId.slice(0, 8)} ${spanId.slice(0, 8)}<-${(parentSpanId ?? '').slice(0, 8)} ${kind} ${name} ${JSON.stringify(attributes)}`,
  );
  throw new Error(`timed out waiting for ${what}; spans:\n${seen.join('\n')}`);
}

let postgres: RunningService;
let apiProcess: ChildProcess;
let apiLog = '';
let shell: FastifyInstance;
let dir: string;

beforeAll(async () => {
  for (const server of [collector, remote]) {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  }
  const otel = {
    OTEL_EXPORTER_OTLP_ENDPOINT: origin(collector),
    OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
    // Spans leave within a tenth of a second instead of five.
    OTEL_BSP_SCHEDULE_DELAY: '100',
  };
  dir = mkdtempSync(path.join(os.tmpdir(), 'koris-shell-traces-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>t</title></head><body><div id=root></div></body></html>',
  );

  postgres = await startPostgres();
  const apiPort = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...otel,
    OTEL_SERVICE_NAME: 'koris-api',
    API_PORT: String(apiPort),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(dir, 'api-data'),
    SEED: 'none',
    LOG_LEVEL: 'warn',
  };
  env['DATABASE_URL'] = postgres.url;
  delete env['REDIS_URL'];
  delete env['INIT_CWD'];
  apiProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env,
  });
  apiProcess.stdout?.on('data', (chunk: Buffer) => (apiLog += chunk.toString()));
  apiProcess.stderr?.on('data', (chunk: Buffer) => (apiLog += chunk.toString()));

  // The shell's entry starts the SDK before Fastify is required: so does this test.
  Object.assign(process.env, otel, { OTEL_SERVICE_NAME: 'koris-shell' });
  assert.equal(startTelemetry('koris-shell'), true);
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('node:http');
  const { createShellServer } = await import('../app');
  const { createRenderer, renderNotFound } = await import('../render');
  const apiOrigin = `http://127.0.0.1:${apiPort}`;
  await waitFor('the API', async () => {
    if (apiProcess.exitCode !== null) throw new Error(`the API stopped:\n${apiLog}`);
    const ok = await fetch(`${apiOrigin}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    return ok || undefined;
  });

  const manifest = `${origin(remote)}/mf-manifest.json`;
  shell = await createShellServer({
    root: dir,
    apiOrigin,
    remotes: { mf_content: manifest },
    https: false,
    render: {
      renderPage: createRenderer(async (module) =>
        module === 'mf_content/EventsPage' ? eventsPage : null,
      ),
      renderNotFound,
      sharedVersions: { react: '19.3.1', zustand: '5.1.0' },
    },
    inlineCss: false,
  });
  await shell.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await shell?.close();
  await stopTelemetry();
  if (apiProcess && apiProcess.exitCode === null) {
    const exited = new Promise((resolve) => apiProcess.once('exit', resolve));
    apiProcess.kill('SIGTERM');
    await exited;
  }
  await postgres?.stop();
  for (const server of [collector, remote]) await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

test('a page request is one trace across the shell and the API, exported as OTLP/HTTP JSON', async () => {
  const shellOrigin = `http://127.0.0.1:${(shell.server.address() as AddressInfo).port}`;
  const res = await fetch(`${shellOrigin}/events`);
  assert.equal(res.status, 200);
  assert.match(await res.text(), /<h1>NOTIKUMI<\/h1>/);

  // The shell's server span of the page: its trace is the one to follow. (In the shell's own
  // process the http instrumentation's span is it, Fastify's request span its child; inside
  // jest, which loads http its own way, Fastify's request span is the server span.)
  const page = await waitFor('the shell server span of /events', () =>
    spans.find(
      (span) =>
        span.service === 'koris-shell' &&
        span.kind === SERVER &&
        span.attributes['url.path'] === '/events',
    ),
  );
  const inTrace = () => spans.filter((span) => span.traceId === page.traceId);
  const apiServer = await waitFor('the API server span of the events read', () =>
    inTrace().find(
      (span) =>
        span.service === 'koris-api' &&
        span.kind === SERVER &&
        span.attributes['url.path'] === '/api/events/current',
    ),
  );
  // The API's server span hangs from the shell's client span of that call (W3C traceparent)…
  const client = inTrace().find((span) => span.spanId === apiServer.parentSpanId);
  assert.ok(client, 'the API span has a parent in the shell');
  assert.equal(client.service, 'koris-shell');
  assert.equal(client.kind, CLIENT);
  assert.match(String(client.attributes['url.full']), /\/api\/events\/current\?skip=0&take=6$/);
  // …made while rendering the page: the page's server span is among its ancestors.
  const ancestors: string[] = [];
  for (let span = client; span.parentSpanId;) {
    ancestors.push(span.parentSpanId);
    const parent = inTrace().find((other) => other.spanId === span.parentSpanId);
    if (!parent) break;
    span = parent;
  }
  assert.ok(ancestors.includes(page.spanId), 'the API call is inside the page request');

  // Route patterns, not raw addresses, on both sides.
  assert.equal(apiServer.attributes['http.route'], '/api/events/current');
  assert.equal(apiServer.attributes['http.response.status_code'], 200);
  // Fastify's own request span, inside the API's server span (the answer may come from the
  // API's response cache, before any handler: that one is always there).
  const apiRequest = await waitFor("the API's Fastify request span", () =>
    inTrace().find(
      (span) => span.service === 'koris-api' && span.parentSpanId === apiServer.spanId,
    ),
  );
  assert.equal(apiRequest.attributes['fastify.root'], '@fastify/otel');
  assert.equal(apiRequest.attributes['http.route'], '/api/events/current');
  const shellRoute = inTrace().find(
    (span) => span.service === 'koris-shell' && span.attributes['http.route'] === '/*',
  );
  assert.ok(shellRoute, "the shell's document route is named by its pattern");

  // The database: the API's PostgreSQL query of the events, inside the API's server span of an
  // events read the shell began (the page's, or the start-up render's when the API's response
  // cache answered the page's read without a query).
  const query = await waitFor('a PostgreSQL span under an events read', () =>
    spans.find((span) => {
      if (span.service !== 'koris-api' || !span.attributes['db.query.text']) {
        return false;
      }
      const trace = spans.filter((other) => other.traceId === span.traceId);
      const up = (child: ReceivedSpan) =>
        trace.find((other) => other.spanId === child.parentSpanId);
      let server = up(span);
      while (server && !(server.kind === SERVER && server.service === 'koris-api')) {
        server = up(server);
      }
      return (
        server?.attributes['url.path'] === '/api/events/current' &&
        up(server)?.service === 'koris-shell'
      );
    }),
  );
  assert.equal(query.attributes['db.system.name'], 'postgresql');
  assert.match(String(query.attributes['db.query.text']), /from "events"/);
  assert.deepEqual(otherPosts, []);
});
