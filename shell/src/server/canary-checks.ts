/**
 * The shell's server takes a failing canary back by itself (docs/deploy-remote.md, "Preview and
 * canary"). Every instance checks, on an interval, each remote whose release store it is given:
 * the page views and errors the visitors' browsers reported to the API, judged by the same
 * `canaryVerdict` as `status:remote`. A failing canary is ended in the store, where every shell
 * reads the rollout, and written into the API's activity log. Instances decide the same from
 * the same counts; a second end of an ended canary finds none and writes nothing.
 */
import type { RemoteName } from '@koris/shared/federation';
import { REMOTES } from '@koris/shared/federation/remotes';
import {
  canaryCheckIntervalMs,
  canaryThresholdsFrom,
  releaseStoreAt,
  storeRumCounts,
  watchCanary,
  type CanaryEnd,
  type ReleaseStore,
} from '@koris/releases';

type Env = Readonly<Record<string, string | undefined>>;

export interface CanaryCheckLog {
  info: (fields: object, message: string) => void;
  warn: (fields: object, message: string) => void;
}

/**
 * RELEASE_STORES: `mf-content=/srv/releases/mf-content,mf-media=s3://bucket/media`, the same
 * addresses `deploy:remote --to` is given. A remote not named is not checked.
 */
export function releaseStoresOf(raw: string | undefined): Map<RemoteName, string> {
  const stores = new Map<RemoteName, string>();
  for (const entry of (raw ?? '').split(',')) {
    if (!entry.trim()) continue;
    const at = entry.indexOf('=');
    const folder = entry.slice(0, at).trim();
    const to = entry.slice(at + 1).trim();
    const remote = (Object.keys(REMOTES) as RemoteName[]).find(
      (name) => REMOTES[name].folder === folder,
    );
    if (at < 1 || !remote || !to) {
      throw new Error(`RELEASE_STORES must list remote=store pairs, not "${entry.trim()}".`);
    }
    stores.set(remote, to);
  }
  return stores;
}

export interface CanaryChecksOptions {
  env: Env;
  /** The API the shell's server already talks to (API_URL). */
  apiOrigin: string;
  log: CanaryCheckLog;
  fetch?: typeof fetch;
  /** The stores (tests); by default those RELEASE_STORES names. */
  stores?: ReadonlyMap<RemoteName, ReleaseStore>;
}

/**
 * Starts the checks; resolves to the function that stops them, or null when no store is named
 * (nothing to check). Without RUM_API_TOKEN nothing can be counted: refused at start, so a
 * site that names its stores never runs canaries no one watches.
 */
export async function startCanaryChecks({
  env,
  apiOrigin,
  log,
  fetch: get = fetch,
  stores,
}: CanaryChecksOptions): Promise<(() => void) | null> {
  const named = stores ?? (await openStores(env));
  if (named.size === 0) return null;
  const token = env['RUM_API_TOKEN'];
  if (!token) throw new Error('RELEASE_STORES needs RUM_API_TOKEN to count the canaries.');
  const apiUrl = env['RUM_API_URL'] || `${apiOrigin.replace(/\/$/, '')}/api/`;
  const thresholds = canaryThresholdsFrom(env);
  const intervalMs = canaryCheckIntervalMs(env);
  const stops = [...named].map(([remote, store]) =>
    watchCanary({
      remote,
      store,
      thresholds,
      intervalMs,
      counts: storeRumCounts(store, { apiUrl, token, fetch: get }),
      onEnded: (ended) => recordEnd(REMOTES[remote].folder, ended),
      onError: (error) =>
        log.warn(
          { remote: REMOTES[remote].folder, reason: (error as Error).message },
          'the canary was not checked',
        ),
    }),
  );

  async function recordEnd(folder: string, ended: CanaryEnd) {
    log.info({ remote: folder, release: ended.release, reason: ended.reason }, 'canary ended');
    const base = apiUrl.endsWith('/') ? apiUrl : `${apiUrl}/`;
    try {
      const res = await get(new URL('activity/canary-ended', base), {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ remote: folder, release: ended.release, reason: ended.reason }),
        signal: AbortSignal.timeout(5_000),
      });
      await res.body?.cancel();
      if (!res.ok) throw new Error(`the API answered ${res.status}`);
    } catch (error) {
      // The canary is ended all the same; the store's history and the log keep it.
      log.warn(
        { remote: folder, reason: (error as Error).message },
        'the canary end is not in the activity log',
      );
    }
  }

  return () => stops.forEach((stop) => stop());
}

async function openStores(env: Env): Promise<Map<RemoteName, ReleaseStore>> {
  const stores = new Map<RemoteName, ReleaseStore>();
  for (const [remote, to] of releaseStoresOf(env['RELEASE_STORES'])) {
    stores.set(remote, await releaseStoreAt(to, { defaultDir: to, env, log: () => undefined }));
  }
  return stores;
}
