import styles from './loader.module.css';

/** The loader shown while a list page or a remote loads (docs/product.md#states). */
export function Loader({ label = 'Ielādē…' }: { label?: string }) {
  return (
    <div className={styles.wrap} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.label}>{label}</span>
    </div>
  );
}
