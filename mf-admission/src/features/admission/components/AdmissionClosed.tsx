import { admissionTexts } from '../texts';
import styles from './admission.module.css';

/** The static message shown while admission is closed (docs/product.md#pages, #constants: season 2025/2026). */
export function AdmissionClosed() {
  return (
    <div className={styles.closed}>
      <p className={styles.closedTitle}>{admissionTexts.closed.title}</p>
      {admissionTexts.closed.paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </div>
  );
}
