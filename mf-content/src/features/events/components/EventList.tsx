import { useState, useSyncExternalStore } from 'react';
import { deleteEvent, getEvent } from '@koris/shared/api';
import type { Event } from '@koris/shared/types';
import { AddButton, deleteWithUndo, notifyError, useRestored } from '@koris/shared/ui';
import { ListEnd, useInfiniteList } from '@koris/shared/widgets';
import { belongsTo, compareEvents, eventsSource, type EventsKind } from '../api/events-source';
import { EventCard } from './EventCard';
import { EventFormModal } from './EventFormModal';
import styles from './events.module.css';

export interface EventListProps {
  kind: EventsKind;
  heading: string;
}

type Editing = { event: Event | null } | null;

/** The feed's address for subscribing: `webcal:` needs the host, which only the browser knows;
 * the server's page (and its hydration) links the feed itself. */
const FEED_PATH = '/events.ics';
const noChange = () => () => {};
const useFeedHref = () =>
  useSyncExternalStore(
    noChange,
    () => `webcal://${window.location.host}${FEED_PATH}`,
    () => FEED_PATH,
  );

/**
 * One list for both pages: /events shows current events, /archive old ones (docs/product.md#pages).
 * Staff in edit mode add, edit and delete in place; nothing reloads. A deleted event that comes
 * back (Atsaukt on the delete's alert, or the trash in the account modal) is put back where the
 * server lists it.
 */
export function EventList({ kind, heading }: EventListProps) {
  const list = useInfiniteList({
    source: eventsSource[kind],
    compare: compareEvents,
    onError: notifyError,
  });
  const { items, loading, insertItem, removeItem, replaceItem } = list;
  const [editing, setEditing] = useState<Editing>(null);

  const onSaved = (event: Event, created: boolean) => {
    if (created) {
      if (belongsTo(event, kind)) insertItem(event);
    } else if (belongsTo(event, kind)) {
      replaceItem(event);
    } else {
      removeItem(event.id);
    }
  };

  const onDelete = ({ id }: Event) =>
    deleteWithUndo(
      'Event deleted',
      () => deleteEvent(id),
      () => removeItem(id),
    );

  // The restore answers only the id: the event itself (image, galleries) is asked for again.
  useRestored('event', async ({ item_id }) => {
    const event = await getEvent(item_id);
    if (belongsTo(event, kind)) insertItem(event);
    else removeItem(event.id);
  });

  const feedHref = useFeedHref();

  return (
    <section data-boundary="mf-content" data-page={`events-${kind}`} className={styles.page}>
      <header className={styles.pageHeader}>
        <h1 className={styles.heading}>{heading}</h1>
        <AddButton onClick={() => setEditing({ event: null })}>Add Event</AddButton>
        {kind === 'current' ? (
          <a className={styles.subscribe} href={feedHref}>
            Abonēt kalendāru
          </a>
        ) : null}
      </header>

      <div className={styles.list} aria-busy={loading}>
        {items.map((event, index) => (
          <EventCard
            key={event.id}
            event={event}
            index={index}
            onEdit={(e) => setEditing({ event: e })}
            onDelete={onDelete}
          />
        ))}
      </div>

      <ListEnd
        list={list}
        empty={kind === 'current' ? 'Pašlaik nav neviena notikuma.' : 'Arhīvs ir tukšs.'}
        noteClassName={styles.empty}
        sentinelClassName={styles.sentinel}
      />

      {editing ? (
        <EventFormModal
          event={editing.event}
          defaultCurrent={kind === 'current'}
          onClose={() => setEditing(null)}
          onSaved={onSaved}
        />
      ) : null}
    </section>
  );
}
