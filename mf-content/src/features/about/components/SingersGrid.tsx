import { useId, useState } from 'react';
import { useRecordedOrder } from '../../../lib/use-recorded-order';
import { PHOTO_SIZE, SINGER_PHOTOS } from '../data/singer-photos';
import { SINGERS, type Singer } from '../data/singers';
import { shuffle } from '../data/shuffle';
import styles from './about.module.css';

/** The server-rendered data key of the singers' order (their names, `useRecordedOrder`). */
export const SINGERS_ORDER_KEY = 'content:singers:order';

const singerId = (singer: Singer) => singer.name;

/**
 * KORA BALSIS: every singer once, shuffled on every visit (docs/product.md#pages). Hovering or focusing a
 * singer shows the portrait; a tap pins it (`aria-pressed`), since a tap does not focus a button
 * in every phone browser. The portraits are lazy and hidden until shown, so the grid fetches
 * none of them until someone looks at one; explicit sizes keep the layout still.
 * The server's render draws the order and the browser hydrates with it (`SINGERS_ORDER_KEY`).
 */
export function SingersGrid({ singers = SINGERS }: { singers?: readonly Singer[] }) {
  const headingId = useId();
  const order = useRecordedOrder(SINGERS_ORDER_KEY, singers, singerId, () => shuffle(singers));
  const [pinned, setPinned] = useState<string | null>(null);
  return (
    <section className={styles.singers} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        KORA BALSIS
      </h2>
      <ul className={styles.singerGrid}>
        {order.map((singer) => (
          <li key={singer.name} className={styles.singerItem}>
            <button
              type="button"
              className={styles.singer}
              aria-pressed={pinned === singer.name}
              data-voice={singer.voice}
              onClick={() => setPinned((p) => (p === singer.name ? null : singer.name))}
            >
              <span className={styles.photo}>
                <img
                  src={SINGER_PHOTOS[singer.photo % SINGER_PHOTOS.length]}
                  width={PHOTO_SIZE.width}
                  height={PHOTO_SIZE.height}
                  alt=""
                  loading="lazy"
                  decoding="async"
                />
              </span>
              <span className={styles.singerName}>{singer.name}</span>
              <span className={styles.voice}>{singer.voice}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
