import { useId } from 'react';
import { FieldError } from '@koris/shared/widgets';
import type { TextFieldSpec } from '../fields';
import styles from './application-form.module.css';

export interface FormFieldProps {
  spec: TextFieldSpec;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/** The required mark is visual only: `required` on the input already tells screen readers. */
export function RequiredMark() {
  return (
    <span className={styles.required} aria-hidden="true">
      {' *'}
    </span>
  );
}

/**
 * A labelled input or textarea. Its hint and its server message (a 422) are tied to it with
 * aria-describedby, so they are read with the field.
 */
export function FormField({ spec, value, error, onChange }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [spec.hint ? hintId : null, error ? errorId : null].filter(Boolean);
  const common = {
    id,
    name: spec.name,
    value,
    required: spec.required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy.length > 0 ? describedBy.join(' ') : undefined,
  } as const;

  return (
    <div className={`k-field ${styles.field}`}>
      <label htmlFor={id} className={styles.label}>
        {spec.label}
        {spec.required ? <RequiredMark /> : null}
      </label>
      {spec.hint ? (
        <p id={hintId} className={styles.hint}>
          {spec.hint}
        </p>
      ) : null}
      {spec.kind === 'textarea' ? (
        <textarea {...common} rows={4} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input
          {...common}
          type={spec.type ?? 'text'}
          inputMode={spec.inputMode}
          autoComplete={spec.autoComplete}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      <FieldError id={errorId} message={error} className={styles.error} />
    </div>
  );
}

export interface CheckboxFieldProps {
  name: string;
  label: string;
  checked: boolean;
  error?: string;
  onChange: (checked: boolean) => void;
}

export function CheckboxField({ name, label, checked, error, onChange }: CheckboxFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.checkField}>
      <input
        id={id}
        name={name}
        type="checkbox"
        className={styles.checkbox}
        checked={checked}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => onChange(e.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
      <FieldError id={errorId} message={error} className={styles.error} />
    </div>
  );
}
