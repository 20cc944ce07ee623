/**
 * `pnpm status:remote <name> [--to DIR]`: the current release of a remote, its canary and the
 * canary's share, how the last canary ended, and each of these releases' page views and error
 * rate as the visitors' browsers reported them.
 */
import { errorRate, type ReleaseCounts } from '../release-counts.js';
import { readCommandLine, type CommandContext } from './cli.js';

export const STATUS_USAGE = `Usage: pnpm status:remote <name> [--to DIR|s3://BUCKET/PREFIX]
  <name>        mf-content, mf-media, mf-admission or mf-account
  --to DIR      the remote's release store (default: <remote>/releases), or its bucket:
                s3://BUCKET/PREFIX, as given to deploy:remote`;

const percent = (rate: number) => `${(rate * 100).toFixed(1)} %`;

function countsLine(counts: ReleaseCounts | undefined): string {
  if (!counts || counts.views === 0) return 'no page views reported yet';
  return `${counts.views} page views, ${counts.errors} errors (${percent(errorRate(counts))})`;
}

export async function statusRemote(argv: readonly string[], context: CommandContext) {
  const line = readCommandLine(argv, { usage: STATUS_USAGE, more: {} }, context);
  if (!line) return;
  const { remote } = line;
  const store = await line.store();
  const [current, { canary, lastEnded }] = await Promise.all([store.current(), store.rollout()]);
  const counts = context.counts ? await context.counts(remote.name) : null;
  console.log(`${remote.folder} (${store.location})`);
  console.log(`  current  ${current ?? 'none: never deployed'}`);
  console.log(
    canary
      ? `  canary   ${canary.release}  ${canary.percent} % of visitors since ${canary.since}`
      : '  canary   none',
  );
  if (lastEnded) {
    console.log(
      `  last canary ${lastEnded.release} ended ${lastEnded.at} (${lastEnded.action}): ${lastEnded.reason}`,
    );
  }
  const shown = [current, canary?.release].filter((id): id is string => Boolean(id));
  if (shown.length === 0) return;
  if (!counts) {
    console.log('  page views and errors: this site reports none to the command yet');
    return;
  }
  for (const id of shown) console.log(`  ${id}  ${countsLine(counts.get(id))}`);
}
