/**
 * pnpm --filter @koris/api bench
 * Starts the API (seeded, temp DATA_DIR) and bare node:http servers, one with a fixed small
 * JSON body and one per list sending exactly the API's answer (its body and its headers). Each
 * list and its bare twin are measured in alternating rounds (ROUNDS × DURATION/ROUNDS s after
 * a warm-up), so a load change on a shared machine hits both alike; the ratio is the API's
 * req/s over its twin's, median of the rounds. Requests carry the XSRF-TOKEN cookie, as every
 * browser request after the first does. The API runs as it is deployed: compiled
 * (`pnpm build`, done here first) and started as `pnpm start` starts it (its Node flags and
 * malloc settings: bench/deployed.ts).
 *
 * Beside req/s, each server's own CPU time per answer (user + system, from /proc on Linux):
 * autocannon shares the cores and sets the pace, so req/s moves with the host's load, where the
 * CPU an answer costs the server does much less.
 *
 * `--postgres` measures, in the same run, a second API on a real PostgreSQL (started here, as the
 * tests start it) beside the SQLite one: the lists' ratios on both backends.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort, waitForHttp } from '@koris/tooling/net';
import { deployedStart } from './deployed';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const HEADERS = { cookie: 'XSRF-TOKEN=0123456789abcdef0123456789abcdef' };
const root = path.resolve(__dirname, '..');

async function waitFor(url: string, timeoutMs = 60_000): Promise<void> {
  const answered = await waitForHttp(url, { timeoutMs });
  if (!answered) throw new Error(`timed out waiting for ${url}`);
}

function run(url: string, duration: number): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration, headers: HEADERS }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

interface Measured {
  rps: number[];
  p99: number[];
  bytes: number;
  /** The server process's CPU time per answer, µs (empty where /proc cannot be read). */
  cpu: number[];
}

/** The server behind each address: its process id, for its CPU time. */
const pids = new Map<string, number>();

/** A process's CPU time so far (user + system), µs; undefined off Linux. */
function cpuOf(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime, in clock ticks (100 per second on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch (_noProc) {
    return undefined;
  }
}

async function measure(name: string, url: string, duration: number, into: Measured) {
  const pid = pids.get(new URL(url).origin);
  const before = cpuOf(pid);
  const result = await run(url, duration);
  const after = cpuOf(pid);
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  }
  if (before !== undefined && after !== undefined && result.requests.total > 0) {
    into.cpu.push((after - before) / result.requests.total);
  }
  into.rps.push(result.requests.average);
  into.p99.push(result.latency.p99);
  into.bytes = result.throughput.average / result.requests.average;
}

const BARE = `
const http = require('node:http');
const body = process.env.BODY || JSON.stringify({ ok: true, message: 'bare node:http baseline' });
const headers = { ...JSON.parse(process.env.HEADERS || '{}'), 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) };
http.createServer((req, res) => {
  res.writeHead(200, headers);
  res.end(body);
}).listen(Number(process.env.PORT), '127.0.0.1');
`;

/** The API's answer: its body and its own headers (Date, length and connection come anew). */
async function answer(url: string): Promise<{ body: string; headers: Record<string, string> }> {
  const res = await fetch(url, { headers: HEADERS });
  const skip = new Set(['date', 'connection', 'keep-alive', 'content-length', 'content-type']);
  const headers: Record<string, string> = {};
  res.headers.forEach((value, name) => {
    if (!skip.has(name)) headers[name] = value;
  });
  return { body: await res.text(), headers };
}

