/**
 * pnpm --filter @koris/api bench
 * Starts the API (seeded, temp DATA_DIR) and a bare node:http server with a fixed JSON body,
 * runs autocannon for 10 s on each target and prints req/s, p99 and the ratio to bare.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const root = path.resolve(__dirname, '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitFor(url: string, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch (_notYet) {
      // retry
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out waiting for ${url}`);
}

function run(url: string): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const BARE = `
const http = require('node:http');
const body = process.env.BODY || JSON.stringify({ ok: true, message: 'bare node:http baseline' });
http.createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}).listen(Number(process.env.PORT), '127.0.0.1');
`;

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'koris-bench-'));
  const children: ChildProcess[] = [];
  const stop = () => children.forEach((child) => child.kill('SIGTERM'));
  process.on('exit', stop);
  const bareServer = async (body?: string) => {
    const port = await freePort();
    children.push(
      spawn(process.execPath, ['-e', BARE], {
        env: { ...process.env, PORT: String(port), BODY: body ?? '' },
        stdio: 'inherit',
      }),
    );
    await waitFor(`http://127.0.0.1:${port}/`);
    return `http://127.0.0.1:${port}/`;
  };
  try {
    const apiPort = await freePort();
    children.push(
      spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: root,
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          API_PORT: String(apiPort),
          LOG_LEVEL: 'warn',
          NODE_ENV: 'production',
          ADMIN_PASSWORD: 'bench-password-1',
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      }),
    );
    const api = `http://127.0.0.1:${apiPort}`;
    const started = Date.now();
    await waitFor(`${api}/api/videos`);
    console.log(`API up and seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    const events = `${api}/api/events/current?skip=0&take=2`;
    const galleries = `${api}/api/galleries?skip=0&take=6`;
    // Same bytes as the API's answers: separates server overhead from the client's cost of
    // reading a bigger body (autocannon shares the 2 cores with the server under test).
    const eventsBody = await (await fetch(events)).text();
    const galleriesBody = await (await fetch(galleries)).text();
    const targets: [string, string][] = [
      ['bare node:http (fixed small JSON)', await bareServer()],
      ['GET /api/events/current?skip=0&take=2', events],
      ['bare node:http (same body as events)', await bareServer(eventsBody)],
      ['GET /api/galleries?skip=0&take=6', galleries],
      ['bare node:http (same body as galleries)', await bareServer(galleriesBody)],
    ];
    const rows: { name: string; rps: number; p99: number; bytes: number }[] = [];
    for (const [name, url] of targets) {
      // Warm-up (JIT, caches), not measured.
      await new Promise<void>((resolve) => {
        autocannon({ url, connections: CONNECTIONS, duration: 2 }, () => resolve());
      });
      const result = await run(url);
      if (result.non2xx > 0 || result.errors > 0) {
        throw new Error(`${name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
      }
      rows.push({
        name,
        rps: result.requests.average,
        p99: result.latency.p99,
        bytes: result.throughput.average / result.requests.average,
      });
    }
    const bare = rows[0]!.rps;
    console.log(
      `\nautocannon: ${CONNECTIONS} connections, ${DURATION} s each, ${os.cpus().length} CPUs, Node ${process.version}\n`,
    );
    console.log(
      '| target | req/s | p99 (ms) | bytes/response | ratio to bare (small JSON) | ratio to bare (same body) |',
    );
    console.log('|---|---:|---:|---:|---:|---:|');
    rows.forEach((row, i) => {
      const sameBody = i === 1 || i === 3 ? (row.rps / rows[i + 1]!.rps).toFixed(2) : '';
      console.log(
        `| ${row.name} | ${Math.round(row.rps)} | ${row.p99} | ${Math.round(row.bytes)} | ${(row.rps / bare).toFixed(2)} | ${sameBody} |`,
      );
    });
  } finally {
    stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
