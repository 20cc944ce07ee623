import { useId } from 'react';
import type { SystemSetting } from '@koris/shared/types';
import { pushSuccess } from '@koris/shared/ui';
import { useAction } from '@koris/shared/widgets';
import { admissionTexts } from '../texts';
import styles from './admission.module.css';

export interface AdmissionSwitchProps {
  open: boolean;
  setting: SystemSetting;
  onChange: (setting: SystemSetting, open: boolean) => Promise<void>;
}

const texts = admissionTexts.staffSwitch;

/**
 * Staff only (the caller renders it with role update-data in edit mode): opens or closes
 * admission in place. A native switch (button role="switch") so keyboards and screen readers
 * know its state; a second press while saving is ignored.
 */
export function AdmissionSwitch({ open, setting, onChange }: AdmissionSwitchProps) {
  const hintId = useId();

  const { run: toggle, busy } = useAction(async () => {
    await onChange(setting, !open);
    pushSuccess(open ? texts.closedMessage : texts.openedMessage);
  });

  return (
    <div className={styles.staffPanel}>
      <button
        type="button"
        role="switch"
        aria-checked={open}
        aria-describedby={hintId}
        aria-disabled={busy || undefined}
        className={styles.switch}
        onClick={() => void toggle()}
      >
        <span className={styles.track} aria-hidden="true">
          <span className={styles.thumb} />
        </span>
        <span>{texts.label}</span>
      </button>
      <p id={hintId} className={styles.staffHint}>
        {open ? texts.open : texts.closed}
      </p>
    </div>
  );
}
