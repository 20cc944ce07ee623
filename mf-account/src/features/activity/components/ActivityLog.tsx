import { useEffect } from 'react';
import { useInfiniteList } from '@koris/shared/widgets';
import { notifyError, RESTORED_EVENT } from '@koris/shared/ui';
import { texts } from '../../../texts';
import { PagedList } from '../../../components/PagedList';
import { TimeStamp } from '../../../components/TimeStamp';
import formStyles from '../../../components/form.module.css';
import { compareActivity, activitySource } from '../api/activity-source';
import { describeEntry } from '../describe-entry';
import styles from './activity.module.css';

/**
 * Žurnāls (roles update-data or update-users): who did what and when, the latest first, a page
 * of the API's history size at a time with infinite scroll.
 */
export function ActivityLog() {
  const list = useInfiniteList({
    source: activitySource,
    compare: compareActivity,
    onError: notifyError,
  });
  const { reload } = list;

  // A restore in Miskaste (this modal's other tab) is logged at the top: start again from
  // there so the log does not miss it when its tab is shown again.
  useEffect(() => {
    window.addEventListener(RESTORED_EVENT, reload);
    return () => window.removeEventListener(RESTORED_EVENT, reload);
  }, [reload]);

  return (
    <div>
      <p className={formStyles.hint}>{texts.activity.intro}</p>
      <PagedList list={list} label={texts.activity.listLabel} empty={texts.activity.empty}>
        {(entry) => (
          <li key={entry.id} className={styles.row}>
            <span className={styles.sentence}>{describeEntry(entry)}</span>
            <TimeStamp value={entry.created_at} className={styles.when} />
          </li>
        )}
      </PagedList>
    </div>
  );
}
