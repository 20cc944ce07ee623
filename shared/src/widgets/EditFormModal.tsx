import {
  useId,
  useState,
  type FormEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react';
import { readFieldErrors, type FieldErrors } from '@koris/shared/api';
import type { VersionKind } from '@koris/shared/types';
import { ImageInput, Modal, notifyError, pushSuccess, VersionsButton } from '@koris/shared/ui';
import styles from './edit-form.module.css';

/** A draft holds what the fields show: text as typed, switches as booleans. */
export type Draft = Record<string, string | boolean>;

type TextKey<D> = { [K in keyof D]: D[K] extends string ? K : never }[keyof D] & string;
type SwitchKey<D> = { [K in keyof D]: D[K] extends boolean ? K : never }[keyof D] & string;

/** What the form's fields are drawn from: the draft and its setters, ready to spread. */
export interface EditForm<D extends Draft> {
  draft: D;
  set: <K extends keyof D>(name: K, value: D[K]) => void;
  /** `name`, `value` and `onChange` of a text field bound to the draft. */
  text: (name: TextKey<D>) => BoundText;
  /** `name`, `checked` and `onChange` of a checkbox bound to the draft. */
  check: (name: SwitchKey<D>) => BoundCheck;
}

export interface BoundText {
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** The server's message for this field after a refused save, until the field changes. */
  error?: string | undefined;
}

export interface BoundCheck {
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | undefined;
}

export interface EditFormModalProps<T extends { id: number; image?: unknown }, D extends Draft> {
  /** The item being edited; null adds a new one. */
  item: T | null;
  /** The item's kind as the page names it: "Edit Event", "Event updated". */
  noun: string;
  /** The draft a new opening starts from (the item's current values). */
  initial: () => D;
  /** Creates or updates (`item` says which) and resolves to the item as saved. */
  save: (draft: D, image: File | null) => Promise<T>;
  /** Versijas of the item being edited, and how it is read again after a restore. */
  versions: { kind: VersionKind; label: string | undefined; reread: (id: number) => Promise<T> };
  /** An image field after the others; the hint says an empty one keeps the current image. */
  image?: { hintClassName: string | undefined };
  /** No client-side validation at all: the server answers. */
  noValidate?: boolean;
  onClose: () => void;
  onSaved: (item: T, created: boolean) => void;
  children: (form: EditForm<D>) => ReactNode;
}

/**
 * Add or edit an item in a large modal: the fields, Versijas (when editing), Save and Close.
 * Mount it only while open, so that each opening starts from the item's current values. On an
 * error the modal stays open with every field as typed and the message shows inside it. A
 * restored version is read again and handed to `onSaved`, and the modal closes, since its
 * draft holds the values just replaced. A refused save (422) also puts each field's message
 * beside that field, until the field is changed.
 */
export function EditFormModal<T extends { id: number; image?: unknown }, D extends Draft>({
  item,
  noun,
  initial,
  save,
  versions,
  image: imageField,
  noValidate,
  onClose,
  onSaved,
  children,
}: EditFormModalProps<T, D>) {
  const formId = useId();
  const [draft, setDraft] = useState<D>(initial);
  const [image, setImage] = useState<File | null>(null);
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = <K extends keyof D>(name: K, value: D[K]) => {
    setDraft((d) => ({ ...d, [name]: value }));
    setErrors((current) => withoutField(current, name as string));
  };
  const form: EditForm<D> = {
    draft,
    set,
    text: (name) => ({
      name,
      value: draft[name] as string,
      onChange: (value) => set(name, value as D[typeof name]),
      error: errors[name],
    }),
    check: (name) => ({
      name,
      checked: draft[name] as boolean,
      onChange: (checked) => set(name, checked as D[typeof name]),
      error: errors[name],
    }),
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    setSaving(true);
    try {
      const saved = await save(draft, image);
      pushSuccess(item ? `${noun} updated` : `${noun} created`);
      onSaved(saved, !item);
      onClose();
    } catch (error) {
      notifyError(error);
      setErrors(await readFieldErrors(error));
      setSaving(false);
    }
  };

  const onRestored = async () => {
    if (!item) return;
    onSaved(await versions.reread(item.id), false);
    onClose();
  };

  return (
    <Modal
      open
      title={item ? `Edit ${noun}` : `Add ${noun}`}
      onClose={onClose}
      footer={
        <>
          {item ? (
            <VersionsButton
              kind={versions.kind}
              itemId={item.id}
              label={versions.label}
              onRestored={onRestored}
            />
          ) : null}
          <button type="submit" form={formId} className="k-btn k-btn-primary" disabled={saving}>
            Save
          </button>
          <button type="button" className="k-btn" onClick={onClose}>
            Close
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} className={styles.form} noValidate={noValidate}>
        {children(form)}
        {imageField ? (
          <>
            <ImageInput
              label="Image"
              onChange={(files) => {
                setImage(files[0] ?? null);
                setErrors((current) => withoutField(current, 'image'));
              }}
            />
            <FieldError id={`${formId}-image-error`} message={errors['image']} />
            {item?.image && !image ? (
              <p className={imageField.hintClassName}>Leave empty to keep the current image.</p>
            ) : null}
          </>
        ) : null}
      </form>
    </Modal>
  );
}

function withoutField(errors: FieldErrors, name: string): FieldErrors {
  if (!errors[name]) return errors;
  const { [name]: _changed, ...rest } = errors;
  return rest;
}

/** The server's message about a field (a 422), under it; nothing while there is none. */
export function FieldError({
  id,
  message,
  className = styles.error,
}: {
  id: string;
  message: string | undefined;
  className?: string | undefined;
}) {
  return message ? (
    <p id={id} className={className}>
      {message}
    </p>
  ) : null;
}

/** What makes a field invalid to assistive technology and points it at its message. */
function invalid(error: string | undefined, errorId: string) {
  return error ? { 'aria-invalid': true, 'aria-describedby': errorId } : null;
}

type FieldProps = BoundText & {
  label: string;
  /** A whole number: a number field that steps by one. */
  numeric?: boolean;
} & (
    | ({ rows?: undefined } & Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'>)
    | ({ rows: number } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value'>)
  );

const NUMERIC = { type: 'number', inputMode: 'numeric', step: 1 } as const;

/**
 * A labelled text field of an edit form: an input, or a textarea when it has `rows`; the
 * server's message for it, if any, below it (outside the label, so it is not part of its name).
 */
export function EditField({ label, numeric, onChange, error, ...field }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="k-field">
      <label htmlFor={id}>{label}</label>
      {field.rows ? (
        <textarea
          id={id}
          {...field}
          {...invalid(error, errorId)}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : (
        <input
          id={id}
          {...(field as InputHTMLAttributes<HTMLInputElement>)}
          {...(numeric ? NUMERIC : null)}
          {...invalid(error, errorId)}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** A labelled checkbox of an edit form, the label after the box. */
export function EditCheckbox({ label, onChange, error, ...box }: BoundCheck & { label: string }) {
  const errorId = `${useId()}-error`;
  return (
    <>
      <label className={styles.checkbox}>
        <input
          type="checkbox"
          {...box}
          {...invalid(error, errorId)}
          onChange={(e) => onChange(e.target.checked)}
        />
        {label}
      </label>
      <FieldError id={errorId} message={error} />
    </>
  );
}
