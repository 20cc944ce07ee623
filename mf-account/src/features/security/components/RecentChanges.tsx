import { useId } from 'react';
import { texts } from '../../../texts';
import { TimeStamp } from '../../../components/TimeStamp';
import type { SecurityEvent } from '../api/types';
import styles from './security.module.css';

/** The factor changes of the user's own account, newest first. */
export function RecentChanges({ events }: { events: SecurityEvent[] }) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId}>{texts.security.changes}</h3>
      {events.length > 0 ? (
        <ul className={styles.items}>
          {events.map((event) => (
            <li key={`${event.at}-${event.action}-${event.detail ?? ''}`}>
              <span>
                {texts.security.actions[event.action] ?? texts.activity.actions[event.action]}
                {event.detail ? `: ${event.detail}` : ''}
              </span>
              <TimeStamp value={event.at} className={styles.meta} />
            </li>
          ))}
        </ul>
      ) : (
        <p>{texts.security.noChanges}</p>
      )}
    </section>
  );
}
