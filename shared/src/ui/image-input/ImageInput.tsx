import { useId, useState } from 'react';
import styles from './image-input.module.css';

/** docs/product.md#validation: image inputs accept png, jpg, jpeg only. */
export const IMAGE_ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg';
const ALLOWED = /\.(png|jpe?g)$/i;
const ALLOWED_TYPES = new Set(['image/png', 'image/jpeg']);

/** By extension, and by type when the browser reports one (a renamed .gif is refused). */
export function isAllowedImage(file: File): boolean {
  return ALLOWED.test(file.name) && (file.type === '' || ALLOWED_TYPES.has(file.type));
}

/** The message for refused files (ours: the spec shows none). */
export function rejectedImagesMessage(names: string[]): string {
  const list = names.join(', ');
  return names.length === 1
    ? `Failu „${list}” nevar pievienot: atļauti tikai png, jpg un jpeg attēli.`
    : `Šos failus nevar pievienot: ${list}. Atļauti tikai png, jpg un jpeg attēli.`;
}

export interface ImageInputProps {
  label: string;
  /** Several files at once (gallery images, docs/product.md#validation). */
  multiple?: boolean;
  /** Receives only the accepted files ([] when none is left). */
  onChange: (files: File[]) => void;
  required?: boolean;
  disabled?: boolean;
  /** Form field name, for forms that read the native input. */
  name?: string;
}

/**
 * A file input for png, jpg and jpeg images. Other files are refused with a clear Latvian
 * message naming them; when several are chosen, the good ones are kept.
 */
export function ImageInput({
  label,
  multiple = false,
  onChange,
  required,
  disabled,
  name,
}: ImageInputProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const [error, setError] = useState<string | null>(null);
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type="file"
        accept={IMAGE_ACCEPT}
        multiple={multiple}
        required={required}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => {
          const input = e.target;
          const files = Array.from(input.files ?? []);
          const accepted = files.filter(isAllowedImage);
          const rejected = files.filter((f) => !isAllowedImage(f));
          if (rejected.length === 0) {
            setError(null);
            onChange(files);
            return;
          }
          setError(rejectedImagesMessage(rejected.map((f) => f.name)));
          if (accepted.length === 0) {
            input.value = '';
          } else if (typeof DataTransfer !== 'undefined') {
            // Keep what the input shows in step with what will be sent.
            try {
              const kept = new DataTransfer();
              accepted.forEach((f) => kept.items.add(f));
              input.files = kept.files;
            } catch (_unsupported) {
              // Older browsers: the native label may still count the refused files.
            }
          }
          onChange(accepted);
        }}
      />
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
