import { useId, useState, type MouseEvent } from 'react';
import type { Conductor } from '@koris/shared/types';
import { Lines } from '@koris/shared/ui';
import { PublicationMark, ResponsiveImage } from '@koris/shared/widgets';
import { yearsText } from '../lib/conductor-text';
import { ConductorEditControls } from './ConductorEditControls';
import { ConductorTitle } from './ConductorTitle';
import styles from './conductors.module.css';

export interface ConductorCardProps {
  conductor: Conductor;
  onEdit: (conductor: Conductor) => void;
  onDelete: (conductor: Conductor) => Promise<void>;
}

/** A 10rem column beside the text from 30rem; the full width on smaller phones. */
const IMAGE_SIZES = '(min-width: 30rem) 10rem, calc(100vw - 2rem)';

/**
 * A current conductor: image, title (split at its line-break markers), position and years.
 * Clicking the card, or Enter/Space on its title button, expands or collapses the description
 * (a disclosure: `aria-expanded` on the button).
 */
export function ConductorCard({ conductor, onEdit, onDelete }: ConductorCardProps) {
  const [open, setOpen] = useState(false);
  const descriptionId = useId();
  const years = yearsText(conductor);
  const hasDescription = Boolean(conductor.description?.trim());

  // One handler for the whole card: the title button's own click (mouse, Enter, Space) bubbles
  // here. Clicks in the edit controls, and in modals portalled out of the card, do not toggle.
  const onCardClick = (e: MouseEvent<HTMLElement>) => {
    const target = e.target as Element;
    if (!hasDescription || !e.currentTarget.contains(target)) return;
    if (target.closest('[data-no-toggle]')) return;
    setOpen((o) => !o);
  };

  return (
    <article
      className={styles.card}
      data-expanded={open}
      aria-labelledby={`${descriptionId}-title`}
      onClick={onCardClick}
    >
      {conductor.image ? (
        <div className={styles.media}>
          <ResponsiveImage className={styles.image} image={conductor.image} sizes={IMAGE_SIZES} />
        </div>
      ) : null}
      <div className={styles.cardBody}>
        <PublicationMark item={conductor} />
        <h3 className={styles.cardTitle} id={`${descriptionId}-title`}>
          {hasDescription ? (
            <button
              type="button"
              className={styles.toggle}
              aria-expanded={open}
              aria-controls={descriptionId}
            >
              <ConductorTitle title={conductor.title} />
              <span className={styles.caret} aria-hidden="true" />
            </button>
          ) : (
            <ConductorTitle title={conductor.title} />
          )}
        </h3>
        {conductor.position ? <p className={styles.position}>{conductor.position}</p> : null}
        {years ? <p className={styles.years}>{years}</p> : null}
        {hasDescription ? (
          <div id={descriptionId} className={styles.description} hidden={!open}>
            <Lines text={conductor.description} />
          </div>
        ) : null}
        <div data-no-toggle>
          <ConductorEditControls conductor={conductor} onEdit={onEdit} onDelete={onDelete} />
        </div>
      </div>
    </article>
  );
}
