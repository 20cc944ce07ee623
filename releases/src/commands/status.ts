/**
 * `pnpm status:remote <name> [--to DIR]`: the current release of a remote, its canary and the
 * canary's share, how the last canary ended, and each of these releases' page views and error
 * rate as the visitors' browsers reported them.
 */
import { canaryThresholdsFrom, canaryVerdict } from '../canary-verdict.js';
import { errorRate, type ReleaseCounts, type ReleaseCountsSource } from '../release-counts.js';
import { releaseManifestText, rumCountsSource } from '../rum-counts.js';
import type { ReleaseStore } from '../store.js';
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

/**
 * The counts of the site's real-user reports when RUM_API_URL and RUM_API_TOKEN name the API
 * and a staff token allowed to read its summary; none otherwise.
 */
export function countsFromEnv(
  env: Readonly<Record<string, string | undefined>>,
  store: ReleaseStore,
  ids: readonly string[],
): ReleaseCountsSource | undefined {
  const { RUM_API_URL: apiUrl, RUM_API_TOKEN: token } = env;
  if (!apiUrl || !token) return undefined;
  return rumCountsSource({
    apiUrl,
    token,
    releasesOf: async () => {
      const found = await Promise.all(
        ids.map(async (id) => ({ id, manifest: await releaseManifestText(store, id) })),
      );
      return found.filter((r): r is { id: string; manifest: string } => r.manifest !== null);
    },
  });
}

export async function statusRemote(argv: readonly string[], context: CommandContext) {
  const line = readCommandLine(argv, { usage: STATUS_USAGE, more: {} }, context);
  if (!line) return;
  const { remote } = line;
  const store = await line.store();
  const [current, { canary, lastEnded }] = await Promise.all([store.current(), store.rollout()]);
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
  const env = context.env ?? process.env;
  const source = context.counts ?? countsFromEnv(env, store, shown);
  let counts: ReadonlyMap<string, ReleaseCounts> | null = null;
  try {
    counts = source ? await source(remote.name) : null;
  } catch (error) {
    console.log(`  page views and errors: not read (${(error as Error).message})`);
    return;
  }
  if (!counts) {
    console.log('  page views and errors: this site reports none to the command yet');
    return;
  }
  for (const id of shown) console.log(`  ${id}  ${countsLine(counts.get(id))}`);
  if (canary) {
    const verdict = canaryVerdict(
      current ? counts.get(current) : undefined,
      counts.get(canary.release),
      canaryThresholdsFrom(env),
    );
    if (verdict.end) console.log(`  the canary fails its thresholds: ${verdict.reason}`);
  }
}
