import { useState } from 'react';
import { useCanEdit } from '@koris/shared/auth';
import { Modal } from '../modal/Modal';
import styles from './edit-controls.module.css';

export interface EditControlsProps {
  /** What is being edited, for accessible names: "Labot: {label}". */
  label: string;
  onEdit?: () => void;
  /** Called after the visitor confirms. */
  onDelete?: () => void | Promise<void>;
}

/** Edit and delete buttons, rendered only with role update-data and edit mode on. */
export function EditControls({ label, onEdit, onDelete }: EditControlsProps) {
  const canEdit = useCanEdit();
  const [confirming, setConfirming] = useState(false);
  if (!canEdit) return null;
  return (
    <div className={styles.controls}>
      {onEdit ? (
        <button type="button" className="k-btn" onClick={onEdit} aria-label={`Labot: ${label}`}>
          Labot
        </button>
      ) : null}
      {onDelete ? (
        <button
          type="button"
          className="k-btn k-btn-danger"
          onClick={() => setConfirming(true)}
          aria-label={`Dzēst: ${label}`}
        >
          Dzēst
        </button>
      ) : null}
      <Modal
        open={confirming}
        size="medium"
        title="Apstiprināt dzēšanu"
        onClose={() => setConfirming(false)}
        footer={
          <>
            <button
              type="button"
              className="k-btn k-btn-danger"
              onClick={async () => {
                setConfirming(false);
                await onDelete?.();
              }}
            >
              Dzēst
            </button>
            <button type="button" className="k-btn" onClick={() => setConfirming(false)}>
              Atcelt
            </button>
          </>
        }
      >
        <p>Vai tiešām dzēst „{label}”?</p>
      </Modal>
    </div>
  );
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
