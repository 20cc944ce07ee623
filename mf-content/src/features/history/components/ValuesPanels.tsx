import { useId, useState } from 'react';
import { Lines } from '@koris/shared/ui';
import { DisclosureButton } from '../../../lib/DisclosureButton';
import { VALUES, type ValuePanel } from '../values';
import styles from './history.module.css';

/** One value: its title is the disclosure button of its fixed description. */
function Value({ value }: { value: ValuePanel }) {
  const [expanded, setExpanded] = useState(false);
  const panelId = useId();
  return (
    <div className={styles.value} data-value={value.id} data-expanded={expanded}>
      <h2 className={styles.valueHeading}>
        <DisclosureButton
          className={styles.valueButton}
          expanded={expanded}
          controls={panelId}
          onToggle={() => setExpanded(!expanded)}
        >
          {value.title}
          <span className={styles.caret} aria-hidden="true" />
        </DisclosureButton>
      </h2>
      <div id={panelId} className={styles.valueText} hidden={!expanded}>
        <Lines text={value.text} />
      </div>
    </div>
  );
}

/**
 * Darbs, Draudzība, Daiļums: each panel is a disclosure; a click, Enter or Space on it expands
 * or collapses its fixed description. Each opens on its own.
 */
export function ValuesPanels() {
  return (
    <div className={styles.values}>
      {VALUES.map((value) => (
        <Value key={value.id} value={value} />
      ))}
    </div>
  );
}
