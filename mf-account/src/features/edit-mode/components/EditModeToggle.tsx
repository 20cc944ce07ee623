import { toggleEditMode } from '@koris/shared/api';
import { useAuthStore } from '@koris/shared/auth';
import { pushSuccess } from '@koris/shared/ui';
import { texts } from '../../../texts';
import { ActionButton } from '../../../components/ActionButton';
import styles from '../../../components/form.module.css';

/**
 * Toggle edit mode (role update-data). The new value lands in the shared auth store, a
 * federation singleton: every edit control of the site shows or hides at once, no reload.
 */
export function EditModeToggle() {
  const active = useAuthStore((s) => s.user?.is_edit_mode_active === true);
  return (
    <div>
      <p className={styles.hint}>{texts.editMode.intro}</p>
      <p>
        <strong>{active ? texts.editMode.stateOn : texts.editMode.stateOff}</strong>
      </p>
      <ActionButton
        primary
        action={async () => {
          const next = !active;
          await toggleEditMode(next);
          pushSuccess(next ? texts.messages.editModeOn : texts.messages.editModeOff);
        }}
      >
        {active ? texts.buttons.editModeOff : texts.buttons.editModeOn}
      </ActionButton>
    </div>
  );
}
