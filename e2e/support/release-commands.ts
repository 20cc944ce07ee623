/**
 * The release commands as their users run them: `pnpm deploy:remote` and `pnpm rollback:remote`
 * (scripts/<name>.mjs), from the repository's root, with `env` over the test's environment.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { ROOT } from './site';

const run = promisify(execFile);

/** The command's exit code and output (a failure is a result, not a throw). */
export async function releaseCommand(
  name: 'deploy-remote' | 'rollback-remote' | 'promote-remote' | 'status-remote',
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      [path.join(ROOT, 'scripts', `${name}.mjs`), ...args],
      { cwd: ROOT, env: { ...process.env, ...env } },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

/** `pnpm deploy:remote REMOTE --to TO [--from BUILD] --shell SHELL`. */
export function deployRemote(
  { remote, to, from, shell }: { remote: string; to: string; from?: string; shell: string },
  env: Record<string, string> = {},
) {
  const build = from ? ['--from', from] : [];
  return releaseCommand('deploy-remote', [remote, '--to', to, ...build, '--shell', shell], env);
}
