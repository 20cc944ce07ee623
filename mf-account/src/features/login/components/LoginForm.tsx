import { useState, type FormEvent } from 'react';
import { login } from '@koris/shared/api';
import { pushSuccess } from '@koris/shared/ui';
import { texts } from '../../../texts';
import { useAction } from '../../../hooks/use-action';
import { TextField } from '../../../components/TextField';
import { SubmitButton } from '../../../components/SubmitButton';
import styles from '../../../components/form.module.css';

/** Login (SPEC §2): email and password. The edit-mode flag comes with the answer (SPEC §4). */
export function LoginForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { run, busy } = useAction(async () => {
    await login(email, password);
    pushSuccess(texts.messages.loggedIn);
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void run();
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={busy}>
      <TextField
        label={texts.fields.email}
        type="email"
        autoComplete="username"
        value={email}
        onChange={setEmail}
      />
      <TextField
        label={texts.fields.password}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
      />
      <div className={styles.actions}>
        <SubmitButton busy={busy}>{texts.buttons.login}</SubmitButton>
      </div>
    </form>
  );
}
