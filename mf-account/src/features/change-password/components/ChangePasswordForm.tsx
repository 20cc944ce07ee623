import { useState, type FormEvent } from 'react';
import { changePassword } from '@koris/shared/api';
import { pushSuccess } from '@koris/shared/ui';
import { texts } from '../../../texts';
import { useAction } from '../../../hooks/use-action';
import { TextField } from '../../../components/TextField';
import { SubmitButton } from '../../../components/SubmitButton';
import styles from '../../../components/form.module.css';

/** Change password (SPEC §2): current and new. Fields are kept on error, cleared on success. */
export function ChangePasswordForm() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const { run, busy } = useAction(async () => {
    await changePassword(current, next);
    setCurrent('');
    setNext('');
    pushSuccess(texts.messages.passwordChanged);
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void run();
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={busy}>
      <TextField
        label={texts.fields.currentPassword}
        type="password"
        autoComplete="current-password"
        value={current}
        onChange={setCurrent}
      />
      <TextField
        label={texts.fields.newPassword}
        type="password"
        autoComplete="new-password"
        value={next}
        onChange={setNext}
      />
      <div className={styles.actions}>
        <SubmitButton busy={busy}>{texts.buttons.changePassword}</SubmitButton>
      </div>
    </form>
  );
}
