/**
 * The shell's own Prometheus metrics (beside the kit's request durations and process metrics):
 * how often a page's document is served from what was kept, what is kept, and how often a
 * page is written without its server render (docs/observability.md).
 */
import { counter, gaugeOf, type Registry } from '@koris/server-kit';
import type { DocumentEvents } from './document/cache';

export interface ShellMetrics {
  /** Handed to the document pipeline. */
  events: DocumentEvents;
  /** A server render that threw or was given up (the page went out without it). */
  renderFailed(): void;
  /** Where the kept-document gauges read from, once the pipeline exists. */
  measureKept(size: () => { bytes: number; entries: number }): void;
}

export function shellMetrics(registry: Registry): ShellMetrics {
  const hits = counter(
    registry,
    'koris_kept_document_hits_total',
    'Pages served from a kept document: no render, no call to the API beyond its content version.',
  );
  const misses = counter(
    registry,
    'koris_kept_document_misses_total',
    'Pages whose document was written for the request (none kept, content or release changed, or not keepable).',
  );
  const stale = counter(
    registry,
    'koris_stale_documents_total',
    'Pages served a kept document of the previous content while the current one rendered in the background (DOCUMENT_STALE_SECONDS); counted among the hits too.',
  );
  let size = () => ({ bytes: 0, entries: 0 });
  gaugeOf(
    registry,
    'koris_kept_documents_bytes',
    'Bytes of kept documents as counted against DOCUMENT_CACHE_MB (bodies, keys, records).',
    () => size().bytes,
  );
  gaugeOf(
    registry,
    'koris_kept_documents',
    'Documents kept now (one per page, encoding and origin).',
    () => size().entries,
  );
  const written = counter(
    registry,
    'koris_documents_written_total',
    'Documents written, by outcome: complete (as intended), fallback (without its server render or something else it needed: never kept), not_found (the 404 page).',
    {
      names: ['outcome'],
      startAt: ['complete', 'fallback', 'not_found'].map((outcome) => ({ outcome })),
    },
  );
  const failures = counter(
    registry,
    'koris_render_failures_total',
    'Server renders that threw or ran out of time: the page went out for the browser to draw.',
  );
  return {
    events: {
      served: (hit, olderContent = false) => {
        if (hit) hits.inc();
        else misses.inc();
        if (olderContent) stale.inc();
      },
      written: (doc) =>
        written.inc({
          outcome: doc.status === 404 ? 'not_found' : doc.complete ? 'complete' : 'fallback',
        }),
    },
    renderFailed: () => failures.inc(),
    measureKept: (read) => {
      size = read;
    },
  };
}
