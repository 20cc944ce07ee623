import { TitledSection } from '../../../lib/TitledSection';
import { GET_INVOLVED, mailtoHref } from '../data/content';
import { ExternalLink } from './ExternalLink';
import styles from './get-involved.module.css';

const page = { className: styles.page, headingClassName: styles.heading };

/** /iesaisties: a support button to the donation project and the call for history stories. */
export function GetInvolved() {
  const { support, stories } = GET_INVOLVED;
  const card = { className: styles.card, headingClassName: styles.cardHeading };
  return (
    <TitledSection level={1} id="gi-heading" title={GET_INVOLVED.heading} {...page}>
      <p className={styles.lead}>{GET_INVOLVED.lead}</p>
      <div className={styles.cards}>
        <TitledSection {...card} id="gi-support" title={support.heading}>
          {support.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
          <ExternalLink href={support.url} className={`k-btn k-btn-primary ${styles.cta}`}>
            {support.button}
          </ExternalLink>
        </TitledSection>
        <TitledSection {...card} id="gi-stories" title={stories.heading}>
          {stories.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
          <p className={styles.email}>
            {stories.emailLabel}{' '}
            <a href={mailtoHref(stories.email, stories.emailSubject)}>{stories.email}</a>
          </p>
        </TitledSection>
      </div>
    </TitledSection>
  );
}
