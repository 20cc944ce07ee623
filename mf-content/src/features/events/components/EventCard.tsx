import { Link } from 'react-router-dom';
import { paths } from '@koris/shared/config';
import type { Event } from '@koris/shared/types';
import { ItemEditControls, formatDate, formatEventTime, Lines } from '@koris/shared/ui';
import { PublicationMark, ResponsiveImage } from '@koris/shared/widgets';
import styles from './events.module.css';

export interface EventCardProps {
  event: Event;
  /** Position in the list: images alternate sides; only the first loads eagerly. */
  index: number;
  onEdit: (event: Event) => void;
  onDelete: (event: Event) => Promise<void>;
}

/**
 * The image's rendered width (measured at 360–1600 px): half the content column on wide screens
 * (at most 34rem), the column less its padding on phones, so a phone at 1.75× picks the 720 px
 * variant rather than the 1280.
 */
const IMAGE_SIZES =
  '(min-width: 72rem) 34rem, (min-width: 48rem) calc(50vw - 2rem), calc(100vw - 2rem)';

export function EventCard({ event, index, onEdit, onDelete }: EventCardProps) {
  const created = formatDate(event.created_at);
  const updated = formatDate(event.updated_at);
  const side = index % 2 === 0 ? 'left' : 'right';
  return (
    <article
      className={styles.event}
      data-image-side={side}
      data-has-image={event.image !== null}
      aria-labelledby={`event-${event.id}`}
    >
      {event.image ? (
        <div className={styles.media}>
          <ResponsiveImage
            className={styles.image}
            image={event.image}
            sizes={IMAGE_SIZES}
            loading={index === 0 ? 'eager' : 'lazy'}
            fetchPriority={index === 0 ? 'high' : 'auto'}
          />
        </div>
      ) : null}
      <div className={styles.body}>
        <PublicationMark item={event} />
        <h2 id={`event-${event.id}`} className={styles.title}>
          {event.title}
        </h2>
        <EventWhere event={event} />
        {event.description ? (
          <p className={styles.description}>
            <Lines text={event.description} />
          </p>
        ) : null}
        {event.footer ? (
          <p className={styles.footer}>
            <Lines text={event.footer} />
          </p>
        ) : null}
        {event.galleries.length > 0 ? (
          <ul className={styles.galleries} aria-label="Galerijas">
            {event.galleries.map((gallery) => (
              <li key={gallery.id}>
                <Link to={paths.gallery(gallery.id)} className={styles.galleryLink}>
                  Foto: {gallery.title}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        <p className={styles.dates}>
          <span>Izveidots {created}</span>
          {updated && updated !== created ? <span>Labots {updated}</span> : null}
        </p>
        <ItemEditControls item={event} label={event.title} onEdit={onEdit} onDelete={onDelete} />
      </div>
    </article>
  );
}

/** When and where the event is, and its tickets: each only when set. */
function EventWhere({ event }: { event: Event }) {
  const when = formatEventTime(event.starts_at, event.ends_at);
  const place = [event.venue, event.address].filter(Boolean).join(', ');
  if (!when && !place && !event.tickets_url) return null;
  return (
    <ul className={styles.where} aria-label="Kad un kur">
      {when ? (
        <li>
          <time dateTime={event.starts_at!}>{when}</time>
        </li>
      ) : null}
      {place ? <li>{place}</li> : null}
      {event.tickets_url ? (
        <li>
          <a href={event.tickets_url} rel="noopener">
            Biļetes
          </a>
        </li>
      ) : null}
      {/* The calendar file is the public read's: a draft or a scheduled event has none yet. */}
      {event.starts_at && event.draft !== 1 && !event.publish_at ? (
        <li>
          <a href={`/api/events/${event.id}.ics`} download={`event-${event.id}.ics`}>
            Pievienot kalendāram
          </a>
        </li>
      ) : null}
    </ul>
  );
}
