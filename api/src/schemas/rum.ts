import { Type, type Static } from '@sinclair/typebox';
import {
  MAX_CLS,
  MAX_ERRORS,
  MAX_METRICS,
  MAX_MS,
  RELEASE_PATTERN,
  RUM_METRICS,
  RUM_REMOTES,
  RUM_ROUTES,
} from '../lib/rum';

/**
 * A browser's report of one page view (POST /api/rum) and the staff's summary of them
 * (GET /api/rum/summary). Every field is bounded: a report is a few hundred bytes.
 */

const OneOf = <const V extends readonly string[]>(
  values: V,
  options: Record<string, unknown> = {},
) => Type.Unsafe<V[number]>({ type: 'string', enum: [...values], ...options });

export const RumMeasure = Type.Object(
  {
    name: OneOf(RUM_METRICS, { title: 'metric name' }),
    value: Type.Number({
      minimum: 0,
      maximum: MAX_MS,
      title: 'metric value',
      description: `Milliseconds (0–${MAX_MS}); CLS is unitless (0–${MAX_CLS}).`,
    }),
  },
  { $id: 'RumMeasure', additionalProperties: false },
);

export const RumReport = Type.Object(
  {
    route: OneOf(RUM_ROUTES, {
      description: "The page's route pattern (the shell's route table).",
    }),
    remote: OneOf(RUM_REMOTES, { description: 'Who owns the page.' }),
    release: Type.String({
      pattern: RELEASE_PATTERN,
      description: "The release of the page's remote.",
    }),
    view: Type.Boolean({ description: 'This report starts a page view (counted once).' }),
    metrics: Type.Array(Type.Unsafe<Static<typeof RumMeasure>>(Type.Ref('RumMeasure')), {
      maxItems: MAX_METRICS,
    }),
    errors: Type.Integer({
      minimum: 0,
      maximum: MAX_ERRORS,
      description: 'Uncaught errors and unhandled rejections since the last report.',
    }),
  },
  { $id: 'RumReport', additionalProperties: false },
);
export type RumReport = Static<typeof RumReport>;

const RATINGS = ['good', 'needs-improvement', 'poor'] as const;

const Percentile = (unit: string) =>
  Type.Object(
    {
      p75: Type.Unsafe<number | null>({
        type: ['number', 'null'],
        description: `The 75th percentile (${unit}), the upper bound of its bucket; null: no report.`,
      }),
      rating: Type.Unsafe<(typeof RATINGS)[number] | null>({
        type: ['string', 'null'],
        enum: [...RATINGS, null],
        description: "By Google's thresholds.",
      }),
      samples: Type.Integer({ minimum: 0, description: 'How many reports it is read from.' }),
    },
    { additionalProperties: false },
  );

export const RumPage = Type.Object(
  {
    route: Type.String(),
    views: Type.Integer({ minimum: 0 }),
    lcp: Percentile('ms'),
    inp: Percentile('ms'),
    cls: Percentile('unitless'),
    hourly: Type.Array(
      Type.Object(
        {
          hour: Type.String({ format: 'date-time' }),
          lcp_p75: Type.Unsafe<number | null>({ type: ['number', 'null'] }),
          views: Type.Integer({ minimum: 0 }),
        },
        { additionalProperties: false },
      ),
      { description: 'Every hour of the window, oldest first.' },
    ),
  },
  { $id: 'RumPage', additionalProperties: false },
);

const ReleaseCounts = {
  errors: Type.Integer({ minimum: 0 }),
  views: Type.Integer({ minimum: 0 }),
};

export const RumRelease = Type.Object(
  {
    remote: Type.String(),
    release: Type.String({ description: 'The newest release seen of the remote.' }),
    ...ReleaseCounts,
    previous: Type.Union(
      [
        Type.Object({ release: Type.String(), ...ReleaseCounts }, { additionalProperties: false }),
        Type.Null(),
      ],
      { description: 'The release seen before it, if any.' },
    ),
    seen: Type.Array(
      Type.Object({ release: Type.String(), ...ReleaseCounts }, { additionalProperties: false }),
      {
        description:
          'Every release of the remote with views or errors in the window, newest first. ' +
          'Releases are dated by the hour they were first seen, so two first seen in the same ' +
          'hour are in the order of their names: look a release up by its name here.',
      },
    ),
  },
  { $id: 'RumRelease', additionalProperties: false },
);

export const RUM_WINDOWS = ['24h', '7d'] as const;
export type RumWindow = (typeof RUM_WINDOWS)[number];

export const RumSummary = Type.Object(
  {
    window: OneOf(RUM_WINDOWS),
    pages: Type.Array(Type.Unsafe<Static<typeof RumPage>>(Type.Ref('RumPage'))),
    releases: Type.Array(Type.Unsafe<Static<typeof RumRelease>>(Type.Ref('RumRelease'))),
  },
  { $id: 'RumSummary', additionalProperties: false },
);
export type RumSummary = Static<typeof RumSummary>;

export const RumWindowQuery = Type.Object(
  { window: Type.Optional(OneOf(RUM_WINDOWS, { default: '24h' })) },
  { additionalProperties: false },
);

export const rumSchemas = [RumMeasure, RumReport, RumPage, RumRelease, RumSummary];
