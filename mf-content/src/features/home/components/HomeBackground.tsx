import { BACKGROUND_IDS, type BackgroundId } from './backgrounds';
import styles from './home.module.css';

/**
 * Full-page background layers, one per column over the default one. All are in the DOM so the
 * swap is a cross-fade with no flash; the media query in the style sheet picks which size the
 * browser fetches.
 */
export function HomeBackground({ active }: { active: BackgroundId }) {
  return (
    <div className={styles.backgrounds} aria-hidden="true">
      {BACKGROUND_IDS.map((id) => (
        <div
          key={id}
          className={styles.background}
          data-background={id}
          data-shown={id === 'default' || id === active}
        />
      ))}
    </div>
  );
}
