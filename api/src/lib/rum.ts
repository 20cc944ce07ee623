/**
 * What a real-user report may name, and how its numbers are kept: counts in buckets of fixed
 * bounds, so that the 75th percentile is known within one bucket's width and a raw report is
 * never needed again.
 */

/**
 * The site's route patterns (the shell's route table): a report names one of them, never an
 * address. The shell's tests check that its table and this list (through api/openapi.json)
 * stay the same.
 */
export const RUM_ROUTES = [
  '/',
  '/en',
  '/en/about-us',
  '/events',
  '/archive',
  '/about-us',
  '/history',
  '/iesaisties',
  '/pievienojies',
  '/celies_lidzi',
  '/games/dziptcha',
  '/videos',
  '/photo',
  '/photo/gallery/:id',
  '/vara_saknes',
  '/uznemsana',
  '/uznemsana_pieteikumi',
] as const;

/** Who owns a page: one of the four remotes, or the shell itself. */
export const RUM_REMOTES = [
  'mf-content',
  'mf-media',
  'mf-admission',
  'mf-account',
  'shell',
] as const;

export const RUM_METRICS = ['LCP', 'INP', 'CLS', 'TTFB', 'FCP'] as const;
export type RumMetric = (typeof RUM_METRICS)[number];

/** Page views and client errors are kept beside the measures, in bucket 0. */
export const VIEWS = 'views';
export const ERRORS = 'errors';

export const RELEASE_PATTERN = '^[A-Za-z0-9._-]{1,64}$';
export const MAX_MS = 60_000;
export const MAX_CLS = 10;
export const MAX_METRICS = 10;
export const MAX_ERRORS = 20;

function steps(from: number, to: number, step: number): number[] {
  const out: number[] = [];
  for (let i = 1; from + i * step <= to; i++) out.push(from + i * step);
  return out;
}

/**
 * Upper bounds of the buckets in milliseconds: fine where the thresholds are (every threshold
 * is a bound), coarser where nobody waits on purpose. A value goes in the first bucket whose
 * bound it does not exceed.
 */
const MS_BOUNDS = [
  ...steps(0, 1000, 25),
  ...steps(1000, 5000, 100),
  ...steps(5000, 10_000, 250),
  ...steps(10_000, MAX_MS, 1000),
];
/** CLS is unitless: hundredths up to 1, tenths beyond (integers first, so 0.1 is exact). */
const CLS_BOUNDS = [...steps(0, 100, 1), ...steps(10, MAX_CLS * 10, 1).map((n) => n * 10)].map(
  (n) => n / 100,
);

export const boundsOf = (metric: RumMetric): number[] =>
  metric === 'CLS' ? CLS_BOUNDS : MS_BOUNDS;

export function bucketOf(metric: RumMetric, value: number): number {
  const bounds = boundsOf(metric);
  const index = bounds.findIndex((bound) => value <= bound);
  return index === -1 ? bounds.length - 1 : index;
}

/**
 * The 75th percentile of the counted values: the upper bound of the bucket that holds it
 * (never lower than the truth, at most one bucket's width higher). Null without counts.
 */
export function p75(metric: RumMetric, counts: ReadonlyMap<number, number>): number | null {
  let total = 0;
  for (const n of counts.values()) total += n;
  if (total === 0) return null;
  const rank = Math.ceil(total * 0.75);
  const bounds = boundsOf(metric);
  let seen = 0;
  for (const bucket of [...counts.keys()].sort((a, b) => a - b)) {
    seen += counts.get(bucket)!;
    if (seen >= rank) return bounds[Math.min(bucket, bounds.length - 1)]!;
  }
  return bounds[bounds.length - 1]!;
}

export type Rating = 'good' | 'needs-improvement' | 'poor';

/** Google's thresholds for the Core Web Vitals (and its advice for TTFB and FCP). */
const THRESHOLDS: Record<RumMetric, [good: number, poor: number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
};

export function rating(metric: RumMetric, value: number | null): Rating | null {
  if (value === null) return null;
  const [good, poor] = THRESHOLDS[metric];
  if (value <= good) return 'good';
  return value <= poor ? 'needs-improvement' : 'poor';
}

/** The start of the hour `at` falls in, as stored. */
export function hourOf(at: number): string {
  return new Date(Math.floor(at / 3_600_000) * 3_600_000).toISOString();
}