const BACKENDS = process.argv.includes('--postgres') ? ['sqlite', 'postgres'] : ['sqlite'];

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'koris-bench-'));
  const children: ChildProcess[] = [];
  let postgres: { url: string; stop: () => Promise<void> } | undefined;
  const stop = () => children.forEach((child) => child.kill('SIGTERM'));
  process.on('exit', stop);
  const bareServer = async (same?: { body: string; headers: Record<string, string> }) => {
    const port = await freePort();
    const child = spawn(process.execPath, ['-e', BARE], {
      env: {
        ...process.env,
        PORT: String(port),
        BODY: same?.body ?? '',
        HEADERS: JSON.stringify(same?.headers ?? {}),
      },
      stdio: 'inherit',
    });
    children.push(child);
    if (child.pid !== undefined) pids.set(`http://127.0.0.1:${port}`, child.pid);
    await waitFor(`http://127.0.0.1:${port}/`);
    return `http://127.0.0.1:${port}/`;
  };
  try {
    // The deployed form, not the TypeScript loader of `pnpm dev`.
    execFileSync(
      process.execPath,
      [require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.build.json'],
      { cwd: root, stdio: 'inherit' },
    );
    const deployed = deployedStart();
    const startApi = async (backend: string) => {
      const apiPort = await freePort();
      if (backend === 'postgres') {
        const { startPostgres } = await import('@koris/tooling/services');
        postgres = await startPostgres();
      }
      const child = spawn(process.execPath, [...deployed.nodeFlags, 'dist/server.js'], {
        cwd: root,
        env: {
          ...deployed.env,
          ...process.env,
          DATA_DIR: path.join(dataDir, backend),
          ...(backend === 'postgres' && { DATABASE_URL: postgres!.url }),
          API_PORT: String(apiPort),
          LOG_LEVEL: 'warn',
          NODE_ENV: 'production',
          ADMIN_PASSWORD: 'bench-password-1',
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      children.push(child);
      const api = `http://127.0.0.1:${apiPort}`;
      if (child.pid !== undefined) pids.set(api, child.pid);
      const started = Date.now();
      await waitFor(`${api}/api/videos`, 180_000);
      console.log(
        `API on ${backend} up and seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      return api;
    };

    // The same bytes as the API's answers (body and headers: security headers, cache control):
    // separates the server's overhead from the client's cost of reading a bigger answer
    // (autocannon shares the 2 cores with the server under test).
    const bare = await bareServer();
    const pairs: [string, string, string][] = [];
    for (const backend of BACKENDS) {
      const api = await startApi(backend);
      const events = `${api}/api/events/current?skip=0&take=2`;
      const galleries = `${api}/api/galleries?skip=0&take=6`;
      const label = BACKENDS.length > 1 ? ` (${backend})` : '';
      pairs.push(
        [
          `GET /api/events/current?skip=0&take=2${label}`,
          events,
          await bareServer(await answer(events)),
        ],
        [
          `GET /api/galleries?skip=0&take=6${label}`,
          galleries,
          await bareServer(await answer(galleries)),
        ],
      );
    }
    const empty = (): Measured => ({ rps: [], p99: [], bytes: 0, cpu: [] });
    for (const url of [bare, ...pairs.flatMap(([, api, twin]) => [api, twin])]) {
      await run(url, 2); // warm-up (JIT, statement cache), not measured
    }
    const small = empty();
    await measure('bare', bare, DURATION, small);
    const results = pairs.map(() => ({
      api: empty(),
      twin: empty(),
      ratios: [] as number[],
      cpuRatios: [] as number[],
    }));
    const slice = Math.max(1, Math.round(DURATION / ROUNDS));
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, [name, api, twin]] of pairs.entries()) {
        const r = results[i]!;
        await measure(name, api, slice, r.api);
        await measure(`${name} (bare)`, twin, slice, r.twin);
        r.ratios.push(r.api.rps.at(-1)! / r.twin.rps.at(-1)!);
        if (r.api.cpu.length === round + 1 && r.twin.cpu.length === round + 1) {
          r.cpuRatios.push(r.twin.cpu.at(-1)! / r.api.cpu.at(-1)!);
        }
      }
    }
    console.log(
      `\nautocannon: ${CONNECTIONS} connections; pairs in ${ROUNDS} alternating rounds of ${slice} s; ` +
        `${os.cpus().length} CPUs, Node ${process.version}, load average ${os
          .loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')}\n`,
    );
    console.log(
      '| target | req/s (median) | p99 (ms) | bytes/response | server CPU µs/answer (median) | ratio to bare (small JSON) | ratio to bare (same body, median of rounds) | CPU ratio, bare/API (median of rounds) |',
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
    const rounds = (values: number[]) =>
      values.length
        ? `**${median(values).toFixed(2)}** (rounds: ${values.map((x) => x.toFixed(2)).join(', ')})`
        : 'n/a';
    const row = (name: string, m: Measured, sameBody = '', cpuRatio = '') =>
      console.log(
        `| ${name} | ${Math.round(median(m.rps))} | ${Math.max(...m.p99)} | ${Math.round(m.bytes)} | ${m.cpu.length ? median(m.cpu).toFixed(1) : 'n/a'} | ${(median(m.rps) / median(small.rps)).toFixed(2)} | ${sameBody} | ${cpuRatio} |`,
      );
    row('bare node:http (fixed small JSON)', small);
    for (const [i, [name]] of pairs.entries()) {
      const r = results[i]!;
      row(name, r.api, rounds(r.ratios), rounds(r.cpuRatios));
      row('bare node:http (same body)', r.twin);
    }
  } finally {
    stop();
    await postgres?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
