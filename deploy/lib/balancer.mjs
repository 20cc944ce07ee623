/**
 * deploy/haproxy.cfg run as it is in production, configured only by its environment (ports of
 * this run, a runtime socket in a temporary folder), and its runtime API: what an operator uses
 * to drain an instance and to see what the balancer thinks of each server.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@koris/tooling/net';
import services from '@koris/tooling/services';
import { startChild, waitUntil } from './children.mjs';

export const HAPROXY_CFG = fileURLToPath(new URL('../haproxy.cfg', import.meta.url));

/** One command on the runtime API socket (non-interactive: HAProxy answers, then closes). */
export function runtimeCommand(socket, command) {
  return new Promise((resolve, reject) => {
    const conn = net.connect(socket);
    let out = '';
    conn.setTimeout(5_000, () => conn.destroy(new Error(`no answer to "${command}"`)));
    conn.on('connect', () => conn.write(`${command}\n`));
    conn.on('data', (chunk) => (out += chunk));
    conn.on('close', () => resolve(out));
    conn.on('error', reject);
  });
}

/** `show stat` as rows keyed by its CSV header (pxname, svname, scur, status, …). */
export function parseStat(csv) {
  const lines = csv.split('\n').filter(Boolean);
  const header = lines.shift()?.replace(/^# /, '').split(',') ?? [];
  return lines.map((line) => {
    const cells = line.split(',');
    return Object.fromEntries(header.map((name, i) => [name, cells[i] ?? '']));
  });
}

/**
 * Starts haproxy -f deploy/haproxy.cfg in the foreground with `apis` and `shells`
 * (`host:port` each) in its slots. Resolves once its frontend answers; `waitAllUp` then waits
 * for every server's health check.
 */
export async function startBalancer({ apis, shells = [], checkInter = '200ms' }) {
  await services.ensurePackages(['haproxy']);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'koris-lb-'));
  const socket = path.join(dir, 'admin.sock');
  const port = await freePort();
  const internalPort = await freePort();
  const env = {
    PATH: process.env.PATH,
    KORIS_LB_BIND: `127.0.0.1:${port}`,
    KORIS_LB_INTERNAL_BIND: `127.0.0.1:${internalPort}`,
    KORIS_LB_SOCKET: socket,
    KORIS_LB_CHECK_INTER: checkInter,
    // Runs as whoever runs the tests: no user switch, no chroot.
    KORIS_LB_UNPRIVILEGED: '1',
  };
  apis.forEach((address, i) => (env[`KORIS_API_${i + 1}`] = address));
  shells.forEach((address, i) => (env[`KORIS_SHELL_${i + 1}`] = address));
  const child = startChild('haproxy', 'haproxy', ['-f', HAPROXY_CFG, '-db'], { cwd: dir, env });
  const command = (text) => runtimeCommand(socket, text);
  const up = await waitUntil(async () => (await command('show info')).includes('Name: HAProxy'), {
    timeoutMs: 30_000,
    alive: child.alive,
  });
  if (!up) {
    const log = child.log();
    await child.stop();
    fs.rmSync(dir, { recursive: true, force: true });
    throw new Error(`haproxy did not start with ${HAPROXY_CFG}:\n${log}`);
  }

  const servers = async () =>
    parseStat(await command('show stat')).filter(
      (row) => row.svname !== 'FRONTEND' && row.svname !== 'BACKEND',
    );
  /** The balancer's view of one server: its status (UP, DOWN, DRAIN, MAINT…) and sessions. */
  const server = async (backend, name) => {
    const row = (await servers()).find((r) => r.pxname === backend && r.svname === name);
    if (!row) throw new Error(`haproxy has no server ${backend}/${name}`);
    return { status: row.status, current: Number(row.scur) };
  };

  return {
    url: `http://127.0.0.1:${port}`,
    internalUrl: `http://127.0.0.1:${internalPort}`,
    socket,
    command,
    servers,
    server,
    log: child.log,
    /**
     * Requests that came in through `frontend` and are assigned to server `name` right now
     * (`show sess`): the shells' own calls to the API come through another frontend.
     */
    async requestsOn(frontend, name) {
      return (await command('show sess'))
        .split('\n')
        .filter((line) => line.includes(` fe=${frontend} `) && line.includes(` srv=${name} `))
        .length;
    },
    /** `set server <backend>/<name> state ready|drain|maint`, as an operator would. */
    async setState(backend, name, state) {
      const answer = await command(`set server ${backend}/${name} state ${state}`);
      if (answer.trim()) throw new Error(`haproxy refused the state change: ${answer.trim()}`);
    },
    /** Waits until `backend/name` has exactly `status` (UP, DOWN, DRAIN, MAINT). */
    async waitStatus(backend, name, status, timeoutMs = 60_000) {
      const ok = await waitUntil(async () => (await server(backend, name)).status === status, {
        timeoutMs,
        alive: child.alive,
      });
      if (!ok) {
        const now = await server(backend, name).catch((error) => ({ status: error.message }));
        throw new Error(
          `${backend}/${name} is ${now.status}, not ${status}, after ${timeoutMs} ms`,
        );
      }
    },
    /** Waits until every server of every backend passes its health checks. */
    async waitAllUp(timeoutMs = 120_000) {
      const ok = await waitUntil(async () => (await servers()).every((s) => s.status === 'UP'), {
        timeoutMs,
        everyMs: 200,
        alive: child.alive,
      });
      if (!ok) {
        const states = (await servers().catch(() => []))
          .map((s) => `${s.pxname}/${s.svname} ${s.status} ${s.check_status} ${s.last_chk}`)
          .join('\n');
        throw new Error(`not every server came up behind haproxy:\n${states}\n${child.log()}`);
      }
    },
    async stop() {
      await child.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
