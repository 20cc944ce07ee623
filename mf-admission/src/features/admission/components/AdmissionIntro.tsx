import { admissionTexts } from '../texts';
import styles from './admission.module.css';

/** What singing in the choir means, and what the choir expects (docs/product.md#pages, #constants). */
export function AdmissionIntro() {
  return (
    <div className={styles.intro}>
      {admissionTexts.intro.map((text) => (
        <p key={text}>{text}</p>
      ))}
      <h2 className={styles.subheading}>{admissionTexts.expectationsHeading}</h2>
      <ul className={styles.expectations}>
        {admissionTexts.expectations.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
      <p>{admissionTexts.auditions}</p>
      <p className={styles.postscript}>{admissionTexts.postscript}</p>
    </div>
  );
}
