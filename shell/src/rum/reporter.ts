import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { initRemotes } from '../remotes/registry';
import { hub, type RumView } from './hub';

/**
 * Reports each page view to `POST /api/rum` with navigator.sendBeacon: its route pattern, the
 * remote that owns it and that remote's release, whether the view is new, the Core Web
 * Vitals web-vitals measured, and the errors counted. The vitals describe the document's load
 * and belong to its first page (a page reached inside the app only counts a view and errors).
 * Reports go when a page is left inside the app and when the document is hidden or unloaded.
 */

interface Measure {
  name: Metric['name'];
  value: number;
}

export interface ReporterDeps {
  send: (url: string, body: string) => boolean;
  /** The release of a remote: a short hash of its manifest as served now. */
  releaseOf: (remote: string) => Promise<string>;
  vitals: (report: (metric: Metric) => void) => void;
}

export const RUM_URL = '/api/rum';
const UNKNOWN = 'unknown';

const hex = (buffer: ArrayBuffer) =>
  [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, '0')).join('');

/** SHA-256 of the remote's manifest, 16 hex digits: it changes with each deploy and rollback. */
async function manifestRelease(remote: string): Promise<string> {
  if (!globalThis.crypto?.subtle) return UNKNOWN;
  const manifests = await initRemotes();
  const url = manifests[remote.replaceAll('-', '_') as keyof typeof manifests];
  if (!url) return UNKNOWN;
  const response = await fetch(url, { credentials: 'omit' });
  if (!response.ok) return UNKNOWN;
  const text = await response.text();
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return hex(digest).slice(0, 16);
}

const defaults: ReporterDeps = {
  send: (url, body) => navigator.sendBeacon(url, body),
  releaseOf: manifestRelease,
  vitals: (report) => {
    for (const on of [onLCP, onINP, onCLS, onTTFB, onFCP]) on(report);
  },
};

/** Starts reporting; the function it returns stops it (for tests: web-vitals keeps observing). */
export function start(deps: ReporterDeps = defaults): () => void {
  const releases = new Map<string, string>();
  const asked = new Map<string, Promise<void>>();
  const release = (remote: string) => {
    let known = asked.get(remote);
    if (!known) {
      known = deps
        .releaseOf(remote)
        .catch(() => UNKNOWN)
        .then((key) => void releases.set(remote, key));
      asked.set(remote, known);
    }
    return known;
  };

  // The document's first page: the vitals are its own.
  let first: RumView | undefined;
  const firstView = () => (first ??= hub.left[0] ?? hub.current);
  const pending = new Map<RumView, Measure[]>();
  const seen = new Set<string>();

  const flush = (view: RumView | undefined) => {
    if (!view) return;
    const metrics = pending.get(view) ?? [];
    pending.delete(view);
    if (view.counted && metrics.length === 0 && view.errors === 0) return;
    const report = {
      route: view.route,
      remote: view.remote,
      release: releases.get(view.remote) ?? UNKNOWN,
      view: !view.counted,
      metrics,
      errors: view.errors,
    };
    view.counted = true;
    view.errors = 0;
    deps.send(RUM_URL, JSON.stringify(report));
  };

  deps.vitals((metric) => {
    const view = firstView();
    // Each measure once per document: a later, larger CLS or INP is not a second sample.
    if (!view || seen.has(metric.name)) return;
    seen.add(metric.name);
    const list = pending.get(view) ?? [];
    list.push({ name: metric.name, value: Math.max(0, metric.value) });
    pending.set(view, list);
  });

  firstView();
  const waiting = hub.left;
  hub.left = [];
  if (hub.current) void release(hub.current.remote);
  hub.onLeave = (view) => {
    if (hub.current) void release(hub.current.remote);
    flush(view);
  };
  // Views left before the reporter arrived go once their releases are known.
  void Promise.all(waiting.map((view) => release(view.remote))).then(() => waiting.forEach(flush));

  const leaving = () => {
    if (first && first !== hub.current) flush(first);
    flush(hub.current);
  };
  const hidden = () => {
    if (document.visibilityState === 'hidden') leaving();
  };
  document.addEventListener('visibilitychange', hidden);
  window.addEventListener('pagehide', leaving);
  return () => {
    document.removeEventListener('visibilitychange', hidden);
    window.removeEventListener('pagehide', leaving);
    hub.onLeave = undefined;
  };
}
