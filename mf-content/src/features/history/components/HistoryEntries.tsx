import { useRevealPart } from '../../page-reveal/components/PageReveal';
import { useEffect, useState } from 'react';
import { getHistoryEvents, useInitialData } from '@koris/shared/api';
import type { Decoration, HistoryEvent } from '@koris/shared/types';
import { Lines, Loader, notifyError } from '@koris/shared/ui';
import styles from './history.module.css';

const DECORATIONS: ReadonlySet<Decoration> = new Set([
  'bottom',
  'top-right',
  'bottom-left',
  'scatter',
  'circle',
]);

/** The server-rendered data key of the entries (`useInitialData`): one call, no arguments. */
export const HISTORY_EVENTS_DATA_KEY = 'content:history-events';

/** Half the content column on wide screens, the full width on phones. */
const IMAGE_SIZES =
  '(min-width: 72rem) 32rem, (min-width: 48rem) calc(50vw - 4rem), calc(100vw - 4rem)';

/**
 * The history entries (`GET /api/history-events`): image alternating left and right (first
 * left), the description line by line, and the entry's decoration drawn around the image.
 * The entries sit below the texts and the values panels, so every image is lazy.
 * When the server's render brought them (`useInitialData`, issue 13) they show at once and are
 * not loaded again.
 */
export function HistoryEntries() {
  const fromServer = useInitialData(HISTORY_EVENTS_DATA_KEY, getHistoryEvents);
  // The first render's answer: the document's data is forgotten after the first navigation.
  const [initial] = useState(fromServer);
  const [entries, setEntries] = useState<HistoryEvent[]>(() => initial ?? []);
  const [loading, setLoading] = useState(initial === undefined);
  useRevealPart('history-entries', loading);

  useEffect(() => {
    if (initial !== undefined) return undefined;
    let alive = true;
    getHistoryEvents()
      .then((list) => {
        if (alive) setEntries(list);
      })
      .catch((error: unknown) => {
        if (alive) notifyError(error);
      })
      .finally(() => {
        if (alive) setLoading(false);
      });
    return () => {
      alive = false;
    };
  }, [initial]);

  return (
    <section className={styles.entries} aria-label="Kora vēstures notikumi">
      {loading ? <Loader /> : null}
      <ol className={styles.entryList}>
        {entries.map((entry, index) => {
          // An unknown decoration (a newer API) is drawn as none rather than guessed.
          const decoration = DECORATIONS.has(entry.decoration) ? entry.decoration : undefined;
          return (
            <li
              key={entry.id}
              className={styles.entry}
              data-image-side={index % 2 === 0 ? 'left' : 'right'}
              data-decoration={decoration}
              data-has-image={entry.image !== null}
            >
              {entry.image ? (
                <div className={styles.entryMedia}>
                  {decoration ? <span className={styles.decoration} aria-hidden="true" /> : null}
                  <img
                    className={styles.entryImage}
                    src={entry.image.src}
                    srcSet={entry.image.srcset}
                    sizes={IMAGE_SIZES}
                    width={entry.image.width}
                    height={entry.image.height}
                    alt=""
                    loading="lazy"
                    decoding="async"
                  />
                </div>
              ) : null}
              <p className={styles.entryText}>
                <Lines text={entry.description} />
              </p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
