import { useId, useState } from 'react';
import styles from './image-input.module.css';

/** SPEC §5: image inputs accept png, jpg, jpeg only. */
export const IMAGE_ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg';
const ALLOWED = /\.(png|jpe?g)$/i;
const ALLOWED_TYPES = new Set(['image/png', 'image/jpeg']);

export function isAllowedImage(file: File): boolean {
  return ALLOWED.test(file.name) && (file.type === '' || ALLOWED_TYPES.has(file.type));
}

export interface ImageInputProps {
  label: string;
  multiple?: boolean;
  onChange: (files: File[]) => void;
}

export function ImageInput({ label, multiple = false, onChange }: ImageInputProps) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="file"
        accept={IMAGE_ACCEPT}
        multiple={multiple}
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          const rejected = files.filter((f) => !isAllowedImage(f));
          if (rejected.length > 0) {
            setError(`Atļauti tikai png, jpg un jpeg attēli: ${rejected.map((f) => f.name).join(', ')}`);
            e.target.value = '';
            onChange([]);
            return;
          }
          setError(null);
          onChange(files);
        }}
      />
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
