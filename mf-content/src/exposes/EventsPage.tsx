import type { RouteData } from '@koris/shared/api';
import { eventsRouteData } from '../features/events/api/events-source';
import { EventList } from '../features/events/components/EventList';

export const routeData: RouteData = eventsRouteData('current');

/** `/events`: current events (docs/product.md#pages, heading NOTIKUMI). */
export default function EventsPage() {
  return <EventList kind="current" heading="NOTIKUMI" />;
}
