import { useId, useState } from 'react';
import { Lines } from '@koris/shared/ui';
import type { Song } from '../data/songs';
import styles from './album.module.css';

function SongItem({ song, number }: { song: Song; number: number }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const side = number % 2 === 1 ? 'left' : 'right';
  return (
    <li className={styles.song} data-side={side}>
      <h2 className={styles.songTitle}>
        {/* A button: click, Enter and Space toggle the text (docs/product.md#states). */}
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={`${id}-text`}
          onClick={() => setOpen((o) => !o)}
        >
          <span className={styles.number} aria-hidden="true">
            {number}.
          </span>
          <span className={styles.name}>{song.title}</span>
          <span className={styles.caret} aria-hidden="true" />
        </button>
      </h2>
      <p className={styles.credits}>{song.credits}</p>
      <div id={`${id}-text`} className={styles.text} hidden={!open}>
        {song.stanzas.map((stanza) => (
          <p key={stanza} className={styles.stanza}>
            <Lines text={stanza} />
          </p>
        ))}
      </div>
    </li>
  );
}

/** The songs alternating left and right, each text expanding on request. */
export function SongList({ songs }: { songs: Song[] }) {
  return (
    <ol className={styles.songs} aria-label="Dziesmas">
      {songs.map((song, index) => (
        <SongItem key={song.title} song={song} number={index + 1} />
      ))}
    </ol>
  );
}
