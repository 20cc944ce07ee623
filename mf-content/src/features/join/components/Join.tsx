import { Link } from 'react-router-dom';
import { paths } from '@koris/shared/config';
import { ExternalLink } from '../../get-involved/components/ExternalLink';
import { JOIN } from '../data/content';
import styles from './join.module.css';

/**
 * /pievienojies: the invitation to alumni (docs/product.md#pages Join). The donation link stays inside the
 * site (a router link to /iesaisties); the survey and the ticket shop open in a new tab.
 */
export function Join() {
  const { concert, rehearsal, survey, tickets, donate } = JOIN;
  return (
    <section data-boundary="mf-content" className={styles.page} aria-labelledby="join-heading">
      <h1 id="join-heading" className={styles.heading}>
        {JOIN.heading}
      </h1>
      <p className={styles.lead}>{JOIN.lead}</p>

      <div className={styles.dates}>
        <section className={styles.date} aria-labelledby="join-concert">
          <p className={styles.day}>{concert.date}</p>
          <h2 id="join-concert" className={styles.cardHeading}>
            {concert.heading}
          </h2>
          <p>{concert.text}</p>
          <ol className={styles.songs}>
            {concert.songs.map((song) => (
              <li key={song.title}>
                <strong>„{song.title}”</strong>{' '}
                <span className={styles.authors}>({song.authors})</span>
              </li>
            ))}
          </ol>
        </section>
        <section className={styles.date} aria-labelledby="join-rehearsal">
          <p className={styles.day}>{rehearsal.date}</p>
          <h2 id="join-rehearsal" className={styles.cardHeading}>
            {rehearsal.heading}
          </h2>
          <p>{rehearsal.text}</p>
        </section>
      </div>

      <div className={styles.actions}>
        <section className={styles.action} aria-labelledby="join-survey">
          <h2 id="join-survey" className={styles.cardHeading}>
            {survey.heading}
          </h2>
          <p>{survey.text}</p>
          <ExternalLink href={survey.url} className={`k-btn k-btn-primary ${styles.cta}`}>
            {survey.link}
          </ExternalLink>
        </section>
        <section className={styles.action} aria-labelledby="join-tickets">
          <h2 id="join-tickets" className={styles.cardHeading}>
            {tickets.heading}
          </h2>
          <p>{tickets.text}</p>
          <ExternalLink href={tickets.url} className={`k-btn ${styles.cta}`}>
            {tickets.link}
          </ExternalLink>
        </section>
        <section className={styles.action} aria-labelledby="join-donate">
          <h2 id="join-donate" className={styles.cardHeading}>
            {donate.heading}
          </h2>
          <p>{donate.text}</p>
          <Link to={paths.getInvolved} className={`k-btn ${styles.cta}`}>
            {donate.link}
          </Link>
        </section>
      </div>
    </section>
  );
}
