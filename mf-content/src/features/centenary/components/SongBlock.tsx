import type { CentenarySong } from '../data/songs';
import { Disclosure } from './Disclosure';
import styles from './centenary.module.css';

export interface SongBlockProps {
  song: CentenarySong;
  number: number;
  side: 'left' | 'right';
}

/** One song of the programme: its title toggles the lyrics and, for some, the composer's word. */
export function SongBlock({ song, number, side }: SongBlockProps) {
  return (
    <li className={styles.song} data-side={side}>
      <Disclosure
        level={4}
        summary={
          <>
            <span className={styles.songNumber}>{number}.</span> {song.title}
          </>
        }
        meta={<p className={styles.authors}>{song.authors}</p>}
      >
        <div className={styles.lyrics}>
          {song.lyrics.map((stanza, index) => (
            <p key={index}>
              {stanza.map((line, i) => (
                <span key={i} className={styles.line}>
                  {line}
                </span>
              ))}
            </p>
          ))}
        </div>
        {song.comment && (
          <figure className={styles.comment}>
            <figcaption className={styles.commentLabel}>Komponista komentārs</figcaption>
            <blockquote>
              <p>{song.comment.text}</p>
            </blockquote>
            <p className={styles.commentAuthor}>– {song.comment.author}</p>
          </figure>
        )}
      </Disclosure>
    </li>
  );
}
