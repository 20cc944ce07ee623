import { useId, useState, type ReactNode } from 'react';
import { DisclosureButton } from '../../../lib/DisclosureButton';
import { Caret } from './Caret';
import styles from './centenary.module.css';

export interface DisclosureProps {
  /** What the toggle button says (the song's title). */
  summary: ReactNode;
  /** Shown below the toggle whether open or not (the authors line). */
  meta?: ReactNode;
  /** The heading level the toggle sits in, so the page outline stays right. */
  level?: 3 | 4;
  children: ReactNode;
}

/**
 * An expand/collapse block (docs/product.md#states song lyrics): a real button inside a heading, so click,
 * Enter and Space all toggle it, with `aria-expanded` and `aria-controls`. The closed panel is
 * `hidden`: out of the accessibility tree and of find-in-page until opened.
 */
export function Disclosure({ summary, meta, level = 3, children }: DisclosureProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const Heading = `h${level}` as const;
  return (
    <>
      <Heading className={styles.toggleHeading}>
        <DisclosureButton
          className={styles.toggle}
          expanded={open}
          controls={panelId}
          onToggle={() => setOpen((value) => !value)}
        >
          <span className={styles.toggleText}>{summary}</span>
          <Caret />
        </DisclosureButton>
      </Heading>
      {meta}
      <div id={panelId} className={styles.panel} hidden={!open}>
        {children}
      </div>
    </>
  );
}
