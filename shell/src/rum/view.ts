/**
 * The part of the real-user measurements that is in the page from the start, and small: which
 * page is being viewed (its route pattern and owning remote), the uncaught errors counted
 * against it, and the remotes' manifests the federation runtime read. The reporter (./reporter, web-vitals and the beacons) arrives once the page is
 * idle and takes over from here; views left before then wait for it.
 */

import { hub, MAX_ERRORS, releaseOfManifest, remoteOfName } from './hub';

export { hub };
export type { RumView } from './hub';

/** Views kept for a reporter that has not arrived yet. */
const MAX_WAITING = 20;
let lastKey: string | undefined;

/** `mf_media/PhotoPage` → `mf-media`. */
export const remoteOfModule = (module: string) => remoteOfName(module.split('/')[0]!);

/**
 * A page of the route table is shown at `pathname` (the same address again, e.g. a render
 * replayed, is the same view).
 */
export function noteView(route: string, module: string, pathname: string): void {
  const key = `${route}\n${pathname}`;
  if (key === lastKey) return;
  lastKey = key;
  const previous = hub.current;
  hub.current = { route, remote: remoteOfModule(module), errors: 0, counted: false };
  if (!previous) return;
  if (hub.onLeave) hub.onLeave(previous);
  else if (hub.left.length < MAX_WAITING) hub.left.push(previous);
}

/** The federation runtime read `name`'s manifest (`mf_media`): the text names its release. */
export function noteManifest(name: string, text: string): void {
  hub.manifests.set(remoteOfName(name), text);
  // Worked out now: a page left the moment the reporter arrives still names its release.
  releaseOfManifest(text).catch(() => undefined);
  hub.onManifest?.(remoteOfName(name));
}

/** An uncaught error or rejection, or one an error boundary caught: counted against the page. */
export function countError(): void {
  const view = hub.current;
  if (view && view.errors < MAX_ERRORS) view.errors += 1;
}

/**
 * Counts errors from now on, and loads the reporter once the page has loaded and the browser
 * is idle: nothing of it is on the way to the first paint or to interaction.
 */
export function startRum(
  load: () => Promise<{ start: () => unknown }> = () =>
    import(/* webpackChunkName: "rum" */ './reporter'),
) {
  window.addEventListener('error', countError);
  window.addEventListener('unhandledrejection', countError);
  // Safari has no requestIdleCallback: a second after the load event instead.
  const idle = (run: () => void) =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(run, { timeout: 5000 })
      : setTimeout(run, 1000);
  const later = () =>
    idle(() => {
      load()
        .then((reporter) => reporter.start())
        .catch(() => undefined);
    });
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

/** For tests: forgets every view. */
export function resetRumViews(): void {
  hub.current = undefined;
  hub.left = [];
  hub.onLeave = undefined;
  hub.onManifest = undefined;
  hub.manifests.clear();
  hub.releases.clear();
  hub.hashing.clear();
  lastKey = undefined;
}
