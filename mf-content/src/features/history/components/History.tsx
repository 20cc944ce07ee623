import { EditableText } from '@koris/shared/ui';
import { HistoryEntries } from './HistoryEntries';
import { PageReveal } from '../../page-reveal/components/PageReveal';
import { ValuesPanels } from './ValuesPanels';
import styles from './history.module.css';

/** /history (docs/product.md#pages History): four texts edited in place, the values panels, the entries. */
export function History() {
  return (
    <section data-boundary="mf-content" data-page="history" className={styles.page}>
      <h1 className={styles.heading}>Vēsture</h1>
      <PageReveal
        parts={['history-entries']}
        texts={[
          'history_text_center',
          'history_text_strong',
          'history_text_left',
          'history_text_right',
        ]}
      >
        <EditableText
          name="history_text_center"
          className={styles.center}
          label="Vēsture: teksts centrā"
        />
        <EditableText
          name="history_text_strong"
          className={styles.strong}
          label="Vēsture: izceltais teksts"
        />
        <div className={styles.columns}>
          <EditableText
            name="history_text_left"
            className={styles.column}
            label="Vēsture: teksts kreisajā pusē"
          />
          <EditableText
            name="history_text_right"
            className={styles.column}
            label="Vēsture: teksts labajā pusē"
          />
        </div>
        <ValuesPanels />
        <HistoryEntries />
      </PageReveal>
    </section>
  );
}
