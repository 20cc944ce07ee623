import styles from './centenary.module.css';

/**
 * The song toggle's caret: it flips when the song is open (CSS on the toggle's
 * aria-expanded) and changes picture on hover or keyboard focus: an outlined chevron at rest,
 * a filled disc with the chevron when pointed at.
 */
export function Caret() {
  return (
    <span className={styles.caret} aria-hidden="true">
      <svg
        className={styles.caretIdle}
        viewBox="0 0 24 24"
        width="24"
        height="24"
        focusable="false"
      >
        <circle cx="12" cy="12" r="10.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path
          d="M7.5 10l4.5 4.5 4.5-4.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <svg
        className={styles.caretHover}
        viewBox="0 0 24 24"
        width="24"
        height="24"
        focusable="false"
      >
        <circle cx="12" cy="12" r="11" fill="currentColor" />
        <path
          d="M7.5 10l4.5 4.5 4.5-4.5"
          fill="none"
          stroke="#fff"
          strokeWidth="2.4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </span>
  );
}
