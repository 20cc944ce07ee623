/**
 * `pnpm watch:canary <name> [--to DIR|s3://BUCKET/PREFIX]`: runs beside the shells and ends the
 * remote's canary on its own once the real-user reports show it failing (canary-watch.ts).
 * One process per remote store, so a canary is judged and ended by one writer.
 */
import { canaryThresholdsFrom } from '../canary-verdict.js';
import { MAX_CANARY_CHECK_MS, watchCanary } from '../canary-watch.js';
import { readCommandLine, UsageError, type CommandContext } from './cli.js';
import { countsFromEnv } from './status.js';

export const WATCH_USAGE = `Usage: pnpm watch:canary <name> [--to DIR|s3://BUCKET/PREFIX]
  <name>        mf-content, mf-media, mf-admission or mf-account
  --to DIR      the remote's release store, as given to deploy:remote
Needs RUM_API_URL and RUM_API_TOKEN; CANARY_CHECK_SECONDS, CANARY_MIN_VIEWS,
CANARY_ERROR_RATIO and CANARY_ERROR_RATE as in docs/environment.md.`;

/** Seconds between two checks: 1 to 60, 30 by default. */
export function checkIntervalMs(env: Readonly<Record<string, string | undefined>>): number {
  const raw = env.CANARY_CHECK_SECONDS;
  if (raw === undefined || raw.trim() === '') return 30_000;
  const seconds = Number(raw);
  if (!Number.isInteger(seconds) || seconds < 1 || seconds * 1000 > MAX_CANARY_CHECK_MS) {
    throw new UsageError(`CANARY_CHECK_SECONDS must be a whole number from 1 to 60, not "${raw}".`);
  }
  return seconds * 1000;
}

/** Starts watching; the function it resolves to stops it. */
export async function watchCanaryCommand(
  argv: readonly string[],
  context: CommandContext,
): Promise<(() => void) | undefined> {
  const line = readCommandLine(argv, { usage: WATCH_USAGE, more: {} }, context);
  if (!line) return undefined;
  const env = context.env ?? process.env;
  const thresholds = canaryThresholdsFrom(env);
  const intervalMs = checkIntervalMs(env);
  const store = await line.store();
  const counts =
    context.counts ??
    (async (remote: string) => {
      const [current, { canary }] = await Promise.all([store.current(), store.rollout()]);
      const ids = [current, canary?.release].filter((id): id is string => Boolean(id));
      const source = countsFromEnv(env, store, ids);
      if (!source) throw new UsageError(WATCH_USAGE);
      return source(remote);
    });
  if (!context.counts && !countsFromEnv(env, store, [])) throw new UsageError(WATCH_USAGE);
  console.log(
    `Watching the canaries of ${line.remote.folder} (${store.location}) every ${intervalMs / 1000} s`,
  );
  return watchCanary({
    remote: line.remote.name,
    store,
    counts,
    thresholds,
    intervalMs,
    onEnded: (ended) =>
      console.log(`${ended.at} the canary ${ended.release} is ended: ${ended.reason}`),
    onError: (error) => console.error(`✗ the canary was not checked: ${(error as Error).message}`),
  });
}
