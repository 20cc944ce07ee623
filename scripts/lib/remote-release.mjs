/**
 * What `pnpm deploy:remote` and `pnpm rollback:remote` share: argument parsing, which remote,
 * where its release store is, and the shared-major check against the live shell.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ReleaseStore, sharedVersionsOf } from '../../tooling/serve/releases.mjs';

const require = createRequire(import.meta.url);
const { REMOTES } = require('@koris/shared/federation/remotes');
const { sharedMismatches } = require('@koris/shared/federation/singletons');
export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');

/** A failure the person running the script can act on: printed without a stack. */
export class UsageError extends Error {}

/** `mf-content`, `mf_content` or `content` → the remote's entry in the one list of remotes (@koris/shared/federation). */
export function findRemote(given) {
  const key = String(given ?? '').trim();
  for (const [name, remote] of Object.entries(REMOTES)) {
    if ([name, remote.folder, remote.folder.replace(/^mf-/, ''), remote.pkg].includes(key)) {
      return { name, ...remote, dir: path.join(ROOT, remote.folder) };
    }
  }
  const known = Object.values(REMOTES)
    .map((r) => r.folder)
    .join(', ');
  throw new UsageError(
    key ? `Unknown remote "${key}". Remotes: ${known}.` : `Name a remote: ${known}.`,
  );
}

export function parse(argv, options, usage) {
  try {
    return parseArgs({ args: argv, options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(`${error.message}\n\n${usage}`);
  }
}

/**
 * The remote's release store: `--to s3://BUCKET/PREFIX` (a bucket, tooling/serve/s3-releases.mjs),
 * `--to DIR`, else `<remote folder>/releases`. Both stores answer the same calls; the bucket's
 * are asynchronous, so callers await every one.
 */
export async function storeFor(remote, to, log = console.log) {
  if (to && /^s3:/i.test(to)) {
    // Loaded only for a bucket: a deploy to a folder does not load the AWS SDK.
    const { S3ReleaseStore, parseS3Url } = await import('../../tooling/serve/s3-releases.mjs');
    return new S3ReleaseStore({ ...parseS3Url(to), log });
  }
  return new ReleaseStore(to ? path.resolve(process.cwd(), to) : path.join(remote.dir, 'releases'));
}

function readManifest(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new UsageError(`${file} is not a readable federation manifest (${error.message}).`);
  }
}

/**
 * The shared versions of the live shell: its `mf-manifest.json` from `--shell` (or SHELL_URL),
 * a URL of the running shell or the path of its build (a folder or the manifest file). Without
 * either, the shell on http://localhost:8080 when it answers, else shell/dist (what
 * `pnpm start` serves). Returns `{ versions, source }`.
 */
export async function liveShellShared(shellOption, log) {
  const explicit = shellOption || process.env.SHELL_URL;
  if (explicit && !/^https?:\/\//.test(explicit)) {
    const given = path.resolve(process.cwd(), explicit);
    const file = given.endsWith('.json') ? given : path.join(given, 'mf-manifest.json');
    if (!existsSync(file)) throw new UsageError(`No shell manifest at ${file}.`);
    return { versions: sharedVersionsOf(readManifest(file)), source: file };
  }
  const url = new URL('/mf-manifest.json', explicit || 'http://localhost:8080').href;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
    return { versions: sharedVersionsOf(await response.json()), source: url };
  } catch (error) {
    if (explicit) {
      throw new UsageError(
        `The shell at ${explicit} did not give its manifest (${url}: ${error.message}). ` +
          'Without it the shared versions cannot be checked.',
      );
    }
  }
  const local = path.join(ROOT, 'shell', 'dist', 'mf-manifest.json');
  if (!existsSync(local)) {
    throw new UsageError(
      'No live shell answered at http://localhost:8080 and there is no shell/dist build to compare ' +
        'with. Give the live shell with --shell https://… (or SHELL_URL).',
    );
  }
  log(
    `  (no shell answered at http://localhost:8080: comparing with ${path.relative(ROOT, local)})`,
  );
  return { versions: sharedVersionsOf(readManifest(local)), source: local };
}

/** Throws when `built` (name → version) has another major than the shell for any shared name. */
export function assertSameMajors(remoteName, built, shell) {
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

/** Runs a script's main, printing a UsageError's message (never a stack) and exiting 1. */
export async function runMain(main) {
  try {
    await main(process.argv.slice(2));
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`✗ ${error.message}`);
    } else {
      console.error(`✗ ${error?.message ?? error}`);
    }
    process.exitCode = 1;
  }
}
