/**
 * Page views and errors per release of a remote, as the visitors' browsers reported them: what
 * `pnpm status:remote` prints and what ends a failing canary on its own. Whatever gathers the
 * reports feeds them through this one shape.
 */

/** What was counted of one release since it was first served. */
export interface ReleaseCounts {
  views: number;
  errors: number;
}

/** Release id → its counts; a release missing from the map has none yet. */
export type ReleaseCountsSource = (remote: string) => Promise<ReadonlyMap<string, ReleaseCounts>>;

/** Errors per page view, 0 before the first view. */
export const errorRate = ({ views, errors }: ReleaseCounts): number =>
  views > 0 ? errors / views : 0;
