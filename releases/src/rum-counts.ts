/**
 * Page views and errors per release from the site's real-user reports: the API's staff summary
 * (`GET /api/rum/summary`), whose releases are named as the visitors' browsers name them, by
 * the first 12 hex digits of the SHA-1 of the release's `mf-manifest.json` text. The stores
 * name releases by a SHA-256 of all their files instead, so each release's manifest is hashed
 * here the way the browsers do, and the counts are handed on under the store's ids.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ReleaseCounts, ReleaseCountsSource } from './release-counts.js';

/** A release's name in the real-user reports: 12 hex digits of its manifest text's SHA-1. */
export const rumReleaseKey = (manifestText: string): string =>
  createHash('sha1').update(manifestText).digest('hex').slice(0, 12);

/** The part of the API's summary read here. */
interface SummaryRelease extends ReleaseCounts {
  remote: string;
  release: string;
  previous: (ReleaseCounts & { release: string }) | null;
  /** Every release of the remote seen in the window (an API without it gives only two). */
  seen?: (ReleaseCounts & { release: string })[];
}

/** A store release and its manifest's text, to be matched with the reports' names. */
export interface KnownRelease {
  id: string;
  manifest: string;
}

export interface RumCountsOptions {
  /** The API's address, `https://site/api` (`RUM_API_URL`). */
  apiUrl: string;
  /** A bearer token of a staff account allowed to read the summary (`RUM_API_TOKEN`). */
  token: string;
  /** The releases of a remote worth counting (the current one and the canary). */
  releasesOf: (remote: string) => Promise<readonly KnownRelease[]>;
  fetch?: typeof fetch;
  /** How long one read may take. */
  timeoutMs?: number;
}

/** The reports name a remote by its folder (`mf-content`), the federation by `mf_content`. */
const reportName = (remote: string) => remote.replaceAll('_', '-');

/**
 * The summary of the last 24 hours. It names, per remote, every release seen in that time: the
 * newest and the one before are not enough, since a preview, the current release and a canary
 * are often first seen within the same hour.
 */
export function rumCountsSource(options: RumCountsOptions): ReleaseCountsSource {
  const get = options.fetch ?? fetch;
  const base = options.apiUrl.endsWith('/') ? options.apiUrl : `${options.apiUrl}/`;
  return async (remote) => {
    const res = await get(new URL('rum/summary?window=24h', base), {
      headers: { authorization: `Bearer ${options.token}`, accept: 'application/json' },
      signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
    });
    if (!res.ok) throw new Error(`the real-user summary answered ${res.status}`);
    const summary = (await res.json()) as { releases?: SummaryRelease[] };
    const byKey = new Map<string, ReleaseCounts>();
    for (const row of summary.releases ?? []) {
      if (row.remote !== reportName(remote)) continue;
      byKey.set(row.release, { views: row.views, errors: row.errors });
      if (row.previous) {
        byKey.set(row.previous.release, {
          views: row.previous.views,
          errors: row.previous.errors,
        });
      }
      for (const seen of row.seen ?? []) {
        byKey.set(seen.release, { views: seen.views, errors: seen.errors });
      }
    }
    const counts = new Map<string, ReleaseCounts>();
    for (const { id, manifest } of await options.releasesOf(remote)) {
      const found = byKey.get(rumReleaseKey(manifest));
      if (found) counts.set(id, found);
    }
    return counts;
  };
}

/**
 * A release's manifest text as the browsers read it: from a folder store's release, or from
 * the address a bucket serves it at. Null when it cannot be read (the release is not counted).
 */
export async function releaseManifestText(
  store: { publicUrl: string | null; releaseDir?: (id: string) => string },
  id: string,
  get: typeof fetch = fetch,
): Promise<string | null> {
  try {
    if (store.releaseDir) {
      return await readFile(path.join(store.releaseDir(id), 'mf-manifest.json'), 'utf8');
    }
    if (!store.publicUrl) return null;
    const res = await get(new URL(`releases/${id}/mf-manifest.json`, store.publicUrl), {
      signal: AbortSignal.timeout(5000),
    });
    return res.ok ? await res.text() : null;
  } catch {
    return null;
  }
}

/**
 * The counts of a store's current release and its canary, as the API's summary holds them: what
 * a canary check needs, read afresh at each check.
 */
export function storeRumCounts(
  store: {
    publicUrl: string | null;
    releaseDir?: (id: string) => string;
    current(): Promise<string | null>;
    rollout(): Promise<{ canary: { release: string } | null }>;
  },
  options: Omit<RumCountsOptions, 'releasesOf'>,
): ReleaseCountsSource {
  return rumCountsSource({
    ...options,
    releasesOf: async () => {
      const [current, { canary }] = await Promise.all([store.current(), store.rollout()]);
      const ids = [current, canary?.release].filter((id): id is string => Boolean(id));
      const found = await Promise.all(
        ids.map(async (id) => ({
          id,
          manifest: await releaseManifestText(store, id, options.fetch),
        })),
      );
      return found.filter((r): r is KnownRelease => r.manifest !== null);
    },
  });
}
