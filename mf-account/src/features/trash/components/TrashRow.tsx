import type { TrashItem } from '@koris/shared/types';
import { texts, kindLabel } from '../../../texts';
import { TimeStamp } from '../../../components/TimeStamp';
import styles from './trash.module.css';

export interface TrashRowProps {
  item: TrashItem;
  restoring: boolean;
  onRestore: (item: TrashItem, button: HTMLButtonElement) => void;
}

/** One deleted item: what it was, who deleted it and when, and Atjaunot. */
export function TrashRow({ item, restoring, onRestore }: TrashRowProps) {
  return (
    <li className={styles.row}>
      <div className={styles.text}>
        <span className={styles.kind}>{kindLabel(item.kind) ?? item.kind}</span>
        <span className={styles.title}>{item.title}</span>
        <span className={styles.meta}>
          {texts.trash.deletedBy(item.deleted_by_name)}
          <TimeStamp value={item.deleted_at} />
        </span>
      </div>
      <button
        type="button"
        className="k-btn"
        aria-label={texts.trash.restoreLabel(item.title)}
        // Focusable while busy, so focus is not lost; a second press is ignored meanwhile.
        aria-disabled={restoring || undefined}
        onClick={(event) => onRestore(item, event.currentTarget)}
      >
        {texts.trash.restore}
      </button>
    </li>
  );
}
