/**
 * Starts the production site for browser tests: the API (fresh temporary DATA_DIR) and the
 * shell plus the four remotes from their builds, each on a free port: the processes `pnpm start`
 * runs (`siteProcesses` of @koris/deploy/site). Each remote can be stopped and started again on the same port,
 * which is how the tests switch a remote off or "redeploy" it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, sitePlan, siteProcesses, waitForHttp } from '@koris/deploy/site';
import REMOTES from '@koris/shared/federation/remotes.json';

export const ROOT = path.resolve(__dirname, '..', '..');
const HOST = '127.0.0.1';

/** The remotes (@koris/shared/federation, the one list): federation name → folder and env var. */
export const REMOTE_PACKAGES: Readonly<
  Record<keyof typeof REMOTES, { folder: string; env: string }>
> = REMOTES;

export type RemoteName = keyof typeof REMOTES;

export interface RemoteHandle {
  name: RemoteName;
  /** Origin of the remote's static server, e.g. http://127.0.0.1:41234 */
  url: string;
  port: number;
  /** Stops the remote's server (the site then sees it as unreachable). */
  stop(): Promise<void>;
  /**
   * Starts the server again on the same port. `dir` serves another package folder (one with
   * package.json and dist/), e.g. a rebuilt copy: a redeploy of this remote alone. `env` adds
   * to the server's environment (e.g. RELEASES_DIR).
   */
  start(opts?: { dir?: string; env?: Record<string, string> }): Promise<void>;
}

export interface Site {
  /** The shell's origin: open pages here. */
  baseURL: string;
  /** The same shell as `http://localhost:PORT`: the origin passkeys are registered for. */
  localURL: string;
  /** The API's own origin (the shell also proxies /api and /uploads to it). */
  apiURL: string;
  /** The API's temporary data folder (database + uploads), removed by stop(). */
  dataDir: string;
  remotes: Record<RemoteName, RemoteHandle>;
  /** The API's process: stop it (the shell's proxy then answers 503) and start it again. */
  api: { stop(): Promise<void>; start(): Promise<void> };
  stop(): Promise<void>;
}

export interface StartSiteOptions {
  /** Extra environment for the API (e.g. RATE_LIMIT_LOGIN). */
  apiEnv?: Record<string, string>;
  /** Print every server's output, prefixed (also with E2E_SERVER_LOGS=1). */
  logs?: boolean;
  /** Extra environment of each remote's server at its first start (e.g. RELEASES_DIR). */
  remoteEnv?: Partial<Record<RemoteName, Record<string, string>>>;
  /**
   * Remotes deployed elsewhere (e.g. a bucket's `http://127.0.0.1:PORT/BUCKET/PREFIX/`): the
   * shell's REMOTE_*_URL, and no server of theirs is started here.
   */
  remoteUrls?: Partial<Record<RemoteName, string>>;
  /**
   * Extra environment for the shell's server (e.g. PREVIEW_SECRET), or a function of the API's
   * origin giving it once the API runs (e.g. a staff token the shell's server uses).
   */
  shellEnv?: Record<string, string> | ((apiURL: string) => Promise<Record<string, string>>);
}

class Server {
  private child: ChildProcess | null = null;
  private output: string[] = [];

  constructor(
    readonly label: string,
    private readonly logs: boolean,
  ) {}

  /** Spawns `node args…` in cwd and resolves once `readyUrl` answers any HTTP status. */
  async start(args: string[], cwd: string, env: Record<string, string>, readyUrl: string) {
    if (this.child) throw new Error(`${this.label} is already running`);
    this.output = [];
    const child = spawn(process.execPath, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    const collect = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) {
        if (!line) continue;
        this.output.push(line);
        if (this.output.length > 200) this.output.shift();
        if (this.logs) process.stdout.write(`[${this.label}] ${line}\n`);
      }
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    const exited = new Promise<never>((_, reject) =>
      child.once('exit', (code, signal) => {
        if (this.child === child) this.child = null;
        reject(
          new Error(
            `${this.label} exited (${signal ?? code}) before answering at ${readyUrl}:\n` +
              this.output.join('\n'),
          ),
        );
      }),
    );
    exited.catch(() => undefined);
    // The API's first start seeds the demo pictures (CPU-bound): minutes on a loaded machine.
    const answered = waitForHttp(readyUrl, { timeoutMs: 120_000 }).then((ok) => {
      if (!ok) throw new Error(`${this.label} did not answer at ${readyUrl} within 120 s`);
    });
    await Promise.race([answered, exited]);
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child) return;
    this.child = null;
    if (child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
      child.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      child.kill('SIGTERM');
    });
  }
}

