/** What the tests of this package share: a free port, a live shell's build, the commands run as pnpm runs them. */
import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';

const ROOT = path.resolve(__dirname, '../..');
const run = promisify(execFile);

/** A port nothing listens on now (the system's pick for port 0). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A live shell's build in `parent`: its manifest with React `react` and the `extra` singletons. */
export function writeShell(
  parent: string,
  react: string,
  extra: Record<string, string> = {},
): string {
  const dir = path.join(parent, `shell-${react}`);
  mkdirSync(dir, { recursive: true });
  const shared = Object.entries({ react, ...extra }).map(([name, version]) => ({ name, version }));
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name: 'shell', shared }));
  return dir;
}

export interface CommandRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs scripts/<name>.mjs as `pnpm deploy:remote`, `rollback:remote`, `promote:remote` and `status:remote` do. */
export async function runScript(
  name: 'deploy-remote' | 'rollback-remote' | 'promote-remote' | 'status-remote',
  args: string[],
  env: Record<string, string> = {},
): Promise<CommandRun> {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      [path.join(ROOT, 'scripts', `${name}.mjs`), ...args],
      { env: { ...process.env, ...env } },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as CommandRun;
    return { code, stdout, stderr };
  }
}
