import type { CSSProperties } from 'react';
import { BACKGROUNDS, type BackgroundId } from './backgrounds';
import styles from './home.module.css';

const LAYERS = Object.keys(BACKGROUNDS) as BackgroundId[];

/**
 * Full-page background layers, one per column over the default one. All are in the DOM so the
 * swap is a cross-fade with no flash; the media query picks which size the browser fetches.
 */
export function HomeBackground({ active }: { active: BackgroundId }) {
  return (
    <div className={styles.backgrounds} aria-hidden="true">
      {LAYERS.map((id) => (
        <div
          key={id}
          className={styles.background}
          data-background={id}
          data-shown={id === 'default' || id === active}
          style={
            {
              '--bg-wide': `url(${BACKGROUNDS[id].wide})`,
              '--bg-narrow': `url(${BACKGROUNDS[id].narrow})`,
            } as CSSProperties
          }
        />
      ))}
    </div>
  );
}
