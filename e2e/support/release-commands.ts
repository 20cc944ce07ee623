/**
 * The release commands as their users run them: `pnpm deploy:remote` and `pnpm rollback:remote`
 * (scripts/<name>.mjs), from the repository's root, with `env` over the test's environment.
 */
import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { ROOT } from './site';
import { expect, type Page } from './test';

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

/** Removes release stores and builds a spec made (releases are read-only on purpose). */
export async function removeReleaseFolders(dirs: readonly (string | undefined)[]): Promise<void> {
  for (const dir of dirs) {
    if (!dir) continue;
    await run('chmod', ['-R', 'u+w', dir]).catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  }
}

const exact = (text: string) => new RegExp(`^\\s*${text.replace(/[()]/g, '\\$&')}\\s*$`);

/** The events page's heading, drawn by mf-content (the text its release shows). */
export async function eventsHeading(page: Page, text: string) {
  await expect(
    page.locator('main [data-boundary="mf-content"]').getByRole('heading', { name: exact(text) }),
  ).toBeVisible();
}
