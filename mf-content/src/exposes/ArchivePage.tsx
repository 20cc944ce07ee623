import type { RouteData } from '@koris/shared/api';
import { eventsRouteData } from '../features/events/api/events-source';
import { EventList } from '../features/events/components/EventList';

export const routeData: RouteData = eventsRouteData('old');

/** `/archive`: old events (docs/product.md#pages, heading Arhīvs). */
export default function ArchivePage() {
  return <EventList kind="old" heading="Arhīvs" />;
}
