/**
 * `pnpm rollback:remote <name> [release] [--to DIR] [--shell URL] [--list]`: ends a remote's
 * canary when it has one (every visitor gets the current release again); otherwise makes an
 * earlier release current again (by default the one deployed before the current one).
 * Nothing is rebuilt or copied into the store: the remote's server (or the bucket) serves it
 * from the visitor's next load.
 */
import type { ReleaseMeta } from '../store.js';
import { UsageError, readCommandLine, type CommandContext } from './cli.js';
import { endCanary } from './rollout.js';
import { assertSameMajors, liveShellShared } from './shell-shared.js';

export const ROLLBACK_USAGE = `Usage: pnpm rollback:remote <name> [release] [--to DIR|s3://BUCKET/PREFIX] [--shell URL] [--list]
  <name>        mf-content, mf-media, mf-admission or mf-account
  [release]     the release id (or a unique prefix); default: end the canary if there is
                one, else the one before the current one
  --to DIR      the remote's release store (default: <remote>/releases), or its bucket:
                s3://BUCKET/PREFIX, as given to deploy:remote
  --shell URL   the live shell whose shared majors the release must match (URL or build path)
  --list        print the releases (current marked) and change nothing`;

export async function rollbackRemote(argv: readonly string[], context: CommandContext) {
  const line = readCommandLine(
    argv,
    { usage: ROLLBACK_USAGE, more: { list: { type: 'boolean' } }, extra: 1 },
    context,
  );
  if (!line) return;
  const { remote, values, positionals } = line;
  const store = await line.store();
  const releases = await store.list();
  const current = await store.current();
  if (releases.length === 0) {
    throw new UsageError(`${remote.folder} has no releases in ${store.location}.`);
  }

  if (values.list) {
    for (const r of releases) {
      console.log(`${r.id === current ? '→' : ' '} ${r.id}  ${r.createdAt}  ${r.files} files`);
    }
    return;
  }

  if (!positionals[1]) {
    const ended = await endCanary(store, 'rollback', 'ended by pnpm rollback:remote');
    if (ended) {
      console.log(
        `✓ ${remote.folder}: the canary ${ended} is ended; every visitor gets ${current} again ` +
          'from their next page load.',
      );
      return;
    }
  }

  let target: ReleaseMeta | undefined;
  if (positionals[1]) {
    target = await store.find(positionals[1]);
  } else {
    const index = releases.findIndex((r) => r.id === current);
    target = index > 0 ? releases[index - 1] : undefined;
    if (!target) {
      throw new UsageError(
        `${current ?? 'No release'} is the oldest release of ${remote.folder}: nothing earlier to roll back to.`,
      );
    }
  }
  if (target.id === current) {
    console.log(`✓ ${remote.folder}: ${target.id} is already current`);
    return;
  }

  const shell = await liveShellShared(values.shell, context);
  assertSameMajors(remote.name, target.shared ?? {}, shell);
  await store.activate(target.id, 'rollback');
  console.log(
    `✓ ${remote.folder}: ${target.id} (deployed ${target.createdAt}) is current again` +
      `${current ? `, instead of ${current}` : ''}. Visitors get it on their next page load.`,
  );
}
