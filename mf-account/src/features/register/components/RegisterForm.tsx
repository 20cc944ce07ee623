import { useState, type FormEvent } from 'react';
import { register } from '@koris/shared/api';
import { pushSuccess } from '@koris/shared/ui';
import { texts } from '../../../texts';
import { useAction } from '../../../hooks/use-action';
import { TextField } from '../../../components/TextField';
import { SubmitButton } from '../../../components/SubmitButton';
import styles from '../../../components/form.module.css';

/** Register with a registration token (SPEC §2, §5); the token decides the roles. */
export function RegisterForm() {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [token, setToken] = useState('');
  const { run, busy } = useAction(async () => {
    await register({ name, email, password, registration_token: token.trim() });
    pushSuccess(texts.messages.registered);
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void run();
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={busy}>
      <TextField label={texts.fields.name} autoComplete="name" value={name} onChange={setName} />
      <TextField
        label={texts.fields.email}
        type="email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
      />
      <TextField
        label={texts.fields.password}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
      />
      <TextField
        label={texts.fields.registrationToken}
        autoComplete="off"
        spellCheck={false}
        value={token}
        onChange={setToken}
      />
      <div className={styles.actions}>
        <SubmitButton busy={busy}>{texts.buttons.register}</SubmitButton>
      </div>
    </form>
  );
}
