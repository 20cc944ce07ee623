import { useId, type InputHTMLAttributes } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** A labelled input in the site's field style. No `required`: the server validates (SPEC §5). */
export function TextField({ label, value, onChange, type = 'text', ...input }: TextFieldProps) {
  const id = useId();
  return (
    <div className="k-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...input}
      />
    </div>
  );
}
