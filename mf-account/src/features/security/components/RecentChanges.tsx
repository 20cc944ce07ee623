import { texts } from '../../../texts';
import { TimeStamp } from '../../../components/TimeStamp';
import type { SecurityEvent } from '../api/types';
import { SecuritySection } from './SecuritySection';
import styles from './security.module.css';

/** The factor changes of the user's own account, newest first. */
export function RecentChanges({ events }: { events: SecurityEvent[] }) {
  return (
    <SecuritySection heading={texts.security.changes}>
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
    </SecuritySection>
  );
}
