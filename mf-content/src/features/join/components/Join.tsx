import { Link } from 'react-router-dom';
import { paths } from '@koris/shared/config';
import { ExternalLink } from '../../get-involved/components/ExternalLink';
import { TitledSection } from '../../../lib/TitledSection';
import { JOIN } from '../data/content';
import styles from './join.module.css';

const page = { className: styles.page, headingClassName: styles.heading };
const date = { className: styles.date, headingClassName: styles.cardHeading };
const action = { className: styles.action, headingClassName: styles.cardHeading };

/** A card asking for one thing: its link leads to a page of this site or opens another site. */
type Action = { id: string; heading: string; text: string; link: string; primary?: boolean } & (
  { to: string } | { url: string }
);

const ACTIONS: Action[] = [
  { id: 'join-survey', ...JOIN.survey, primary: true },
  { id: 'join-tickets', ...JOIN.tickets },
  { id: 'join-donate', ...JOIN.donate, to: paths.getInvolved },
];

/** The survey, what every alumnus is asked first, is the primary button. */
function ActionLink(action: Action) {
  const className = `k-btn${action.primary ? ' k-btn-primary' : ''} ${styles.cta}`;
  return 'to' in action ? (
    <Link to={action.to} className={className}>
      {action.link}
    </Link>
  ) : (
    <ExternalLink href={action.url} className={className}>
      {action.link}
    </ExternalLink>
  );
}

/**
 * /pievienojies: the invitation to alumni (docs/product.md#pages Join). The donation link stays inside the
 * site (a router link to /iesaisties); the survey and the ticket shop open in a new tab.
 */
export function Join() {
  const { concert, rehearsal } = JOIN;
  return (
    <TitledSection level={1} id="join-heading" title={JOIN.heading} {...page}>
      <p className={styles.lead}>{JOIN.lead}</p>

      <div className={styles.dates}>
        {[
          { id: 'join-concert', ...concert },
          { id: 'join-rehearsal', ...rehearsal },
        ].map((day) => (
          <TitledSection
            key={day.id}
            {...date}
            id={day.id}
            title={day.heading}
            before={<p className={styles.day}>{day.date}</p>}
          >
            <p>{day.text}</p>
            {'songs' in day ? (
              <ol className={styles.songs}>
                {day.songs.map((song) => (
                  <li key={song.title}>
                    <strong>„{song.title}”</strong>{' '}
                    <span className={styles.authors}>({song.authors})</span>
                  </li>
                ))}
              </ol>
            ) : null}
          </TitledSection>
        ))}
      </div>

      <div className={styles.actions}>
        {ACTIONS.map((item) => (
          <TitledSection key={item.id} {...action} id={item.id} title={item.heading}>
            <p>{item.text}</p>
            <ActionLink {...item} />
          </TitledSection>
        ))}
      </div>
    </TitledSection>
  );
}
