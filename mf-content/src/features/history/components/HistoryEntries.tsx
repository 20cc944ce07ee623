import { useRevealPart } from '../../page-reveal/components/PageReveal';
import { getHistoryEvents, resource, useResource } from '@koris/shared/api';
import type { Decoration } from '@koris/shared/types';
import { Lines, Loader, notifyError } from '@koris/shared/ui';
import { ResponsiveImage } from '@koris/shared/widgets';
import styles from './history.module.css';

const DECORATIONS: ReadonlySet<Decoration> = new Set([
  'bottom',
  'top-right',
  'bottom-left',
  'scatter',
  'circle',
]);

/** The entries as a page's resource: one call, no arguments. */
export const historyEventsResource = resource('content:history-events', getHistoryEvents);

/** Half the content column on wide screens, the full width on phones. */
const IMAGE_SIZES =
  '(min-width: 72rem) 32rem, (min-width: 48rem) calc(50vw - 4rem), calc(100vw - 4rem)';

/**
 * The history entries (`GET /api/history-events`): image alternating left and right (first
 * left), the description line by line, and the entry's decoration drawn around the image.
 * The entries sit below the texts and the values panels, so every image is lazy.
 */
export function HistoryEntries() {
  const { data: entries = [], loading } = useResource(historyEventsResource, {
    onError: notifyError,
  });
  useRevealPart('history-entries', loading);

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
                  <ResponsiveImage
                    className={styles.entryImage}
                    image={entry.image}
                    sizes={IMAGE_SIZES}
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
