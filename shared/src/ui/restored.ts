import { useEffect, useRef } from 'react';
import { getErrorMessage } from '@koris/shared/api';
import type { RestoredResponse, TrashKind, VersionKind } from '@koris/shared/types';
import { pushDanger } from './alert/alert-store';

/**
 * The window event that says an item came back (from the trash, or an earlier version). The
 * remote that restored it and the remote that lists it are built apart and meet only in the
 * browser, so they talk through the window, namespaced as every custom DOM event is.
 */
export const RESTORED_EVENT = 'koris:restored';

/** What can come back: a deleted item from the trash, or an item's earlier version. */
export type RestoredKind = TrashKind | VersionKind;

/**
 * Tells every mounted list that an item came back, so each shows it in its place. The one
 * path of a restore: the delete alert's Atsaukt and the account modal's trash both end here.
 */
export function announceRestored(restored: RestoredResponse): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent<RestoredResponse>(RESTORED_EVENT, { detail: restored }));
}

/**
 * Calls `handler` for every restore of one of `kinds` while the component is mounted. The
 * handler usually asks the server for the item; if that fails its message is shown, as for
 * any other failed call.
 */
export function useRestored(
  kinds: RestoredKind | readonly RestoredKind[],
  handler: (restored: RestoredResponse) => void | Promise<void>,
): void {
  // The latest handler, without subscribing again on every render.
  const handlerRef = useRef(handler);
  useEffect(() => {
    handlerRef.current = handler;
  });
  const wanted = (typeof kinds === 'string' ? [kinds] : kinds).join(' ');

  useEffect(() => {
    const kindsWanted = new Set(wanted.split(' '));
    const listener = (event: Event) => {
      const restored = (event as CustomEvent<RestoredResponse | undefined>).detail;
      if (!restored || !kindsWanted.has(restored.kind)) return;
      Promise.resolve()
        .then(() => handlerRef.current(restored))
        .catch((error: unknown) => pushDanger(getErrorMessage(error)));
    };
    window.addEventListener(RESTORED_EVENT, listener);
    return () => window.removeEventListener(RESTORED_EVENT, listener);
  }, [wanted]);
}
