import { useCanEdit } from '@koris/shared/auth';
import { formatDateTime } from '@koris/shared/ui';
import { EditCheckbox, EditField, type BoundCheck, type BoundText } from './EditFormModal';
import styles from './edit-form.module.css';

/** An item that can be a draft or wait for its time (events, galleries, conductors). */
export interface Publishable {
  draft?: 0 | 1 | null | undefined;
  /** Riga local time with its offset; null once it is out. */
  publish_at?: string | null | undefined;
}

/** The form's draft of the two fields: the box, and the wall clock the field shows and sends. */
export function publicationDraftOf(item: Publishable | null) {
  return {
    draft: item?.draft === 1,
    publish_at: item?.publish_at?.slice(0, 16) ?? '',
  };
}

/**
 * The draft flag as a save sends it: left out while it is off and was off (an empty field is
 * left out), sent as 0 when it turns a draft into a published item.
 */
export function sentDraft(draft: boolean, item: Publishable | null): boolean | undefined {
  return draft || item?.draft === 1 ? draft : undefined;
}

/** "Melnraksts" and "Publicēt" of an edit form: seen by staff only, as the modal is. */
export function PublicationFields({
  draft,
  publishAt,
}: {
  draft: BoundCheck;
  publishAt: BoundText;
}) {
  return (
    <>
      <EditCheckbox label="Melnraksts" {...draft} />
      <EditField label="Publicēt (Rīgas laiks)" type="datetime-local" {...publishAt} />
    </>
  );
}

/**
 * What marks a draft or a scheduled item for staff in edit mode ("Melnraksts", or "Publicēt"
 * and its time, a link to the page at that time); nothing for anyone else, or for an item that
 * is out.
 */
export function PublicationMark({ item }: { item: Publishable }) {
  const canEdit = useCanEdit();
  if (!canEdit) return null;
  if (item.draft === 1) return <span className={styles.mark}>Melnraksts</span>;
  // The API clears a publish_at once its time has come: one that is set is still ahead. The
  // mark opens this page as visitors will see it then (`?at=`, read by staff reads only).
  if (item.publish_at) {
    return (
      <a className={styles.mark} href={`?at=${encodeURIComponent(item.publish_at.slice(0, 16))}`}>
        Publicēt {formatDateTime(item.publish_at)}
      </a>
    );
  }
  return null;
}
