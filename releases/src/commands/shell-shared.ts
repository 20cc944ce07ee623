/**
 * The shared-major check of a deploy and a rollback: the live shell's shared versions, and the
 * refusal of a release built against another major of any of them (the shell would refuse to
 * load it).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sharedMismatches } from '@koris/shared/federation/singletons';
import { sharedVersionsOf, type FederationManifest } from '../build.js';
import { UsageError } from './cli.js';

export interface ShellShared {
  versions: Record<string, string>;
  /** Where they were read: the shell's URL or the manifest file. */
  source: string;
}

function readManifest(file: string): FederationManifest {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as FederationManifest;
  } catch (error) {
    throw new UsageError(
      `${file} is not a readable federation manifest (${(error as Error).message}).`,
    );
  }
}

const LOCAL_SHELL = 'http://localhost:8080';

/**
 * The shared versions of the live shell: its `mf-manifest.json` from `--shell` (or SHELL_URL),
 * a URL of the running shell or the path of its build (a folder or the manifest file). Without
 * either, the shell on http://localhost:8080 when it answers, else `<root>/shell/dist` (what
 * `pnpm start` serves).
 */
export async function liveShellShared(
  shellOption: string | undefined,
  {
    root,
    cwd = process.cwd(),
    env = process.env,
  }: { root: string; cwd?: string; env?: Readonly<Record<string, string | undefined>> },
  log: (line: string) => void = console.log,
): Promise<ShellShared> {
  const explicit = shellOption || env.SHELL_URL;
  if (explicit && !/^https?:\/\//.test(explicit)) {
    const given = path.resolve(cwd, explicit);
    const file = given.endsWith('.json') ? given : path.join(given, 'mf-manifest.json');
    if (!existsSync(file)) throw new UsageError(`No shell manifest at ${file}.`);
    return { versions: sharedVersionsOf(readManifest(file)), source: file };
  }
  const url = new URL('/mf-manifest.json', explicit || LOCAL_SHELL).href;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
    return {
      versions: sharedVersionsOf((await response.json()) as FederationManifest),
      source: url,
    };
  } catch (error) {
    if (explicit) {
      throw new UsageError(
        `The shell at ${explicit} did not give its manifest (${url}: ${(error as Error).message}). ` +
          'Without it the shared versions cannot be checked.',
      );
    }
  }
  const local = path.join(root, 'shell', 'dist', 'mf-manifest.json');
  if (!existsSync(local)) {
    throw new UsageError(
      `No live shell answered at ${LOCAL_SHELL} and there is no shell/dist build to compare ` +
        'with. Give the live shell with --shell https://… (or SHELL_URL).',
    );
  }
  log(`  (no shell answered at ${LOCAL_SHELL}: comparing with ${path.relative(root, local)})`);
  return { versions: sharedVersionsOf(readManifest(local)), source: local };
}

/** Throws when `built` (name → version) has another major than the shell for any shared name. */
export function assertSameMajors(
  remoteName: string,
  built: Readonly<Record<string, string>>,
  shell: ShellShared,
): void {
  const mismatches = sharedMismatches(built, shell.versions);
  if (mismatches.length === 0) return;
  const lines = mismatches.map(
    (m) => `  ${m.name}: built against ${m.built}, the live shell runs ${m.running}`,
  );
  throw new UsageError(
    `Refused: ${remoteName} was built against other shared majors than the live shell ` +
      `(${shell.source}):\n${lines.join('\n')}\n` +
      'The shell would refuse to load it. Build it against the shell’s majors, or upgrade the shell first.',
  );
}
