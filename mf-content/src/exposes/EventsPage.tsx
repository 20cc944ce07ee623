import { EventList } from '../features/events/components/EventList';

/** `/events`: current events (SPEC §2, heading NOTIKUMI). */
export default function EventsPage() {
  return <EventList kind="current" heading="NOTIKUMI" />;
}
