import { Link } from 'react-router-dom';
import { paths } from '@koris/shared/config';
import { ExternalLink } from '../../get-involved/components/ExternalLink';
import { TitledSection } from '../../../lib/TitledSection';
import { JOIN } from '../data/content';
import styles from './join.module.css';

const page = { className: styles.page, headingClassName: styles.heading };

/**
 * /pievienojies: the invitation to alumni (docs/product.md#pages Join). The donation link stays inside the
 * site (a router link to /iesaisties); the survey and the ticket shop open in a new tab.
 */
export function Join() {
  const { concert, rehearsal, survey, tickets, donate } = JOIN;
  const date = { className: styles.date, headingClassName: styles.cardHeading };
  const action = { className: styles.action, headingClassName: styles.cardHeading };
  return (
    <TitledSection level={1} id="join-heading" title={JOIN.heading} {...page}>
      <p className={styles.lead}>{JOIN.lead}</p>

      <div className={styles.dates}>
        <TitledSection
          {...date}
          id="join-concert"
          title={concert.heading}
          before={<p className={styles.day}>{concert.date}</p>}
        >
          <p>{concert.text}</p>
          <ol className={styles.songs}>
            {concert.songs.map((song) => (
              <li key={song.title}>
                <strong>„{song.title}”</strong>{' '}
                <span className={styles.authors}>({song.authors})</span>
              </li>
            ))}
          </ol>
        </TitledSection>
        <TitledSection
          {...date}
          id="join-rehearsal"
          title={rehearsal.heading}
          before={<p className={styles.day}>{rehearsal.date}</p>}
        >
          <p>{rehearsal.text}</p>
        </TitledSection>
      </div>

      <div className={styles.actions}>
        <TitledSection {...action} id="join-survey" title={survey.heading}>
          <p>{survey.text}</p>
          <ExternalLink href={survey.url} className={`k-btn k-btn-primary ${styles.cta}`}>
            {survey.link}
          </ExternalLink>
        </TitledSection>
        <TitledSection {...action} id="join-tickets" title={tickets.heading}>
          <p>{tickets.text}</p>
          <ExternalLink href={tickets.url} className={`k-btn ${styles.cta}`}>
            {tickets.link}
          </ExternalLink>
        </TitledSection>
        <TitledSection {...action} id="join-donate" title={donate.heading}>
          <p>{donate.text}</p>
          <Link to={paths.getInvolved} className={`k-btn ${styles.cta}`}>
            {donate.link}
          </Link>
        </TitledSection>
      </div>
    </TitledSection>
  );
}
