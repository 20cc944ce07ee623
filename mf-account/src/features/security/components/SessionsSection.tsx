import { useRef } from 'react';
import { pushSuccess } from '@koris/shared/ui';
import { texts } from '../../../texts';
import { ActionButton } from '../../../components/ActionButton';
import { TimeStamp } from '../../../components/TimeStamp';
import { endOtherSessions, endSession } from '../api/security-api';
import { useSessions } from '../hooks/use-security';
import type { AccountSession } from '../api/types';
import { SecuritySection } from './SecuritySection';
import styles from './security.module.css';

const describe = (session: AccountSession) =>
  [session.browser, session.system].filter(Boolean).join(' · ');

function SessionRow({ session, onEnded }: { session: AccountSession; onEnded: () => void }) {
  return (
    <li>
      <div>
        <strong>{describe(session)}</strong>
        {session.current ? <span className={styles.mark}>{texts.security.thisBrowser}</span> : null}
        <p className={styles.meta}>
          {session.address ? `${texts.security.address} ${session.address} · ` : ''}
          {texts.security.started} <TimeStamp value={session.created_at} /> ·{' '}
          {texts.security.lastActive} <TimeStamp value={session.last_active_at} />
        </p>
      </div>
      {session.current ? null : (
        <ActionButton
          aria-label={texts.security.endLabel(
            [describe(session), session.address].filter(Boolean).join(', '),
          )}
          action={async () => {
            await endSession(session.id);
            pushSuccess(texts.security.sessionEnded);
            onEnded();
          }}
        >
          {texts.security.end}
        </ActionButton>
      )}
    </li>
  );
}

/** Where the account is signed in; any other place can be signed out from here. */
export function SessionsSection() {
  const heading = useRef<HTMLHeadingElement>(null);
  const { loaded, reload } = useSessions();
  // The ended row's button is gone: keyboard focus goes to the section, not to the page.
  const onEnded = () => {
    heading.current?.focus();
    reload();
  };
  const sessions = loaded.state === 'ready' ? loaded.data.sessions : [];

  return (
    <SecuritySection
      heading={texts.security.sessions}
      intro={texts.security.sessionsIntro}
      headingRef={heading}
    >
      {loaded.state === 'loading' ? <p role="status">{texts.security.loading}</p> : null}
      {loaded.state === 'failed' ? (
        <button type="button" className="k-btn" onClick={reload}>
          {texts.security.retry}
        </button>
      ) : null}
      {sessions.length > 0 ? (
        <ul className={styles.items}>
          {sessions.map((session) => (
            <SessionRow key={session.id} session={session} onEnded={onEnded} />
          ))}
        </ul>
      ) : null}
      {sessions.some((session) => !session.current) ? (
        <ActionButton
          action={async () => {
            const { ended } = await endOtherSessions();
            pushSuccess(texts.security.othersEnded(ended));
            onEnded();
          }}
        >
          {texts.security.endOthers}
        </ActionButton>
      ) : null}
    </SecuritySection>
  );
}
