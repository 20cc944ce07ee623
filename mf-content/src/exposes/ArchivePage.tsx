import { EventList } from '../features/events/components/EventList';

/** `/archive`: old events (SPEC §2, heading Arhīvs). */
export default function ArchivePage() {
  return <EventList kind="old" heading="Arhīvs" />;
}
