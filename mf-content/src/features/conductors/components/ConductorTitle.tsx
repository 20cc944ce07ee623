import { titleLines } from '../lib/conductor-text';
import styles from './conductors.module.css';

/**
 * A conductor's title split at its line-break markers: each line is text in its own block, with
 * a space between them so the accessible name reads "Anna Liepiņa Kora vokālā pedagoģe".
 */
export function ConductorTitle({ title }: { title: string }) {
  return (
    <span className={styles.titleText}>
      {titleLines(title).map((line, i) => (
        <span key={i} className={styles.titleLine}>
          {i > 0 ? ' ' : null}
          {line}
        </span>
      ))}
    </span>
  );
}
