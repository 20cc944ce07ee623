import { useEffect, useId, useState, type FormEvent } from 'react';
import {
  createGallery,
  getAllEvents,
  getGallery,
  updateGallery,
  type GalleryFields,
} from '@koris/shared/api';
import type { Event, Gallery } from '@koris/shared/types';
import { ImageInput, Modal, notifyError, pushSuccess, VersionsButton } from '@koris/shared/ui';
import styles from './galleries.module.css';

export interface GalleryFormModalProps {
  /** The gallery being edited; null adds a new one. */
  gallery: Gallery | null;
  onClose: () => void;
  onSaved: (gallery: Gallery, created: boolean) => void;
}

interface Draft {
  title: string;
  description: string;
  order: string;
  event_id: string;
}

const draftOf = (gallery: Gallery | null): Draft => ({
  title: gallery?.title ?? '',
  description: gallery?.description ?? '',
  order: gallery?.order != null ? String(gallery.order) : '',
  event_id: gallery?.event_id != null ? String(gallery.event_id) : '',
});

type Events = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; list: Event[] };

/**
 * Add or edit a gallery in a large modal (SPEC §2, §7): title, description, order, the event
 * it belongs to (from `GET /api/events`) and a cover image. Mount it only while open. On an
 * error the modal stays open with every field as typed and the message shows inside it.
 * Editing a gallery offers its earlier versions (Versijas): a restored one is read again,
 * shown in the list, and the modal closes, since its draft holds the values just replaced.
 */
export function GalleryFormModal({ gallery, onClose, onSaved }: GalleryFormModalProps) {
  const formId = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(gallery));
  const [image, setImage] = useState<File | null>(null);
  const [saving, setSaving] = useState(false);
  const [events, setEvents] = useState<Events>({ status: 'loading' });
  const set = <K extends keyof Draft>(name: K, value: Draft[K]) =>
    setDraft((d) => ({ ...d, [name]: value }));

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

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    setSaving(true);
    // Empty fields are left out (SPEC §5); choosing "no event" on an edit must still reach
    // the server, so it is sent as 0, which the API reads as "none".
    const unlinks = gallery?.event_id != null && draft.event_id === '';
    const fields: GalleryFields = {
      ...draft,
      event_id: unlinks ? 0 : draft.event_id,
      image,
    };
    try {
      const saved = gallery ? await updateGallery(gallery.id, fields) : await createGallery(fields);
      pushSuccess(gallery ? 'Gallery updated' : 'Gallery created');
      onSaved(saved, !gallery);
      onClose();
    } catch (error) {
      notifyError(error);
      setSaving(false);
    }
  };

  const selected = draft.event_id;
  const list = events.status === 'ready' ? events.list : [];
  // While the events load (or if they failed), the gallery's own event stays choosable.
  const keepsUnknown = selected !== '' && !list.some((event) => String(event.id) === selected);

  const onRestored = async () => {
    if (!gallery) return;
    onSaved(await getGallery(gallery.id), false);
    onClose();
  };

  return (
    <Modal
      open
      title={gallery ? 'Edit Gallery' : 'Add Gallery'}
      onClose={onClose}
      footer={
        <>
          {gallery ? (
            <VersionsButton
              kind="gallery"
              itemId={gallery.id}
              label={gallery.title}
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
            rows={4}
            value={draft.description}
            onChange={(e) => set('description', e.target.value)}
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
        <label className="k-field">
          Event
          <select
            name="event_id"
            value={selected}
            onChange={(e) => set('event_id', e.target.value)}
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
        <ImageInput label="Image" onChange={(files) => setImage(files[0] ?? null)} />
        {gallery?.image && !image ? (
          <p className={styles.hint}>Leave empty to keep the current image.</p>
        ) : null}
      </form>
    </Modal>
  );
}
