import { useId } from 'react';
import type { Application } from '@koris/shared/types';
import { formatDate } from '@koris/shared/ui';
import { applicationRows, applicationsTexts as texts } from '../texts';
import { DeleteApplication } from './DeleteApplication';
import styles from './applications.module.css';

function Value({
  application,
  row,
}: {
  application: Application;
  row: (typeof applicationRows)[number];
}) {
  switch (row.kind) {
    case 'flag':
      return <>{application[row.field] ? texts.yes : texts.no}</>;
    case 'number':
      return <>{application[row.field]}</>;
    case 'email':
      return <a href={`mailto:${application.email}`}>{application.email}</a>;
    case 'phone':
      return <a href={`tel:${application.phone.replace(/[^\d+]/g, '')}`}>{application.phone}</a>;
    case 'text': {
      const text = application[row.field];
      return text && text.trim() ? <span className={styles.text}>{text}</span> : <>{texts.none}</>;
    }
  }
}

/**
 * One application: its name, the day it came in (dd.mm.yyyy), Dzēst (into the trash) and a
 * table of its fields.
 */
export function ApplicationCard({
  application,
  onDelete,
}: {
  application: Application;
  onDelete: (application: Application) => Promise<void>;
}) {
  const headingId = useId();
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <header className={styles.cardHeader}>
        <h2 id={headingId} className={styles.name}>
          {application.name}
        </h2>
        <p className={styles.date}>
          {texts.created}:{' '}
          <time dateTime={application.created_at}>{formatDate(application.created_at)}</time>
        </p>
        <DeleteApplication name={application.name} onDelete={() => onDelete(application)} />
      </header>
      <table className={styles.table}>
        <tbody>
          {applicationRows.map((row) => (
            <tr key={row.field}>
              <th scope="row">{row.label}</th>
              <td>
                <Value application={application} row={row} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </article>
  );
}
