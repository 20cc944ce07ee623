/**
 * The shell's own Prometheus metrics (beside the kit's request durations and process metrics):
 * how often a page's document is served from what was kept, what is kept, and how often a
 * page is written without its server render (docs/observability.md).
 */
import { Counter, Gauge, type Registry } from '@koris/server-kit';
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
  const registers = [registry];
  const hits = new Counter({
    name: 'koris_kept_document_hits_total',
    help: 'Pages served from a kept document: no render, no call to the API beyond its content version.',
    registers,
  });
  const misses = new Counter({
    name: 'koris_kept_document_misses_total',
    help: 'Pages whose document was written for the request (none kept, content or release changed, or not keepable).',
    registers,
  });
  let size = () => ({ bytes: 0, entries: 0 });
  new Gauge({
    name: 'koris_kept_documents_bytes',
    help: 'Bytes of kept documents as counted against DOCUMENT_CACHE_MB (bodies, keys, records).',
    registers,
    collect() {
      this.set(size().bytes);
    },
  });
  new Gauge({
    name: 'koris_kept_documents',
    help: 'Documents kept now (one per page, encoding and origin).',
    registers,
    collect() {
      this.set(size().entries);
    },
  });
  const written = new Counter({
    name: 'koris_documents_written_total',
    help: 'Documents written, by outcome: complete (as intended), fallback (without its server render or something else it needed: never kept), not_found (the 404 page).',
    labelNames: ['outcome'] as const,
    registers,
  });
  for (const outcome of ['complete', 'fallback', 'not_found']) written.inc({ outcome }, 0);
  const failures = new Counter({
    name: 'koris_render_failures_total',
    help: 'Server renders that threw or ran out of time: the page went out for the browser to draw.',
    registers,
  });
  return {
    events: {
      served: (hit) => (hit ? hits.inc() : misses.inc()),
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
