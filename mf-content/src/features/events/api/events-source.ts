import {
  compareText,
  firstLoad,
  getCurrentEvents,
  getOldEvents,
  type PagedSource,
} from '@koris/shared/api';
import { site } from '@koris/shared/config';
import type { Event } from '@koris/shared/types';

/** The events page lists current events, the archive old ones (docs/product.md#pages). */
export type EventsKind = 'current' | 'old';

/** A list's pages; the first is kept in the server-rendered document (`firstLoad`). */
export const eventsSource: Record<EventsKind, PagedSource<Event>> = {
  current: {
    key: 'content:events:current',
    fetchPage: (paging) => getCurrentEvents(paging),
    pageSize: site.eventsPageSize,
  },
  old: {
    key: 'content:events:old',
    fetchPage: (paging) => getOldEvents(paging),
    pageSize: site.eventsPageSize,
  },
};

/** What the events or archive route renders first: its first page. */
export const eventsRouteData = (kind: EventsKind) => () => [firstLoad(eventsSource[kind])];

export const belongsTo = (event: Event, kind: EventsKind): boolean =>
  (event.is_current === 1) === (kind === 'current');

/** The API's list order: `order` ascending, then newest first. */
export function compareEvents(a: Event, b: Event): number {
  return (a.order ?? 0) - (b.order ?? 0) || compareText(b.created_at, a.created_at) || b.id - a.id;
}
