import { createEvent, getEvent, updateEvent } from '@koris/shared/api';
import type { Event } from '@koris/shared/types';
import {
  EditCheckbox,
  EditField,
  EditFormModal,
  PublicationFields,
  publicationDraftOf,
  sentDraft,
} from '@koris/shared/widgets';
import styles from './events.module.css';

export interface EventFormModalProps {
  /** The event being edited; null adds a new one. */
  event: Event | null;
  /** Whether a new event starts as current (the events page) or old (the archive). */
  defaultCurrent: boolean;
  onClose: () => void;
  onSaved: (event: Event, created: boolean) => void;
}

function draftOf(event: Event | null, defaultCurrent: boolean) {
  return {
    title: event?.title ?? '',
    description: event?.description ?? '',
    footer: event?.footer ?? '',
    // The answer's Riga time with its offset; the field shows and sends the wall clock.
    starts_at: event?.starts_at?.slice(0, 16) ?? '',
    ends_at: event?.ends_at?.slice(0, 16) ?? '',
    venue: event?.venue ?? '',
    address: event?.address ?? '',
    tickets_url: event?.tickets_url ?? '',
    order: event?.order != null ? String(event.order) : '',
    is_current: event ? event.is_current === 1 : defaultCurrent,
    ...publicationDraftOf(event),
  };
}

/**
 * Add or edit an event in a large modal (docs/product.md#pages, docs/product.md#calls), with
 * its earlier versions (Versijas) when editing. On an error the modal stays open with every
 * field as typed and the message shows inside it (docs/product.md#messages).
 */
export function EventFormModal({ event, defaultCurrent, onClose, onSaved }: EventFormModalProps) {
  return (
    <EditFormModal
      item={event}
      noun="Event"
      initial={() => draftOf(event, defaultCurrent)}
      save={(draft, image) => {
        const fields = { ...draft, draft: sentDraft(draft.draft, event), image };
        return event ? updateEvent(event.id, fields) : createEvent(fields);
      }}
      versions={{ kind: 'event', label: event?.title, reread: getEvent }}
      image={{ hintClassName: styles.hint }}
      onClose={onClose}
      onSaved={onSaved}
    >
      {({ text, check }) => (
        <>
          <EditField label="Title" {...text('title')} required />
          <EditField label="Description" rows={6} {...text('description')} />
          <EditField label="Footer" rows={2} {...text('footer')} />
          <EditField label="Starts at (Riga time)" type="datetime-local" {...text('starts_at')} />
          <EditField label="Ends at (Riga time)" type="datetime-local" {...text('ends_at')} />
          <EditField label="Venue" {...text('venue')} />
          <EditField label="Address" {...text('address')} />
          <EditField label="Tickets (https://…)" type="url" {...text('tickets_url')} />
          <EditField label="Order" numeric {...text('order')} />
          <EditCheckbox label="Is current" {...check('is_current')} />
          <PublicationFields draft={check('draft')} publishAt={text('publish_at')} />
        </>
      )}
    </EditFormModal>
  );
}
