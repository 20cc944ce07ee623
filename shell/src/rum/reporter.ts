import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { hub, manifestRelease, releaseOfManifest, type RumView } from './hub';

export { manifestRelease };

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
  /** The release a remote's manifest text names. */
  releaseOf: (manifest: string) => Promise<string>;
  vitals: (report: (metric: Metric) => void) => void;
}

export const RUM_URL = '/api/rum';
const UNKNOWN = 'unknown';

const defaults: ReporterDeps = {
  send: (url, body) => navigator.sendBeacon(url, body),
  // The digest the start-up part began when the manifest was read: never a second one.
  releaseOf: releaseOfManifest,
  vitals: (report) => {
    for (const on of [onLCP, onINP, onCLS, onTTFB, onFCP]) on(report);
  },
};

/** Starts reporting; the function it returns stops it (for tests: web-vitals keeps observing). */
export function start(deps: ReporterDeps = defaults): () => void {
  // Release by manifest text: a remote loaded again after a deploy has a new one.
  const releases = new Map<string, string>();
  const asked = new Map<string, Promise<void>>();
  const release = (remote: string) => {
    const text = hub.manifests.get(remote);
    if (text === undefined) return Promise.resolve();
    let known = asked.get(text);
    if (!known) {
      // SubtleCrypto is there in secure contexts only: elsewhere the release is unknown.
      known = deps
        .releaseOf(text)
        .then((key) => void releases.set(text, key))
        .catch(() => undefined);
      asked.set(text, known);
    }
    return known;
  };

  const releaseNamed = (text: string) => releases.get(text) ?? hub.releases.get(text) ?? UNKNOWN;

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
      release: releaseNamed(hub.manifests.get(view.remote) ?? ''),
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
  hub.manifests.forEach((_, remote) => void release(remote));
  hub.onManifest = (remote) => void release(remote);
  // A page left as soon as its remote arrived waits for the release to be named.
  hub.onLeave = (view) => void release(view.remote).then(() => flush(view));
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
    hub.onManifest = undefined;
  };
}
