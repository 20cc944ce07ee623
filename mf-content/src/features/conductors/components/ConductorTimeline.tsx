import type { Conductor } from '@koris/shared/types';
import { Lines } from '@koris/shared/ui';
import { yearsText } from '../lib/conductor-text';
import { ConductorEditControls } from './ConductorEditControls';
import { ConductorTitle } from './ConductorTitle';
import styles from './conductors.module.css';

export interface ConductorTimelineProps {
  conductors: Conductor[];
  onEdit: (conductor: Conductor) => void;
  onDelete: (conductor: Conductor) => Promise<void>;
}

/**
 * Historical conductors as a vertical timeline in the server's order: each with its years, the
 * first and the last entry carry their own markers (`data-marker`).
 */
export function ConductorTimeline({ conductors, onEdit, onDelete }: ConductorTimelineProps) {
  const last = conductors.length - 1;
  return (
    <ol className={styles.timeline}>
      {conductors.map((conductor, index) => {
        const marker =
          index === 0 && index === last
            ? 'first last'
            : index === 0
              ? 'first'
              : index === last
                ? 'last'
                : undefined;
        const years = yearsText(conductor);
        return (
          <li key={conductor.id} className={styles.step} data-marker={marker}>
            <span className={styles.dot} aria-hidden="true" />
            {years ? <p className={styles.stepYears}>{years}</p> : null}
            <h3 className={styles.stepTitle}>
              <ConductorTitle title={conductor.title} />
            </h3>
            {conductor.position ? <p className={styles.position}>{conductor.position}</p> : null}
            {conductor.description ? (
              <p className={styles.stepText}>
                <Lines text={conductor.description} />
              </p>
            ) : null}
            <ConductorEditControls conductor={conductor} onEdit={onEdit} onDelete={onDelete} />
          </li>
        );
      })}
    </ol>
  );
}
