import { HistoryEntries } from './HistoryEntries';
import { RevealedPage } from '../../page-reveal/components/RevealedPage';
import {
  EditableTexts,
  textNames,
  type PageText,
} from '../../page-reveal/components/EditableTexts';
import { ValuesPanels } from './ValuesPanels';
import styles from './history.module.css';

const LEAD: PageText[] = [
  { name: 'history_text_center', className: styles.center, label: 'Vēsture: teksts centrā' },
  { name: 'history_text_strong', className: styles.strong, label: 'Vēsture: izceltais teksts' },
];

const COLUMNS: PageText[] = [
  { name: 'history_text_left', className: styles.column, label: 'Vēsture: teksts kreisajā pusē' },
  { name: 'history_text_right', className: styles.column, label: 'Vēsture: teksts labajā pusē' },
];

/** /history (docs/product.md#pages History): four texts edited in place, the values panels, the entries. */
export function History() {
  return (
    <RevealedPage
      page="history"
      heading="Vēsture"
      className={styles.page}
      headingClassName={styles.heading}
      parts={['history-entries']}
      texts={textNames(LEAD, COLUMNS)}
    >
      <EditableTexts texts={LEAD} />
      <div className={styles.columns}>
        <EditableTexts texts={COLUMNS} />
      </div>
      <ValuesPanels />
      <HistoryEntries />
    </RevealedPage>
  );
}
