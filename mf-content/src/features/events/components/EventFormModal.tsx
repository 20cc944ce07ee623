import { useId, useState, type FormEvent } from 'react';
import { createEvent, getEvent, updateEvent, type EventFields } from '@koris/shared/api';
import type { Event } from '@koris/shared/types';
import { ImageInput, Modal, notifyError, pushSuccess, VersionsButton } from '@koris/shared/ui';
import styles from './events.module.css';

export interface EventFormModalProps {
  /** The event being edited; null adds a new one. */
  event: Event | null;
  /** Whether a new event starts as current (the events page) or old (the archive). */
  defaultCurrent: boolean;
  onClose: () => void;
  onSaved: (event: Event, created: boolean) => void;
}

interface Draft {
  title: string;
  description: string;
  footer: string;
  order: string;
  is_current: boolean;
}

function draftOf(event: Event | null, defaultCurrent: boolean): Draft {
  return {
    title: event?.title ?? '',
    description: event?.description ?? '',
    footer: event?.footer ?? '',
    order: event?.order != null ? String(event.order) : '',
    is_current: event ? event.is_current === 1 : defaultCurrent,
  };
}

/**
 * Add or edit an event in a large modal (SPEC §2, §7). Mount it only while open, so that
 * each opening starts from the event's current values. On an error the modal stays open with
 * every field as typed and the message shows inside it (SPEC §8). Editing an event offers its
 * earlier versions (Versijas): a restored one is read again, shown in the list, and the modal
 * closes, since its draft holds the values just replaced.
 */
export function EventFormModal({ event, defaultCurrent, onClose, onSaved }: EventFormModalProps) {
  const formId = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(event, defaultCurrent));
  const [image, setImage] = useState<File | null>(null);
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof Draft>(name: K, value: Draft[K]) =>
    setDraft((d) => ({ ...d, [name]: value }));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    setSaving(true);
    const fields: EventFields = { ...draft, image };
    try {
      const saved = event ? await updateEvent(event.id, fields) : await createEvent(fields);
      pushSuccess(event ? 'Event updated' : 'Event created');
      onSaved(saved, !event);
      onClose();
    } catch (error) {
      notifyError(error);
      setSaving(false);
    }
  };

  const onRestored = async () => {
    if (!event) return;
    onSaved(await getEvent(event.id), false);
    onClose();
  };

  return (
    <Modal
      open
      title={event ? 'Edit Event' : 'Add Event'}
      onClose={onClose}
      footer={
        <>
          {event ? (
            <VersionsButton
              kind="event"
              itemId={event.id}
              label={event.title}
              onRestored={onRestored}
            />
          ) : null}
          <button type="submit" form={formId} className="k-btn k-btn-primary" disabled={saving}>
            Save
          </button>
          <button type="button" className="k-btn" onClick={onClose}>
            Close
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} className={styles.form}>
        <label className="k-field">
          Title
          <input
            name="title"
            value={draft.title}
            onChange={(e) => set('title', e.target.value)}
            required
          />
        </label>
        <label className="k-field">
          Description
          <textarea
            name="description"
            rows={6}
            value={draft.description}
            onChange={(e) => set('description', e.target.value)}
          />
        </label>
        <label className="k-field">
          Footer
          <textarea
            name="footer"
            rows={2}
            value={draft.footer}
            onChange={(e) => set('footer', e.target.value)}
          />
        </label>
        <label className="k-field">
          Order
          <input
            name="order"
            type="number"
            inputMode="numeric"
            step={1}
            value={draft.order}
            onChange={(e) => set('order', e.target.value)}
          />
        </label>
        <label className={styles.checkbox}>
          <input
            name="is_current"
            type="checkbox"
            checked={draft.is_current}
            onChange={(e) => set('is_current', e.target.checked)}
          />
          Is current
        </label>
        <ImageInput label="Image" onChange={(files) => setImage(files[0] ?? null)} />
        {event?.image && !image ? (
          <p className={styles.hint}>Leave empty to keep the current image.</p>
        ) : null}
      </form>
    </Modal>
  );
}
