import { useState } from 'react';
import { useCanEdit } from '@koris/shared/auth';
import { Modal } from '../modal/Modal';
import { notifyError } from '../notify';
import styles from './edit-controls.module.css';

export interface EditControlsProps {
  /** What is being edited, for accessible names: "Labot: {label}". */
  label: string;
  onEdit?: () => void;
  /**
   * Called only after the visitor confirms in a dialog. If it rejects, the error's catalogue
   * message is shown as a danger alert (callers that show their own message should not rethrow).
   */
  onDelete?: () => void | Promise<void>;
  /** Labels in the page's language: English pages label their own controls in English. */
  lang?: 'lv' | 'en';
}

const TEXT = {
  lv: {
    edit: 'Labot',
    delete: 'Dzēst',
    cancel: 'Atcelt',
    confirmTitle: 'Apstiprināt dzēšanu',
    confirm: (label: string) => `Vai tiešām dzēst „${label}”?`,
  },
  en: {
    edit: 'Edit',
    delete: 'Delete',
    cancel: 'Cancel',
    confirmTitle: 'Confirm deletion',
    confirm: (label: string) => `Delete “${label}”?`,
  },
} as const;

export interface DeleteButtonProps {
  /** What is deleted, for the button's accessible name ("Dzēst: {label}") and the question. */
  label: string;
  /**
   * Called only after the visitor confirms in a dialog. If it rejects, the error's catalogue
   * message is shown as a danger alert (callers that show their own message should not rethrow).
   */
  onDelete: () => void | Promise<void>;
  lang?: 'lv' | 'en';
  /** A class beside the button's own `k-btn k-btn-danger`. */
  className?: string;
}

/**
 * Dzēst, asked first as every delete of the site is: "Vai tiešām dzēst „{label}”?" with
 * Dzēst / Atcelt. Rendered for whoever sees it: EditControls adds the edit-mode rule.
 */
export function DeleteButton({ label, onDelete, lang = 'lv', className }: DeleteButtonProps) {
  const text = TEXT[lang];
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className ? `k-btn k-btn-danger ${className}` : 'k-btn k-btn-danger'}
        onClick={() => setConfirming(true)}
        aria-label={`${text.delete}: ${label}`}
      >
        {text.delete}
      </button>
      <Modal
        open={confirming}
        size="medium"
        title={text.confirmTitle}
        onClose={() => setConfirming(false)}
        footer={
          <>
            <button
              type="button"
              className="k-btn k-btn-danger"
              onClick={async () => {
                setConfirming(false);
                try {
                  await onDelete();
                } catch (error) {
                  // A caller may let the API error through: it is shown, never swallowed.
                  notifyError(error);
                }
              }}
            >
              {text.delete}
            </button>
            <button type="button" className="k-btn" onClick={() => setConfirming(false)}>
              {text.cancel}
            </button>
          </>
        }
      >
        <p>{text.confirm(label)}</p>
      </Modal>
    </>
  );
}

/**
 * Edit and delete buttons, rendered only with role update-data and edit mode on
 * (`useCanEdit`). Delete asks first (DeleteButton).
 */
export function EditControls({ label, onEdit, onDelete, lang = 'lv' }: EditControlsProps) {
  const canEdit = useCanEdit();
  const text = TEXT[lang];
  if (!canEdit) return null;
  return (
    <div className={styles.controls}>
      {onEdit ? (
        <button
          type="button"
          className="k-btn"
          onClick={onEdit}
          aria-label={`${text.edit}: ${label}`}
        >
          {text.edit}
        </button>
      ) : null}
      {onDelete ? <DeleteButton label={label} onDelete={onDelete} lang={lang} /> : null}
    </div>
  );
}

export interface ItemEditControlsProps<Item> {
  item: Item;
  /** What the item is called in the buttons' names and the question. */
  label: string;
  onEdit: (item: Item) => void;
  onDelete: (item: Item) => void | Promise<void>;
}

/** EditControls of one item of a list, whose edit and delete take that item. */
export function ItemEditControls<Item>({
  item,
  label,
  onEdit,
  onDelete,
}: ItemEditControlsProps<Item>) {
  return <EditControls label={label} onEdit={() => onEdit(item)} onDelete={() => onDelete(item)} />;
}

/** The "Add …" button of a list, rendered only in edit mode. */
export function AddButton({ children, onClick }: { children: string; onClick: () => void }) {
  const canEdit = useCanEdit();
  if (!canEdit) return null;
  return (
    <button type="button" className="k-btn k-btn-primary" onClick={onClick}>
      {children}
    </button>
  );
}
