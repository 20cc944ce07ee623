import { useRevealPart } from '../../page-reveal/components/PageReveal';
import { RevealedPage } from '../../page-reveal/components/RevealedPage';
import {
  EditableTexts,
  textNames,
  type PageText,
} from '../../page-reveal/components/EditableTexts';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@koris/shared/config';
import { Lines, Loader } from '@koris/shared/ui';
import { AchievementList } from '../../achievements/components/AchievementList';
import { useConductors, useRestoredConductors } from '../../conductors/hooks/use-conductors';
import { ConductorTitle } from '../../conductors/components/ConductorTitle';
import { yearsText } from '../../conductors/lib/conductor-text';
import eventsImage from '../assets/events-1.webp';
import eventsImageHover from '../assets/events-2.webp';
import styles from './english-about.module.css';

/** Both pictures are 640×400 (see scripts/make-about-images.mjs). */
const EVENTS_IMAGE = { width: 640, height: 400 } as const;

/** The picture, and the one that replaces it on hover (marked for the stylesheet). */
const EVENTS_PICTURES = [
  { id: 'rest', src: eventsImage, className: styles.eventsImage, hover: false },
  { id: 'hover', src: eventsImageHover, className: styles.eventsImageHover, hover: true },
] as const;

/** The current conductors as cards in English (eng_position, eng_text). */
function Management() {
  const headingId = useId();
  const current = useConductors('current');
  const { items, loading } = current;
  useRevealPart('conductors-current', loading);
  useRestoredConductors(current);
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        Management
      </h2>
      {loading ? <Loader label="Loading…" /> : null}
      <ul className={styles.cards}>
        {items.map((conductor) => {
          const years = yearsText(conductor, 'en');
          return (
            <li key={conductor.id} className={styles.card}>
              {conductor.image ? (
                <img
                  className={styles.cardImage}
                  src={conductor.image.thumb}
                  srcSet={`${conductor.image.thumb} 120w, ${conductor.image.srcset}`}
                  sizes="8rem"
                  width={conductor.image.width}
                  height={conductor.image.height}
                  alt=""
                  loading="lazy"
                  decoding="async"
                />
              ) : null}
              <div className={styles.cardBody}>
                <h3 className={styles.cardTitle}>
                  <ConductorTitle title={conductor.title} />
                </h3>
                {conductor.eng_position ? (
                  <p className={styles.position}>{conductor.eng_position}</p>
                ) : null}
                {years ? <p className={styles.years}>{years}</p> : null}
                {conductor.eng_text ? (
                  <p className={styles.cardText}>
                    <Lines text={conductor.eng_text} />
                  </p>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

const TEXTS: PageText[] = [
  { name: 'eng_about_us', className: styles.mainText, label: 'About us: main text' },
  { name: 'eng_about_us_right', className: styles.sideText, label: 'About us: text on the right' },
];

/**
 * /en/about-us (docs/product.md#pages English about): the two English texts edited in place, the achievements
 * in English, the management and a picture linking to the events. The shell sets
 * `<html lang="en">`, the English footer and the dark background.
 */
export function EnglishAbout() {
  return (
    <RevealedPage
      page="english-about"
      heading="About us"
      className={styles.page}
      headingClassName={styles.heading}
      parts={['achievements', 'conductors-current']}
      texts={textNames(TEXTS)}
    >
      <div className={styles.texts}>
        <EditableTexts texts={TEXTS} lang="en" />
      </div>
      <Link to={paths.events} className={styles.eventsLink}>
        <span className={styles.eventsPictures}>
          {EVENTS_PICTURES.map(({ id, src, className, hover }) => (
            <img
              key={id}
              className={className}
              src={src}
              width={EVENTS_IMAGE.width}
              height={EVENTS_IMAGE.height}
              alt=""
              decoding="async"
              data-hover-image={hover || undefined}
            />
          ))}
        </span>
        <span className={styles.eventsCaption}>Concerts and events</span>
      </Link>
      <AchievementList heading="Achievements" lang="en" />
      <Management />
    </RevealedPage>
  );
}
