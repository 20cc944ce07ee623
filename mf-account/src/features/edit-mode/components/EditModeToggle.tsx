import { toggleEditMode } from '@koris/shared/api';
import { useAuthStore } from '@koris/shared/auth';
import { pushSuccess } from '@koris/shared/ui';
import { useAction } from '@koris/shared/widgets';
import { texts } from '../../../texts';
import styles from '../../../components/form.module.css';

/**
 * Toggle edit mode (role update-data). The new value lands in the shared auth store, a
 * federation singleton: every edit control of the site shows or hides at once, no reload.
 */
export function EditModeToggle() {
  const active = useAuthStore((s) => s.user?.is_edit_mode_active === true);
  const { run, busy } = useAction(async () => {
    const next = !active;
    await toggleEditMode(next);
    pushSuccess(next ? texts.messages.editModeOn : texts.messages.editModeOff);
  });

  return (
    <div>
      <p className={styles.hint}>{texts.editMode.intro}</p>
      <p>
        <strong>{active ? texts.editMode.stateOn : texts.editMode.stateOff}</strong>
      </p>
      <button
        type="button"
        className="k-btn k-btn-primary"
        aria-disabled={busy || undefined}
        onClick={() => void run()}
      >
        {active ? texts.buttons.editModeOff : texts.buttons.editModeOn}
      </button>
    </div>
  );
}
