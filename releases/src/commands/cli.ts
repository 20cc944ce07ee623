/**
 * What `pnpm deploy:remote`, `rollback:remote`, `promote:remote` and `status:remote` share:
 * their command line (which remote,
 * `--to`, `--shell`, `--help`), the store `--to` names, and how a failure is printed.
 */
import path from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { REMOTES } from '@koris/shared/federation/remotes';
import { releaseStoreAt } from '../open-store.js';
import type { ReleaseStore } from '../store.js';
import type { ReleaseCountsSource } from '../release-counts.js';

/** A failure the person running the command can act on: printed without a stack. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** Where the commands run: the repository's root (remote folders, shell/dist). */
export interface CommandContext {
  root: string;
  /** Relative paths on the command line are read from here. */
  cwd?: string;
  env?: Readonly<Record<string, string | undefined>>;
  /** Where status:remote reads each release's page views and errors (none: not reported). */
  counts?: ReleaseCountsSource;
  /** The clock (tests). */
  now?: () => number;
}

/** A remote of the one list, with its folder in this repository. */
export interface Remote {
  /** Federation name, `mf_content`. */
  name: string;
  folder: string;
  pkg: string;
  port: number;
  /** The shell's variable for its address, `REMOTE_CONTENT_URL`. */
  env: string;
  dir: string;
}

/** `mf-content`, `mf_content`, `content` or `@koris/mf-content` → the remote. */
export function findRemote(given: string | undefined, root: string): Remote {
  const key = String(given ?? '').trim();
  for (const [name, remote] of Object.entries(REMOTES)) {
    if ([name, remote.folder, remote.folder.replace(/^mf-/, ''), remote.pkg].includes(key)) {
      return { name, ...remote, dir: path.join(root, remote.folder) };
    }
  }
  const known = Object.values(REMOTES)
    .map((r) => r.folder)
    .join(', ');
  throw new UsageError(
    key ? `Unknown remote "${key}". Remotes: ${known}.` : `Name a remote: ${known}.`,
  );
}

type Options = NonNullable<ParseArgsConfig['options']>;

/** The options both commands take. */
const COMMON = {
  to: { type: 'string' },
  shell: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const satisfies Options;

/** The options of either command, as read. */
export interface Values {
  to?: string;
  shell?: string;
  from?: string;
  list?: boolean;
  preview?: boolean;
  canary?: string;
  help?: boolean;
}

export interface CommandLine {
  remote: Remote;
  values: Values;
  positionals: string[];
  /** The release store `--to` names (a bad address throws here, before any request). */
  store(): Promise<ReleaseStore>;
}

/**
 * Reads a command line: `<name>` and up to `extra` more positionals, the common options and
 * `more`. Null after printing the usage for `--help`.
 */
export function readCommandLine(
  argv: readonly string[],
  { usage, more, extra = 0 }: { usage: string; more: Options; extra?: number },
  { root, cwd = process.cwd(), env = process.env }: CommandContext,
): CommandLine | null {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      options: { ...COMMON, ...more },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n\n${usage}`);
  }
  const values = parsed.values as Values;
  const { positionals } = parsed;
  if (values.help) {
    console.log(usage);
    return null;
  }
  if (positionals.length < 1 || positionals.length > 1 + extra) throw new UsageError(usage);
  const remote = findRemote(positionals[0], root);
  return {
    remote,
    values,
    positionals,
    store: () =>
      releaseStoreAt(values.to, { defaultDir: path.join(remote.dir, 'releases'), cwd, env }),
  };
}

/** Runs a command, printing any failure as one line `✗ message` (never a stack), exit code 1. */
export async function runCommand(
  command: (argv: readonly string[], context: CommandContext) => Promise<void>,
  context: CommandContext,
  argv: readonly string[] = process.argv.slice(2),
): Promise<void> {
  try {
    await command(argv, context);
  } catch (error) {
    console.error(`✗ ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
