import groupSmall from '../assets/group-640.webp';
import groupLarge from '../assets/group-1280.webp';
import {
  CENTENARY,
  EVENING,
  GROUP_PICTURE,
  PARTS,
  SONG_LIST_HEADING,
  TEAM,
  THANKS,
} from '../data/page';
import { CENTENARY_SONGS } from '../data/songs';
import { useGroupPicture } from '../lib/group-picture';
import { TitledSection } from '../../../lib/TitledSection';
import { SongBlock } from './SongBlock';
import styles from './centenary.module.css';

export interface CentenaryProps {
  /** The clock that decides the group picture (docs/product.md#pages): the visitor's own, or a test's. */
  now?: () => Date;
}

const block = { className: styles.block, headingClassName: styles.sectionHeading };

const numbered = CENTENARY_SONGS.map((song, index) => ({ song, number: index + 1 }));

/**
 * /celies_lidzi, the centenary concert page (docs/product.md#pages): intro, the group picture from the 11th
 * of a month, the 27 songs in two parts (expandable, alternating sides), the evening
 * programme, the list of songs with their authors and performers, the team and the thanks.
 */
export function Centenary({ now = () => new Date() }: CentenaryProps) {
  const withPicture = useGroupPicture(now);
  return (
    <section data-boundary="mf-content" className={styles.page} aria-labelledby="cl-heading">
      <header className={styles.hero}>
        <h1 id="cl-heading" className={styles.heading}>
          {CENTENARY.heading}
        </h1>
        <p className={styles.subtitle}>{CENTENARY.subtitle}</p>
        {CENTENARY.intro.map((text) => (
          <p key={text} className={styles.intro}>
            {text}
          </p>
        ))}
      </header>

      {withPicture && (
        <figure className={styles.picture}>
          <img
            src={groupLarge}
            srcSet={`${groupSmall} 640w, ${groupLarge} 1280w`}
            sizes="(min-width: 72rem) 70rem, 100vw"
            width={1280}
            height={720}
            alt={GROUP_PICTURE.alt}
            decoding="async"
          />
          <figcaption>{GROUP_PICTURE.caption}</figcaption>
        </figure>
      )}

      <TitledSection {...block} id="cl-programme" title={CENTENARY.programmeHeading}>
        <p className={styles.hint}>{CENTENARY.songsHint}</p>
        {PARTS.map(({ part, heading, subtitle }) => {
          const songs = numbered.filter(({ song }) => song.part === part);
          return (
            <section key={part} aria-labelledby={`cl-part-${part}`} className={styles.part}>
              <h3 id={`cl-part-${part}`} className={styles.partHeading}>
                {heading}
                <span className={styles.partSubtitle}>{subtitle}</span>
              </h3>
              <ol className={styles.songs} start={songs[0]?.number}>
                {songs.map(({ song, number }) => (
                  <SongBlock
                    key={song.id}
                    song={song}
                    number={number}
                    side={number % 2 === 1 ? 'left' : 'right'}
                  />
                ))}
              </ol>
            </section>
          );
        })}
      </TitledSection>

      <TitledSection {...block} id="cl-evening" title={EVENING.heading}>
        <p className={styles.hint}>{EVENING.intro}</p>
        <ol className={styles.evening} aria-label="Svinību vakara programma">
          {EVENING.items.map((item) => (
            <li key={item.from} className={styles.eveningItem}>
              <span className={styles.time}>
                <time dateTime={item.from}>{item.from}</time>–
                <time dateTime={item.to}>{item.to}</time>
              </span>
              <span className={styles.eveningText}>
                <strong>{item.title}</strong>
                <span>{item.details}</span>
              </span>
            </li>
          ))}
        </ol>
      </TitledSection>

      <TitledSection {...block} id="cl-song-list" title={SONG_LIST_HEADING}>
        <ol className={styles.songList}>
          {numbered.map(({ song }) => (
            <li key={song.id}>
              <strong>„{song.title}”</strong> – {song.authors}
              {song.soloists && (
                <span className={styles.who}>Solo: {song.soloists.join(', ')}</span>
              )}
              {song.performers && <span className={styles.who}>Dzied: {song.performers}</span>}
              <span className={styles.who}>Diriģē: {song.conductor}</span>
            </li>
          ))}
        </ol>
      </TitledSection>

      <TitledSection {...block} id="cl-team" title={TEAM.heading}>
        <dl className={styles.team}>
          {TEAM.roles.map(({ role, names }) => (
            <div key={role} className={styles.teamRow}>
              <dt>{role}</dt>
              <dd>{names.join(', ')}</dd>
            </div>
          ))}
        </dl>
      </TitledSection>

      <TitledSection
        {...block}
        className={`${styles.block} ${styles.thanks}`}
        id="cl-thanks"
        title={THANKS.heading}
      >
        {THANKS.paragraphs.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </TitledSection>
    </section>
  );
}
