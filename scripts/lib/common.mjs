/**
 * Helpers shared by the root scripts (start, dev, test-all, bench-bundle): the package list,
 * running pnpm, prefixed child-process logs, and "is this production build stale?".
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensurePackages } from '../../tooling/services/index.cjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Browser packages: the four remotes (the one list, @koris/shared/federation) and the shell. */
export const BROWSER_PACKAGES = [
  ...Object.values(
    JSON.parse(
      readFileSync(path.join(ROOT, 'shared', 'src', 'federation', 'remotes.json'), 'utf8'),
    ),
  ).map(({ folder, pkg, port, env }) => ({ folder, pkg, port, env })),
  { folder: 'shell', pkg: '@koris/shell', port: 8080, env: 'PORT' },
];
export const REMOTE_PACKAGES = BROWSER_PACKAGES.filter((p) => p.folder !== 'shell');

const COLORS = [36, 35, 33, 32, 34, 31, 96, 95];
let colorIndex = 0;
const useColor = process.stdout.isTTY && !process.env.NO_COLOR;

/** `pnpm` as the running pnpm (npm_execpath) so that `npx pnpm@10 …` works without a global pnpm. */
export function pnpmCommand(args) {
  const execPath = process.env.npm_execpath;
  if (execPath && /pnpm/.test(path.basename(execPath)) && /\.c?js$/.test(execPath)) {
    return [process.execPath, [execPath, ...args]];
  }
  return ['pnpm', args];
}

/** A writer that prefixes every line with a coloured `[label]`. */
export function prefixer(label, stream = process.stdout) {
  const color = COLORS[colorIndex++ % COLORS.length];
  const tag = useColor ? `\x1b[${color}m[${label}]\x1b[0m ` : `[${label}] `;
  let rest = '';
  const write = (chunk) => {
    const lines = (rest + chunk.toString()).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) stream.write(tag + line + '\n');
  };
  write.flush = () => {
    if (rest) stream.write(tag + rest + '\n');
    rest = '';
  };
  return write;
}

/**
 * Spawns a long-running child with prefixed output. Returns the child; `child.done` resolves
 * with `{ code, signal }` when it exits.
 */
export function startChild(
  label,
  command,
  args,
  { cwd = ROOT, env = process.env, silent = false, group = false } = {},
) {
  // `group`: the child leads its own process group, so that killGroup() also reaches the
  // grandchildren (pnpm does not pass SIGTERM on to the dev servers it runs).
  const child = spawn(command, args, {
    cwd,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: group,
  });
  const nothing = Object.assign(() => undefined, { flush: () => undefined });
  const out = silent ? nothing : prefixer(label);
  const err = silent ? nothing : prefixer(label, process.stderr);
  child.stdout.on('data', out);
  child.stderr.on('data', err);
  child.label = label;
  child.done = new Promise((resolve) => {
    child.on('error', (error) => {
      err(`failed to start: ${error.message}\n`);
      resolve({ code: 127, signal: null });
    });
    child.on('exit', (code, signal) => {
      out.flush();
      err.flush();
      resolve({ code, signal });
    });
  });
  return child;
}

/** Signals a child started with `group: true` and everything it started. */
export function killGroup(child, signal = 'SIGTERM') {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/** Runs a command to completion with inherited output; resolves with its exit code. */
export function run(command, args, { cwd = ROOT, env = process.env } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(`${command}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export function runPnpm(args, opts) {
  const [command, full] = pnpmCommand(args);
  return run(command, full, opts);
}

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name === '__tests__') {
      continue;
    }
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/** What each build depends on, and the file whose age stands for the build. */
function buildInputs(folder) {
  const dir = path.join(ROOT, folder);
  if (folder === 'server-kit') {
    return {
      output: path.join(dir, 'dist', 'index.js'),
      inputs: [
        path.join(dir, 'src'),
        path.join(dir, 'package.json'),
        path.join(dir, 'tsconfig.build.json'),
      ],
    };
  }
  if (folder === 'api') {
    return {
      output: path.join(dir, 'dist', 'server.js'),
      inputs: [
        path.join(dir, 'src'),
        path.join(dir, 'package.json'),
        path.join(dir, 'tsconfig.build.json'),
      ],
    };
  }
  return {
    // The shell's build writes its browser files and its own server (dist-server) together.
    output:
      folder === 'shell'
        ? path.join(dir, 'dist-server', 'server.cjs')
        : path.join(dir, 'dist', 'mf-manifest.json'),
    inputs: [
      path.join(dir, 'src'),
      path.join(dir, 'package.json'),
      path.join(dir, 'webpack.config.cjs'),
      path.join(ROOT, 'shared', 'src'),
      path.join(ROOT, 'shared', 'package.json'),
      // The shell's server bundles the server kit's build.
      ...(folder === 'shell' ? [path.join(ROOT, 'server-kit', 'dist')] : []),
      path.join(ROOT, 'tooling', 'webpack'),
      path.join(ROOT, 'pnpm-lock.yaml'),
    ],
  };
}

/** Missing or older than any of its sources. */
export function isStale(folder) {
  const { output, inputs } = buildInputs(folder);
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return inputs.some((input) => newestMtime(input) > built);
}

/**
 * Builds the server kit, the API and the browser packages whose production build is missing or
 * stale (`force`: all of them), the kit first (the others load it). One at a time: webpack on a
 * small machine is memory-hungry. Resolves true when every build succeeded.
 */
export async function buildProduction({ force = false, log = console.log } = {}) {
  const folders = ['server-kit', 'api', ...BROWSER_PACKAGES.map((p) => p.folder)];
  for (const folder of folders) {
    if (!force && !isStale(folder)) {
      log(`✓ ${folder}: production build is up to date`);
      continue;
    }
    log(`▶ building ${folder} …`);
    const code = await runPnpm(['--filter', `@koris/${folder}`, 'build']);
    if (code !== 0) {
      console.error(`✗ ${folder}: build failed (exit ${code})`);
      return false;
    }
  }
  return true;
}

/** The Chromium that the browser tests and benches drive: CHROMIUM_PATH, else tooling/chromium.json. */
export const CHROMIUM_BIN =
  process.env.CHROMIUM_PATH ||
  JSON.parse(readFileSync(path.join(ROOT, 'tooling', 'chromium.json'), 'utf8')).executablePath;

/**
 * The browser a bench drives, installed from Debian's apt as `pnpm test` does when it is
 * missing. False, with the reason printed, when it cannot be had.
 */
export async function ensureBrowser() {
  try {
    if (process.env.CHROMIUM_PATH && !existsSync(CHROMIUM_BIN)) {
      throw new Error(`CHROMIUM_PATH names ${CHROMIUM_BIN}, which is not there.`);
    }
    await ensurePackages([{ name: 'chromium', bin: CHROMIUM_BIN }]);
    return true;
  } catch (error) {
    console.error(`\nNot measuring: this bench drives Chromium.\n  ${error.message}`);
    return false;
  }
}
