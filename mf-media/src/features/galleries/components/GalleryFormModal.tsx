import { useEffect, useState } from 'react';
import { createGallery, getAllEvents, getGallery, updateGallery } from '@koris/shared/api';
import type { Event, Gallery } from '@koris/shared/types';
import {
  EditField,
  EditFormModal,
  PublicationFields,
  publicationDraftOf,
  sentDraft,
  type BoundText,
} from '@koris/shared/widgets';
import { notifyError } from '@koris/shared/ui';
import styles from './galleries.module.css';

export interface GalleryFormModalProps {
  /** The gallery being edited; null adds a new one. */
  gallery: Gallery | null;
  onClose: () => void;
  onSaved: (gallery: Gallery, created: boolean) => void;
}

const draftOf = (gallery: Gallery | null) => ({
  title: gallery?.title ?? '',
  description: gallery?.description ?? '',
  order: gallery?.order != null ? String(gallery.order) : '',
  event_id: gallery?.event_id != null ? String(gallery.event_id) : '',
  ...publicationDraftOf(gallery),
});

type Events = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; list: Event[] };

/**
 * Add or edit a gallery in a large modal (docs/product.md#pages, docs/product.md#calls):
 * title, description, order, the event it belongs to (from `GET /api/events`) and a cover
 * image, with its earlier versions (Versijas) when editing. On an error the modal stays open
 * with every field as typed and the message shows inside it.
 */
export function GalleryFormModal({ gallery, onClose, onSaved }: GalleryFormModalProps) {
  return (
    <EditFormModal
      item={gallery}
      noun="Gallery"
      initial={() => draftOf(gallery)}
      save={(draft, image) => {
        // Empty fields are left out (docs/product.md#validation); choosing "no event" on an
        // edit must still reach the server, so it is sent as 0, which the API reads as "none".
        const unlinks = gallery?.event_id != null && draft.event_id === '';
        const fields = {
          ...draft,
          draft: sentDraft(draft.draft, gallery),
          event_id: unlinks ? 0 : draft.event_id,
          image,
        };
        return gallery ? updateGallery(gallery.id, fields) : createGallery(fields);
      }}
      versions={{ kind: 'gallery', label: gallery?.title, reread: getGallery }}
      image={{ hintClassName: styles.hint }}
      onClose={onClose}
      onSaved={onSaved}
    >
      {({ text, check }) => (
        <>
          <EditField label="Title" {...text('title')} required />
          <EditField label="Description" rows={4} {...text('description')} />
          <EditField label="Order" numeric {...text('order')} />
          <EventField {...text('event_id')} />
          <PublicationFields draft={check('draft')} publishAt={text('publish_at')} />
        </>
      )}
    </EditFormModal>
  );
}

/** The event a gallery belongs to, chosen from every event. */
function EventField({ name, value: selected, onChange }: BoundText) {
  const [events, setEvents] = useState<Events>({ status: 'loading' });

  useEffect(() => {
    let alive = true;
    getAllEvents().then(
      (list) => alive && setEvents({ status: 'ready', list }),
      (error: unknown) => {
        if (!alive) return;
        notifyError(error);
        setEvents({ status: 'failed' });
      },
    );
    return () => {
      alive = false;
    };
  }, []);

  const list = events.status === 'ready' ? events.list : [];
  // While the events load (or if they failed), the gallery's own event stays choosable.
  const keepsUnknown = selected !== '' && !list.some((event) => String(event.id) === selected);

  return (
    <>
      <label className="k-field">
        Event
        <select
          name={name}
          value={selected}
          onChange={(e) => onChange(e.target.value)}
          aria-busy={events.status === 'loading'}
        >
          <option value="">— bez notikuma —</option>
          {keepsUnknown ? <option value={selected}>Notikums #{selected}</option> : null}
          {list.map((event) => (
            <option key={event.id} value={String(event.id)}>
              {event.title}
            </option>
          ))}
        </select>
      </label>
      {events.status === 'loading' ? <p className={styles.hint}>Ielādē notikumus…</p> : null}
    </>
  );
}
