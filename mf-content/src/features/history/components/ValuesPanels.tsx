import { useId, useState } from 'react';
import { Lines } from '@koris/shared/ui';
import { DisclosureButton } from '../../../lib/DisclosureButton';
import { VALUES } from '../values';
import styles from './history.module.css';

/**
 * Darbs, Draudzība, Daiļums: each panel is a disclosure; a click, Enter or Space on it expands
 * or collapses its fixed description. Each opens on its own.
 */
export function ValuesPanels() {
  const baseId = useId();
  const [open, setOpen] = useState<Record<string, boolean>>({});
  return (
    <div className={styles.values}>
      {VALUES.map((value) => {
        const expanded = open[value.id] === true;
        const panelId = `${baseId}-${value.id}`;
        return (
          <div
            key={value.id}
            className={styles.value}
            data-value={value.id}
            data-expanded={expanded}
          >
            <h2 className={styles.valueHeading}>
              <DisclosureButton
                className={styles.valueButton}
                expanded={expanded}
                controls={panelId}
                onToggle={() => setOpen((o) => ({ ...o, [value.id]: !expanded }))}
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
      })}
    </div>
  );
}
