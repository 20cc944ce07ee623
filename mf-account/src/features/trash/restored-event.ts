import type { RestoredResponse } from '@koris/shared/types';

/**
 * Dispatched on `window` after Miskaste puts an item back, with the API's answer as `detail`.
 * The page showing that kind of item listens and shows it again without a reload: remotes
 * never import each other, so a DOM event is how this one tells them.
 */
export const RESTORED_EVENT = 'koris:restored';

export type RestoredEvent = CustomEvent<RestoredResponse>;

export function announceRestored(restored: RestoredResponse): void {
  window.dispatchEvent(new CustomEvent(RESTORED_EVENT, { detail: restored }));
}
