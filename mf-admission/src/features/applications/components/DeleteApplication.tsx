import { useState } from 'react';
import { Modal, notifyError } from '@koris/shared/ui';
import { applicationsTexts as texts } from '../texts';
import styles from './applications.module.css';

export interface DeleteApplicationProps {
  /** The applicant's name: the button's accessible name and the question. */
  name: string;
  /** Called only once the reader confirms; a rejection is shown as a danger alert. */
  onDelete: () => Promise<void>;
}

/**
 * Dzēst on one application, asked first as every delete of the site is ("Vai tiešām dzēst
 * „…”?" with Dzēst / Atcelt). The application goes into the trash: Atsaukt on the alert, or
 * Miskaste in the account modal, brings it back.
 */
export function DeleteApplication({ name, onDelete }: DeleteApplicationProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <button
        type="button"
        className={`k-btn k-btn-danger ${styles.delete}`}
        onClick={() => setConfirming(true)}
        aria-label={texts.deleteLabel(name)}
      >
        {texts.delete}
      </button>
      <Modal
        open={confirming}
        size="medium"
        title={texts.confirmTitle}
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
                  notifyError(error);
                }
              }}
            >
              {texts.delete}
            </button>
            <button type="button" className="k-btn" onClick={() => setConfirming(false)}>
              {texts.cancel}
            </button>
          </>
        }
      >
        <p>{texts.confirm(name)}</p>
      </Modal>
    </>
  );
}
