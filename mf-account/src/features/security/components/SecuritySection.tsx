import { useId, type ReactNode, type Ref } from 'react';
import styles from './security.module.css';

export interface SecuritySectionProps {
  heading: string;
  /** The muted line under the heading. */
  intro?: string;
  /**
   * For a section whose row buttons can vanish (a removed passkey, an ended session): the
   * heading then takes keyboard focus, so it goes to the section and not to the page.
   */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}

/** One part of the Security tab: a region named by its heading. */
export function SecuritySection({ heading, intro, headingRef, children }: SecuritySectionProps) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
        {heading}
      </h3>
      {intro ? <p className={styles.hint}>{intro}</p> : null}
      {children}
    </section>
  );
}
