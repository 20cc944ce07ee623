import { getCurrentEvents, getOldEvents } from '@koris/shared/api';
import type { Event, Paging } from '@koris/shared/types';

/** The events page lists current events, the archive old ones (SPEC §2). */
export type EventsKind = 'current' | 'old';

export const fetchEventsPage: Record<EventsKind, (paging: Paging) => Promise<Event[]>> = {
  current: (paging) => getCurrentEvents(paging),
  old: (paging) => getOldEvents(paging),
};

/**
 * The server-rendered data key of a list's pages (`useInitialData`): the first page of
 * `/events` is `content:events:current:0:2` (skip 0, take 2).
 */
export const eventsDataKey = (kind: EventsKind): string => `content:events:${kind}`;

export const belongsTo = (event: Event, kind: EventsKind): boolean =>
  (event.is_current === 1) === (kind === 'current');

/** The API's list order: `order` ascending, then newest first. */
export function compareEvents(a: Event, b: Event): number {
  return (a.order ?? 0) - (b.order ?? 0) || b.created_at.localeCompare(a.created_at) || b.id - a.id;
}
