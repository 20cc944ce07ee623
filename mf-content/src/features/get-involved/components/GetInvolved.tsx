import { GET_INVOLVED, mailtoHref } from '../data/content';
import { ExternalLink } from './ExternalLink';
import styles from './get-involved.module.css';

/** /iesaisties: a support button to the donation project and the call for history stories. */
export function GetInvolved() {
  const { support, stories } = GET_INVOLVED;
  return (
    <section data-boundary="mf-content" className={styles.page} aria-labelledby="gi-heading">
      <h1 id="gi-heading" className={styles.heading}>
        {GET_INVOLVED.heading}
      </h1>
      <p className={styles.lead}>{GET_INVOLVED.lead}</p>
      <div className={styles.cards}>
        <section className={styles.card} aria-labelledby="gi-support">
          <h2 id="gi-support" className={styles.cardHeading}>
            {support.heading}
          </h2>
          {support.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
          <ExternalLink href={support.url} className={`k-btn k-btn-primary ${styles.cta}`}>
            {support.button}
          </ExternalLink>
        </section>
        <section className={styles.card} aria-labelledby="gi-stories">
          <h2 id="gi-stories" className={styles.cardHeading}>
            {stories.heading}
          </h2>
          {stories.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
          <p className={styles.email}>
            {stories.emailLabel}{' '}
            <a href={mailtoHref(stories.email, stories.emailSubject)}>{stories.email}</a>
          </p>
        </section>
      </div>
    </section>
  );
}
