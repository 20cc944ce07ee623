/**
 * The site as it runs behind a load balancer, on this machine with real servers only: Redis
 * (shared rate limits), an S3-compatible bucket (s3rver, uploads), the database (PostgreSQL
 * through DATABASE_URL, or one SQLite DATA_DIR shared by every API process), N API
 * instances and N shell servers from the built tree (each configured only by its environment,
 * as deployed), the remotes' static servers the shells render from, and deploy/haproxy.cfg in
 * front. Every port is a free one, every folder a temporary one.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@koris/tooling/net';
import services from '@koris/tooling/services';
import { startBalancer } from './balancer.mjs';
import { startChild, waitReady, waitUntil } from './children.mjs';
import { sitePlan, siteProcesses } from './site-processes.cjs';

const require = createRequire(import.meta.url);

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const API_DIR = path.join(ROOT, 'api');
export const ADMIN = { email: 'admin@koris.lv', password: 'admin12345' };
export const BUCKET = 'koris-uploads';
/** s3rver checks request signatures against its own fixed credentials. */
const S3_CREDENTIALS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };

/** What every server needs from this machine, and nothing of the developer's own settings. */
const machineEnv = () =>
  Object.fromEntries(
    ['PATH', 'HOME', 'TMPDIR', 'LANG']
      .filter((k) => process.env[k])
      .map((k) => [k, process.env[k]]),
  );

/**
 * Whether the built API reads DATABASE_URL (PostgreSQL). The build is what runs, so it decides;
 * the sources only when there is no build yet.
 */
export function apiSupportsPostgres() {
  for (const file of ['dist/config.js', 'src/config.ts']) {
    const full = path.join(API_DIR, file);
    if (fs.existsSync(full)) return fs.readFileSync(full, 'utf8').includes('DATABASE_URL');
  }
  return false;
}

/**
 * The one switch between the two shared databases: KORIS_TOPOLOGY_DB=sqlite|postgres, else
 * PostgreSQL as soon as the API supports it.
 */
export function databaseMode(env = process.env) {
  const given = env.KORIS_TOPOLOGY_DB;
  if (given === 'sqlite' || given === 'postgres') return given;
  if (given) throw new Error(`KORIS_TOPOLOGY_DB must be sqlite or postgres, not ${given}`);
  return apiSupportsPostgres() ? 'postgres' : 'sqlite';
}

/** Fails early, with the command to run, when the built tree is missing. */
export function checkBuilt({ shells = true } = {}) {
  const wanted = [['api/dist/server.js', '@koris/api']];
  if (shells) wanted.push(['shell/dist-server/server.cjs', '@koris/shell']);
  for (const [file, pkg] of wanted) {
    if (!fs.existsSync(path.join(ROOT, file))) {
      throw new Error(
        `${file} is missing: run \`pnpm build\` (or \`pnpm --filter ${pkg} build\`).`,
      );
    }
  }
}

const tempDir = (prefix) => fs.mkdtempSync(path.join(os.tmpdir(), prefix));

/** s3rver (a real S3 HTTP server keeping objects on disk) in a child process, one bucket. */
export async function startBucket() {
  const dir = tempDir('koris-s3-');
  const bin = path.join(path.dirname(require.resolve('s3rver/package.json')), 'bin', 's3rver.js');
  const args = [bin, '-d', dir, '-a', '127.0.0.1', '-p', '0', '--silent'];
  const child = startChild('s3rver', process.execPath, [...args, '--configure-bucket', BUCKET], {
    cwd: dir,
    env: machineEnv(),
  });
  let port = 0;
  await waitUntil(
    async () => {
      port = Number(/listening on [\d.]+:(\d+)/.exec(child.log())?.[1] ?? 0);
      return port > 0;
    },
    { timeoutMs: 30_000, alive: child.alive },
  );
  if (!port) {
    await child.stop();
    throw new Error(`s3rver did not start:\n${child.log()}`);
  }
  return {
    dir,
    env: {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: '1',
      ...S3_CREDENTIALS,
      // No instance metadata service to ask on a developer's machine.
      AWS_EC2_METADATA_DISABLED: 'true',
    },
    /** Every object file s3rver keeps (their names start with the object's key). */
    files: () => listFiles(dir),
    async stop() {
      await child.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Every file under `dir`, as paths relative to it. */
export function listFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath ?? entry.path, entry.name)));
}

/**
 * One API instance: `node dist/server.js` in api/ with `env` and its own port. `start()` waits
 * for its /api/health; `signal('SIGKILL')` is kill -9; `stop()` is SIGTERM (draining).
 */
export function apiInstance(name, port, env) {
  let child = null;
  const url = `http://127.0.0.1:${port}`;
  return {
    name,
    port,
    url,
    address: `127.0.0.1:${port}`,
    env,
    dataDir: env.DATA_DIR,
    alive: () => Boolean(child?.alive()),
    log: () => child?.log() ?? '',
    exited: () => child?.exited ?? Promise.resolve({ code: null, signal: null }),
    signal: (name) => child?.signal(name),
    /** Starts the process; `wait: false` resolves without waiting for its health. */
    async start({ wait = true } = {}) {
      child = startChild(name, process.execPath, ['dist/server.js'], {
        cwd: API_DIR,
        env: { ...env, API_PORT: String(port) },
      });
      if (wait) await waitReady(child, `${url}/api/health`);
    },
    async waitHealthy(timeoutMs = 120_000) {
      await waitReady(child, `${url}/api/health`, timeoutMs);
    },
    stop: async () => child?.stop(),
  };
}

