/**
 * The Performance tab's data as the API serves it (api/openapi.json `/api/rum/summary`): a
 * summary per window, by default one with nothing in it.
 */
import type { RumPage, RumSummary, RumWindow } from '@koris/shared/types';
import { api, HttpResponse } from '@koris/shared/testing';

const HOUR_MS = 3_600_000;

/** A page's summary: by default the gallery page, views in every hour, LCP rising. */
export function aRumPage(fields: Partial<RumPage> = {}, hours = 24): RumPage {
  const start = Date.UTC(2026, 10, 27, 0);
  return {
    route: '/photo/gallery/:id',
    views: 40,
    lcp: { p75: 2200, rating: 'good', samples: 30 },
    inp: { p75: 250, rating: 'needs-improvement', samples: 12 },
    cls: { p75: 0.3, rating: 'poor', samples: 30 },
    hourly: Array.from({ length: hours }, (_, i) => ({
      hour: new Date(start + i * HOUR_MS).toISOString(),
      lcp_p75: i % 6 === 5 ? null : 1000 + i * 100,
      views: 2,
    })),
    ...fields,
  };
}

export const emptySummary = (window: RumWindow): RumSummary => ({
  window,
  pages: [],
  releases: [],
});

export const performanceHandlers = (summaries: Partial<Record<RumWindow, RumSummary>> = {}) => [
  api.get('/rum/summary', ({ request }) => {
    const window = (new URL(request.url).searchParams.get('window') ?? '24h') as RumWindow;
    return HttpResponse.json(summaries[window] ?? emptySummary(window));
  }),
];
