import { sql } from 'kysely';
import type { Database } from '../../../db/database';
import { ERRORS, VIEWS, bucketOf, hourOf, p75, rating, type RumMetric } from '../../../lib/rum';
import type { RumReport, RumSummary, RumWindow } from '../../../schemas/rum';

const HOUR_MS = 3_600_000;
const WINDOW_HOURS: Record<RumWindow, number> = { '24h': 24, '7d': 7 * 24 };

type Buckets = Map<number, number>;

function add(map: Map<string, Buckets>, key: string, bucket: number, n: number): void {
  let buckets = map.get(key);
  if (!buckets) map.set(key, (buckets = new Map()));
  buckets.set(bucket, (buckets.get(bucket) ?? 0) + n);
}

/** A percentile and its rating, as the summary states them. */
const total = (buckets: Buckets | undefined) =>
  buckets ? [...buckets.values()].reduce((a, b) => a + b, 0) : 0;

function measure(metric: RumMetric, buckets: Buckets | undefined) {
  const value = buckets ? p75(metric, buckets) : null;
  return { p75: value, rating: rating(metric, value), samples: total(buckets) };
}

/**
 * The real-user measurements: each report adds to counts per hour × route × remote × release ×
 * measure × bucket and is then forgotten.
 */
export function createRumRepository(db: Database) {
  const k = db.kysely;
  return {
    async record(report: RumReport, at = Date.now()): Promise<void> {
      const counts = new Map<string, { metric: string; bucket: number; n: number }>();
      const count = (metric: string, bucket: number, n: number) => {
        const key = `${metric}\n${bucket}`;
        const known = counts.get(key);
        if (known) known.n += n;
        else counts.set(key, { metric, bucket, n });
      };
      if (report.view) count(VIEWS, 0, 1);
      if (report.errors > 0) count(ERRORS, 0, report.errors);
      for (const { name, value } of report.metrics) count(name, bucketOf(name, value), 1);
      if (counts.size === 0) return;
      const hour = hourOf(at);
      await db.tally(
        k
          .insertInto('rum_counts')
          .values(
            [...counts.values()].map(({ metric, bucket, n }) => ({
              hour,
              route: report.route,
              remote: report.remote,
              release_key: report.release,
              metric,
              bucket,
              n,
            })),
          )
          .onConflict((oc) =>
            oc
              .columns(['hour', 'route', 'remote', 'release_key', 'metric', 'bucket'])
              .doUpdateSet((eb) => ({ n: eb('rum_counts.n', '+', eb.ref('excluded.n')) })),
          ),
      );
    },

    async summary(window: RumWindow, now = Date.now()): Promise<RumSummary> {
      const hours = WINDOW_HOURS[window];
      const first = Math.floor(now / HOUR_MS) * HOUR_MS - (hours - 1) * HOUR_MS;
      const since = new Date(first).toISOString();
      const rows = await db.all(
        k
          .selectFrom('rum_counts')
          .select(['route', 'hour', 'metric', 'bucket'])
          .select(sql<number>`CAST(SUM(n) AS BIGINT)`.as('n'))
          .where('hour', '>=', since)
          .where('metric', 'in', ['LCP', 'INP', 'CLS', VIEWS])
          .groupBy(['route', 'hour', 'metric', 'bucket']),
      );
      const byRoute = new Map<string, Buckets>();
      const byHour = new Map<string, Buckets>();
      for (const row of rows) {
        const n = Number(row.n);
        add(byRoute, `${row.route}\n${row.metric}`, row.bucket, n);
        if (row.metric === 'LCP' || row.metric === VIEWS) {
          add(byHour, `${row.route}\n${row.hour}\n${row.metric}`, row.bucket, n);
        }
      }
      const routes = [...new Set(rows.map((row) => row.route))];
      const hourList = Array.from({ length: hours }, (_, i) =>
        new Date(first + i * HOUR_MS).toISOString(),
      );
      const pages = routes
        .map((route) => ({
          route,
          views: total(byRoute.get(`${route}\n${VIEWS}`)),
          lcp: measure('LCP', byRoute.get(`${route}\nLCP`)),
          inp: measure('INP', byRoute.get(`${route}\nINP`)),
          cls: measure('CLS', byRoute.get(`${route}\nCLS`)),
          hourly: hourList.map((hour) => {
            const lcp = byHour.get(`${route}\n${hour}\nLCP`);
            return {
              hour,
              lcp_p75: lcp ? p75('LCP', lcp) : null,
              views: total(byHour.get(`${route}\n${hour}\n${VIEWS}`)),
            };
          }),
        }))
        .sort((a, b) => b.views - a.views || a.route.localeCompare(b.route));

      // Which release is newest is told by when it was first seen, over every day kept.
      const windowed = (metric: string) =>
        sql<number>`CAST(SUM(CASE WHEN metric = ${metric} AND hour >= ${since} THEN n ELSE 0 END) AS BIGINT)`;
      const releaseRows = await db.all(
        k
          .selectFrom('rum_counts')
          .select(['remote', 'release_key'])
          .select(sql<string>`MIN(hour)`.as('first_hour'))
          .select(windowed(ERRORS).as('errors'))
          .select(windowed(VIEWS).as('views'))
          .where('metric', 'in', [VIEWS, ERRORS])
          .groupBy(['remote', 'release_key']),
      );
      const byRemote = new Map<string, typeof releaseRows>();
      for (const row of releaseRows) {
        byRemote.set(row.remote, [...(byRemote.get(row.remote) ?? []), row]);
      }
      const releases = [...byRemote.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([remote, list]) => {
          const [newest, previous] = list.sort(
            (a, b) =>
              b.first_hour.localeCompare(a.first_hour) ||
              a.release_key.localeCompare(b.release_key),
          );
          // An hour is coarse: a preview, a canary and the current release are often all
          // first seen within one, so "newest and previous" alone can leave out the canary.
          const seen = list
            .filter((row) => Number(row.views) > 0 || Number(row.errors) > 0)
            .map((row) => ({
              release: row.release_key,
              errors: Number(row.errors),
              views: Number(row.views),
            }));
          return {
            remote,
            release: newest!.release_key,
            errors: Number(newest!.errors),
            views: Number(newest!.views),
            previous: previous
              ? {
                  release: previous.release_key,
                  errors: Number(previous.errors),
                  views: Number(previous.views),
                }
              : null,
            seen,
          };
        });
      return { window, pages, releases };
    },

    /** Counts of hours before `before` (ISO): how many rows went. */
    async purge(before: string): Promise<number> {
      const { changes } = await db.run(k.deleteFrom('rum_counts').where('hour', '<', before));
      return changes;
    },
  };
}

export type RumRepository = ReturnType<typeof createRumRepository>;
