/**
 * `pnpm promote:remote <name> [--to DIR] [--shell URL]`: makes a remote's canary current for
 * every visitor and ends the canary.
 */
import { UsageError, readCommandLine, type CommandContext } from './cli.js';
import { assertSameMajors, liveShellShared } from './shell-shared.js';

export const PROMOTE_USAGE = `Usage: pnpm promote:remote <name> [--to DIR|s3://BUCKET/PREFIX] [--shell URL]
  <name>        mf-content, mf-media, mf-admission or mf-account
  --to DIR      the remote's release store (default: <remote>/releases), or its bucket:
                s3://BUCKET/PREFIX, as given to deploy:remote
  --shell URL   the live shell whose shared majors the canary must match (URL or build path)`;

export async function promoteRemote(argv: readonly string[], context: CommandContext) {
  const line = readCommandLine(argv, { usage: PROMOTE_USAGE, more: {} }, context);
  if (!line) return;
  const { remote, values } = line;
  const store = await line.store();
  const { canary, lastEnded } = await store.rollout();
  if (!canary) {
    throw new UsageError(
      `${remote.folder} has no canary to promote` +
        (lastEnded ? ` (the last one, ${lastEnded.release}, ended: ${lastEnded.reason}).` : '.'),
    );
  }
  const target = await store.find(canary.release);
  assertSameMajors(remote.name, target.shared ?? {}, await liveShellShared(values.shell, context));
  const { previous } = await store.activate(canary.release, 'promote');
  await store.setRollout({
    canary: null,
    lastEnded: {
      release: canary.release,
      at: new Date().toISOString(),
      action: 'promote',
      reason: 'promoted to every visitor',
    },
  });
  console.log(
    `✓ ${remote.folder}: the canary ${canary.release} is current for every visitor` +
      `${previous ? ` (was ${previous})` : ''}.`,
  );
  if (previous) {
    console.log(
      `  undo: pnpm rollback:remote ${remote.folder} ${previous}${values.to ? ` --to ${values.to}` : ''}`,
    );
  }
}
