import { hasRole, useAuthStore } from '@koris/shared/auth';
import { Loader } from '@koris/shared/ui';
import { LoadFailed } from '../../../lib/LoadFailed';
import { useApplications } from '../hooks/use-applications';
import { applicationsTexts as texts } from '../texts';
import { ApplicationCard } from './ApplicationCard';
import { ExportButton } from './ExportButton';
import styles from './applications.module.css';

/**
 * /uznemsana_pieteikumi (docs/product.md#pages, #roles): the applications for role see-applications, with the
 * export and a delete (through the trash) on each. Anyone else reads a short note and no request for the data is made (the API
 * enforces the role too).
 */
export function Applications() {
  const canSee = useAuthStore((s) => hasRole(s.user, 'see-applications'));
  const token = useAuthStore((s) => s.token);
  const allowed = canSee && token !== null;
  const { state, retry, remove } = useApplications(canSee, token);

  return (
    <section data-boundary="mf-admission" data-page="applications" className={styles.page}>
      <header className={styles.pageHeader}>
        <h1 className={styles.heading}>{texts.heading}</h1>
        {allowed && state.status === 'ready' && state.items.length > 0 ? <ExportButton /> : null}
      </header>

      {!allowed ? (
        <div className={styles.notice}>
          <p className={styles.noticeTitle}>{texts.staffOnly}</p>
          <p>{texts.staffOnlyHint}</p>
        </div>
      ) : null}

      {allowed && state.status === 'loading' ? <Loader /> : null}
      {allowed && state.status === 'failed' ? (
        <LoadFailed className={styles.notice} message={texts.loadFailed} onRetry={retry} />
      ) : null}
      {allowed && state.status === 'ready' ? (
        state.items.length === 0 ? (
          <p className={styles.notice}>{texts.empty}</p>
        ) : (
          <>
            <p className={styles.count}>{texts.count(state.items.length)}</p>
            <div className={styles.list}>
              {state.items.map((application) => (
                <ApplicationCard key={application.id} application={application} onDelete={remove} />
              ))}
            </div>
          </>
        )
      ) : null}
    </section>
  );
}
