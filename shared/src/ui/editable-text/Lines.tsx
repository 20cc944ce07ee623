import styles from './editable-text.module.css';

/** Splits multi-line text into lines, rendered as text (never as HTML). */
export function Lines({ text }: { text: string | null | undefined }) {
  const lines = (text ?? '').split(/\r?\n/);
  return (
    <>
      {lines.map((line, i) => (
        <span key={i} className={styles.line}>
          {line}
          {i < lines.length - 1 ? <br /> : null}
        </span>
      ))}
    </>
  );
}
