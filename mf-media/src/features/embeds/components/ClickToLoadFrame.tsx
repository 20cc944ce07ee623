import { useEffect, useId, useRef, useState } from 'react';
import { prepareEmbed } from '../api/embed-url';
import styles from './click-to-load.module.css';

export interface ClickToLoadFrameProps {
  /** The provider's embed address. */
  source: string;
  /** What plays: the frame's title and the button's accessible name. */
  title: string;
  /** `video`: a 16:9 player; `album`: the streaming service's album player (fixed height). */
  kind: 'video' | 'album';
}

const ALLOW = 'autoplay; clipboard-write; encrypted-media; fullscreen; picture-in-picture';

/**
 * A poster with a play button that becomes the provider's frame only when the visitor asks
 * (click, Enter or Space): until then nothing is requested from the provider, no script, no
 * image, no cookie. The box keeps its size either way, so nothing shifts when it loads.
 */
export function ClickToLoadFrame({ source, title, kind }: ClickToLoadFrameProps) {
  const [loaded, setLoaded] = useState(false);
  const noticeId = useId();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const embed = prepareEmbed(source, { autoplay: kind === 'video' });

  // Keyboard users continue in the player they asked for.
  useEffect(() => {
    if (loaded) frameRef.current?.focus();
  }, [loaded]);

  if (!embed) {
    return (
      <div className={styles.box} data-kind={kind}>
        <p className={styles.unavailable}>Šo ierakstu šeit nevar atskaņot.</p>
      </div>
    );
  }

  return (
    <div className={styles.box} data-kind={kind}>
      {loaded ? (
        <iframe
          ref={frameRef}
          className={styles.frame}
          src={embed.url}
          title={title}
          allow={ALLOW}
          allowFullScreen
          // YouTube refuses to play without knowing the embedding site (its origin only).
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <>
          {/*
            The button is named "Atskaņot: {title}" and shows no text of its own: the note
            drawn over it is its description, outside it, so the name holds everything the
            button itself shows (docs/decisions/038-accessibility-sweep-and-keyboard.md).
          */}
          <button
            type="button"
            className={styles.poster}
            onClick={() => setLoaded(true)}
            aria-label={`Atskaņot: ${title}`}
            aria-describedby={noticeId}
          >
            <span className={styles.play} aria-hidden="true" />
          </button>
          <span id={noticeId} className={styles.notice} aria-hidden="true">
            {kind === 'video' ? 'Atskaņot video' : 'Klausīties albumu'} · ielādēsies no{' '}
            {embed.provider}
          </span>
        </>
      )}
    </div>
  );
}