function requireBuild(file: string, filter: string) {
  if (!existsSync(file)) {
    throw new Error(`Missing production build ${file}: run \`pnpm --filter ${filter} build\``);
  }
}

export async function startSite(opts: StartSiteOptions = {}): Promise<Site> {
  const logs = opts.logs ?? process.env.E2E_SERVER_LOGS === '1';
  requireBuild(path.join(ROOT, 'api', 'dist', 'server.js'), '@koris/api');
  requireBuild(path.join(ROOT, 'shell', 'dist', 'index.html'), '@koris/shell');
  requireBuild(path.join(ROOT, 'shell', 'dist-server', 'server.cjs'), '@koris/shell');
  for (const { folder } of Object.values(REMOTE_PACKAGES)) {
    requireBuild(path.join(ROOT, folder, 'dist', 'mf-manifest.json'), `@koris/${folder}`);
  }

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'koris-e2e-'));
  const servers: Server[] = [];
  const stopAll = async () => {
    await Promise.all(servers.map((s) => s.stop()));
  };

  try {
    // The same processes as `pnpm start` (scripts/lib/site.mjs), each on a free port.
    const names = Object.keys(REMOTE_PACKAGES) as RemoteName[];
    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      API_PORT: String(await freePort()),
      PORT: String(await freePort()),
    };
    for (const name of names) {
      env[REMOTE_PACKAGES[name].env] =
        opts.remoteUrls?.[name] ?? `http://${HOST}:${await freePort()}`;
    }
    const plan = sitePlan(env);
    const processes = siteProcesses(plan, { HOST });
    const processOf = (label: string) => processes.find((p) => p.label === label)!;
    const run = (
      server: Server,
      label: string,
      extra: Record<string, string> = {},
      cwd?: string,
    ) => {
      const { args, cwd: own, env: ownEnv, readyUrl } = processOf(label);
      return server.start(args, cwd ?? own, { ...clean(ownEnv), ...extra }, readyUrl);
    };

    // The API. Generous rate limits: a test run logs in far more often than a person.
    const apiURL = `http://${HOST}:${plan.apiPort}`;
    const localURL = `http://localhost:${plan.shellPort}`;
    const api = new Server('api', logs);
    servers.push(api);
    const startApi = () =>
      run(api, 'api', {
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_LOGIN: '100000',
        RATE_LIMIT_LOGIN_ADDRESS: '100000',
        RATE_LIMIT_APPLY: '100000',
        // The specs sign staff in with a password alone; a spec that tests the second-factor
        // policy names its roles in `apiEnv`.
        REQUIRE_SECOND_FACTOR_ROLES: '',
        // Passkeys are bound to the pages' origin; an IP address cannot be a relying party,
        // so a spec that uses passkeys opens the site as `localURL`.
        WEBAUTHN_ORIGIN: localURL,
        ...opts.apiEnv,
      });
    await startApi();

    // The four remotes, each its own static server.
    const remotes = {} as Record<RemoteName, RemoteHandle>;
    await Promise.all(
      names.map(async (name) => {
        const { folder } = REMOTE_PACKAGES[name];
        const planned = plan.remotes.find((r) => r.folder === folder)!;
        if (!planned.local) {
          const elsewhere = () =>
            Promise.reject(new Error(`${folder} is served from ${planned.url}, not started here`));
          remotes[name] = { name, url: planned.url, port: 0, start: elsewhere, stop: elsewhere };
          return;
        }
        const server = new Server(folder, logs);
        servers.push(server);
        const start = ({
          dir,
          env: extra = {},
        }: { dir?: string; env?: Record<string, string> } = {}) => run(server, folder, extra, dir);
        await start({ env: opts.remoteEnv?.[name] });
        remotes[name] = {
          name,
          url: planned.url,
          port: planned.port,
          start,
          stop: () => server.stop(),
        };
      }),
    );

    // The shell last: it writes /remotes.json from REMOTE_*_URL at start.
    const shell = new Server('shell', logs);
    servers.push(shell);
    const shellEnv =
      typeof opts.shellEnv === 'function' ? await opts.shellEnv(apiURL) : opts.shellEnv;
    await run(shell, 'shell', shellEnv);

    return {
      baseURL: `http://${HOST}:${plan.shellPort}`,
      localURL,
      apiURL,
      dataDir,
      remotes,
      api: { stop: () => api.stop(), start: startApi },
      async stop() {
        await stopAll();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await stopAll();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** An environment without the variables that are not set. */
function clean(env: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}
