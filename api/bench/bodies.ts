/**
 * pnpm --filter @koris/api exec tsx bench/bodies.ts   (`--built`: dist/server.js, after `pnpm build`)
 *
 * What anonymous oversized forms cost the API. Starts one API process (as deployed: the glibc
 * arena settings and `--max-semi-space-size=1` of `pnpm start`; by default from its sources
 * through tsx, with `--built` from dist/), and for each anonymous form (sign-in, registration,
 * application) sends ATTACKERS concurrent multipart bodies of 40 fields × 1 MB over real sockets,
 * each to its last byte, while /api/health is asked every 100 ms. Prints per form: the answers'
 * statuses, how much of each body was sent when its answer came, the slowest answer, the
 * health checks that failed, and the API's resident memory (VmRSS of /proc/<pid>/status) before
 * the attack and at its peak (sampled every 10 ms). The budget (docs/security.md) is checked
 * at the end: exit status 1 when a form exceeds it.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, waitForHttp } from '@koris/tooling/net';
import { attack, type Attack } from '../test/support/multipart-attack';
import { deployedStart } from './deployed';

const ATTACKERS = Number(process.env.BENCH_ATTACKERS ?? 20);
const BUDGET_MB = Number(process.env.BENCH_RSS_BUDGET_MB ?? 24);
const root = path.resolve(__dirname, '..');
const built = process.argv.includes('--built');
/** BENCH_SEND_ALL=0: each attacker stops sending once answered (what a careful client does). */
const SEND_ALL = process.env.BENCH_SEND_ALL !== '0';

const FORMS: [string, string[]][] = [
  ['/api/login', ['email', 'password']],
  ['/api/register', ['name', 'email', 'password', 'registration_token']],
  ['/api/apply', ['name', 'age', 'email', 'phone', 'experience', 'find_out', 'free']],
];
/** BENCH_ROUNDS: each form attacked that many times in turn (the first round is the cold one). */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);

/** Resident memory of a process, MB (NaN once it has exited). */
function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? NaN) / 1024;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mb = (n: number) => n.toFixed(1).padStart(6);

async function main() {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'koris-bench-bodies-'));
  const entry = built ? ['dist/server.js'] : ['--import', 'tsx', 'src/server.ts'];
  // BENCH_API_FLAGS: more Node flags for the API (e.g. --trace-gc).
  const flags = (process.env.BENCH_API_FLAGS ?? '').split(' ').filter(Boolean);
  const deployed = deployedStart();
  const api = spawn(process.execPath, [...deployed.nodeFlags, ...flags, ...entry], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...deployed.env,
      ...process.env,
      NODE_ENV: 'development',
      API_PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED: 'none',
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
      ADMIN_PASSWORD: 'bench-admin-password',
      // The admin opens admission with a password alone.
      REQUIRE_SECOND_FACTOR_ROLES: '',
      // The attack comes from many addresses: no address limit may answer it first.
      RATE_LIMIT_LOGIN: '100000',
      RATE_LIMIT_LOGIN_ADDRESS: '100000',
      RATE_LIMIT_APPLY: '100000',
    },
  });
  const stop = () => api.kill('SIGTERM');
  let exited = false;
  api.once('exit', (code, signal) => {
    exited = true;
    console.log(`the API exited (${code ?? signal})`);
  });
  process.on('exit', stop);
  const base = `http://127.0.0.1:${port}`;
  try {
    if (!(await waitForHttp(`${base}/api/health`, { timeoutMs: 120_000 }))) {
      throw new Error('the API did not start');
    }
    await openAdmission(base);
    // Warm-up: the code paths of an ordinary and a refused form, before the baseline.
    for (let i = 0; i < 3; i++) {
      for (const [form, names] of FORMS) {
        // (A server that waits for the whole body never answers this one.)
        await attack(port, form, names, { stopAfter: 64 * 1024, timeoutMs: 2_000 }).catch(
          () => undefined,
        );
      }
    }
    await sleep(500);

    const lines: string[] = [];
    let over = false;
    const attacks = Array.from({ length: ROUNDS }, () => FORMS).flat();
    for (const [form, names] of attacks) {
      const before = rssMb(api.pid!);
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, rssMb(api.pid!))), 10);
      let healthFailed = 0;
      let healthAsked = 0;
      let attacking = true;
      const health = (async () => {
        while (attacking) {
          healthAsked++;
          const ok = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2_000) })
            .then((res) => res.status === 200)
            .catch(() => false);
          if (!ok) healthFailed++;
          await sleep(100);
        }
      })();
      const started = Date.now();
      const results: Attack[] = await Promise.all(
        Array.from({ length: ATTACKERS }, () =>
          attack(port, form, names, { sendAll: SEND_ALL, timeoutMs: 300_000 }),
        ),
      );
      const seconds = (Date.now() - started) / 1000;
      attacking = false;
      await health;
      clearInterval(sampler);
      peak = Math.max(peak, rssMb(api.pid!));
      const after = await fetch(`${base}/api/health`).then((res) => res.status);
      const statuses = new Map<number, number>();
      for (const { status } of results) statuses.set(status, (statuses.get(status) ?? 0) + 1);
      const sentKb = results.map((r) => r.sentBeforeAnswer / 1024).sort((a, b) => a - b);
      const growth = peak - before;
      const all413 = statuses.size === 1 && statuses.has(413);
      if (growth > BUDGET_MB || !all413 || healthFailed > 0 || after !== 200) over = true;
      lines.push(
        `${form.padEnd(14)} answers ${[...statuses].map(([s, n]) => `${n}×${s}`).join(' ')}` +
          `  slowest ${Math.max(...results.map((r) => r.ms))} ms` +
          `  sent before answer: median ${sentKb[sentKb.length >> 1]!.toFixed(0)} KiB,` +
          ` max ${sentKb[sentKb.length - 1]!.toFixed(0)} KiB of ${(results[0]!.length / 1e6).toFixed(0)} MB` +
          `  health ${healthAsked - healthFailed}/${healthAsked} during, ${after} after` +
          `  RSS ${mb(before)} → ${mb(peak)} MB (+${growth.toFixed(1)} MB)` +
          `  all sent in ${seconds.toFixed(1)} s`,
      );
      await sleep(500);
    }
    console.log(
      `\n${ATTACKERS} concurrent anonymous multipart bodies of 40 fields × 1 MB per form` +
        ` (${built ? 'dist/server.js' : 'tsx src/server.ts'}); budget +${BUDGET_MB} MB RSS\n`,
    );
    for (const line of lines) console.log(line);
    if (over) {
      console.log('\nOVER BUDGET (memory, a status other than 413, or health failed)');
      process.exitCode = 1;
    }
  } finally {
    stop();
    if (!exited) await new Promise((resolve) => api.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Admission opened by the admin (the seed leaves it closed): /api/apply then reads forms. */
async function openAdmission(base: string) {
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@koris.lv', password: 'bench-admin-password' }),
  });
  const { authorisation } = (await login.json()) as { authorisation: { token: string } };
  const settings = (await fetch(`${base}/api/system-settings`).then((res) => res.json())) as {
    id: number;
    name: string;
  }[];
  const setting = settings.find((s) => s.name === 'admission_open')!;
  const opened = await fetch(`${base}/api/system-setting/${setting.id}`, {
    method: 'PUT',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${authorisation.token}`,
    },
    body: JSON.stringify({ value: '1' }),
  });
  if (opened.status !== 200) throw new Error(`could not open admission: ${opened.status}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