/**
 * The API's environment for one run: shared Redis, bucket and database, limits that a flood of
 * applications from one address does not hit (the login limit stays low: a test counts it).
 */
export function apiEnv({ redis, bucket, databaseUrl, dataDir, extra = {} }) {
  return {
    ...machineEnv(),
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    ...(databaseUrl && { DATABASE_URL: databaseUrl }),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SEED: 'none',
    REDIS_URL: redis.url,
    ...bucket.env,
    // The balancer runs on this machine: its X-Forwarded-For names the client.
    TRUST_PROXY: '127.0.0.1',
    RATE_LIMIT_APPLY: '1000000',
    RATE_LIMIT_LOGIN: '5',
    RATE_LIMIT_LOGIN_ADDRESS: '1000',
    SHUTDOWN_GRACE_MS: '10000',
    // The tests sign in as the admin (update-users) with a password alone.
    REQUIRE_SECOND_FACTOR_ROLES: '',
    ...extra,
  };
}

/**
 * Starts the whole topology. `apis` API instances, `shells` shell servers (0: none, and no
 * remotes either; the bench needs only the API), `database` 'sqlite' | 'postgres' (default:
 * databaseMode()), `checkInter` the balancer's health-check interval (default: a short one, so
 * that tests see changes quickly). Resolves once the balancer has every server UP.
 */
export async function startTopology({
  apis = 2,
  shells = 1,
  database = databaseMode(),
  apiExtraEnv = {},
  checkInter,
} = {}) {
  checkBuilt({ shells: shells > 0 });
  const stops = [];
  const site = { database, apis: [], shells: [], remotes: [] };
  let stopped = null;
  site.stop = () => {
    // Front to back: the shells and the balancer first, the stores the instances use last.
    stopped ??= (async () => {
      for (const group of [...stops].reverse()) await Promise.all(group.map((stop) => stop()));
    })();
    return stopped;
  };
  try {
    const [redis, bucket, postgres] = await Promise.all([
      services.startRedis(),
      startBucket(),
      database === 'postgres' ? services.startPostgres() : null,
    ]);
    stops.push([redis.stop, bucket.stop, ...(postgres ? [postgres.stop] : [])]);
    Object.assign(site, { redis, bucket, postgres });

    // SQLite: one DATA_DIR for every process (SQLite locks across processes). PostgreSQL: a
    // folder of its own per instance, which must stay empty of anything another instance needs
    // (the JWT secret, like every row, is in the database).
    const shared = database === 'sqlite' ? tempDir('koris-topology-data-') : null;
    for (let i = 1; i <= apis; i += 1) {
      const dataDir = shared ?? tempDir(`koris-topology-api${i}-`);
      const env = apiEnv({
        redis,
        bucket,
        databaseUrl: postgres?.url,
        dataDir,
        extra: apiExtraEnv,
      });
      site.apis.push(apiInstance(`api${i}`, await freePort(), env));
    }
    stops.push([
      async () => {
        await Promise.all(site.apis.map((api) => api.stop()));
        for (const dir of new Set(site.apis.map((api) => api.dataDir))) {
          fs.rmSync(dir, { recursive: true, force: true });
        }
      },
    ]);
    if (database === 'sqlite') {
      // The first start creates the schema, the admin and the JWT secret; only PostgreSQL has
      // the start-up lock that lets several first starts race safely.
      await site.apis[0].start();
      await Promise.all(site.apis.slice(1).map((api) => api.start()));
    } else {
      await Promise.all(site.apis.map((api) => api.start()));
    }

    const shellPorts = [];
    for (let i = 0; i < shells; i += 1) shellPorts.push(await freePort());
    const balancer = await startBalancer({
      apis: site.apis.map((api) => api.address),
      shells: shellPorts.map((port) => `127.0.0.1:${port}`),
      checkInter,
    });
    stops.push([balancer.stop]);
    site.balancer = balancer;
    site.url = balancer.url;

    if (shells > 0) {
      const remoteEnv = {};
      for (const name of ['CONTENT', 'MEDIA', 'ADMISSION', 'ACCOUNT']) {
        remoteEnv[`REMOTE_${name}_URL`] = `http://127.0.0.1:${await freePort()}`;
      }
      const base = {
        ...machineEnv(),
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
      };
      const processes = siteProcesses(
        sitePlan({ ...remoteEnv, PORT: String(shellPorts[0]) }),
        base,
      );
      const remotes = processes.filter((p) => p.label !== 'api' && p.label !== 'shell');
      const shellProcess = processes.find((p) => p.label === 'shell');
      site.remotes = remotes.map((p) => ({
        child: startChild(p.label, process.execPath, p.args, { cwd: p.cwd, env: p.env }),
        readyUrl: p.readyUrl,
      }));
      stops.push([() => Promise.all(site.remotes.map((r) => r.child.stop()))]);
      await Promise.all(site.remotes.map((r) => waitReady(r.child, r.readyUrl)));
      site.shells = shellPorts.map((port, i) => {
        const child = startChild(`shell${i + 1}`, process.execPath, shellProcess.args, {
          cwd: shellProcess.cwd,
          // Server renders reach the API through the balancer, as in production.
          env: { ...shellProcess.env, PORT: String(port), API_URL: balancer.internalUrl },
        });
        return { name: `shell${i + 1}`, url: `http://127.0.0.1:${port}`, child };
      });
      stops.push([() => Promise.all(site.shells.map((s) => s.child.stop()))]);
      await Promise.all(site.shells.map((s) => waitReady(s.child, `${s.url}/health`, 180_000)));
    }
    await balancer.waitAllUp();
    return site;
  } catch (error) {
    await site.stop().catch(() => undefined);
    throw error;
  }
}
