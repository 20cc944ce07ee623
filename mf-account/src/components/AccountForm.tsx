import { useId, useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { useAction } from '@koris/shared/widgets';
import styles from './form.module.css';

/** One text field: its key in the values, its label and the input's own attributes. */
export interface AccountField<N extends string> extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'value' | 'onChange'
> {
  name: N;
  label: string;
}

export interface AccountFormProps<N extends string> {
  /** Text fields, in order; their values start empty. */
  fields?: readonly AccountField<N>[];
  /** The submit button's text. */
  submit: string;
  /**
   * The server call with the typed values; `clear` empties the fields (a success that must not
   * keep them). A failure keeps every value and shows the server's message.
   */
  action: (values: Record<N, string>, clear: () => void) => Promise<void>;
  /** Off only for a form with no text fields to leave to the server. */
  noValidate?: boolean;
  /** More controls after the text fields (switches …). */
  children?: ReactNode;
}

/** A one-time code from the authenticator app (`code`), typed on a number pad. */
export const codeField = (
  label: string,
  input?: Omit<AccountField<'code'>, 'name' | 'label'>,
): AccountField<'code'> => ({
  name: 'code',
  label,
  inputMode: 'numeric',
  autoComplete: 'one-time-code',
  ...input,
});

/** The user's current password (`password`), as password managers fill it in. */
export const currentPasswordField = (label: string): AccountField<'password'> => ({
  name: 'password',
  label,
  type: 'password',
  autoComplete: 'current-password',
});

const emptyValues = <N extends string>(fields: readonly AccountField<N>[]) =>
  Object.fromEntries(fields.map((field) => [field.name, ''])) as Record<N, string>;

/**
 * A form of the account modal: labelled text fields in the site's field style, one submit
 * button, one server call. No `required` or other client-side checks: the server validates
 * (docs/product.md#validation). While the call runs the button stays focusable (aria-disabled,
 * not disabled) so keyboard focus is not lost, and further submits are ignored.
 */
export function AccountForm<N extends string>({
  fields = [],
  submit,
  action,
  noValidate = true,
  children,
}: AccountFormProps<N>) {
  const baseId = useId();
  const [values, setValues] = useState(() => emptyValues(fields));
  const { run, busy } = useAction(() => action(values, () => setValues(emptyValues(fields))));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void run();
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate={noValidate} aria-busy={busy}>
      {fields.map(({ name, label, type = 'text', ...input }) => (
        <div key={name} className="k-field">
          <label htmlFor={`${baseId}-${name}`}>{label}</label>
          <input
            id={`${baseId}-${name}`}
            type={type}
            value={values[name]}
            onChange={(event) => setValues((v) => ({ ...v, [name]: event.target.value }))}
            {...input}
          />
        </div>
      ))}
      {children}
      <div className={styles.actions}>
        <button type="submit" className="k-btn k-btn-primary" aria-disabled={busy || undefined}>
          {submit}
        </button>
      </div>
    </form>
  );
}
