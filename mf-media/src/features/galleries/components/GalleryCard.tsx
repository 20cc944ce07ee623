import { Link } from 'react-router-dom';
import { paths } from '@koris/shared/config';
import type { Gallery } from '@koris/shared/types';
import { ItemEditControls } from '@koris/shared/ui';
import { PublicationMark, ResponsiveImage } from '@koris/shared/widgets';
import styles from './galleries.module.css';

export interface GalleryCardProps {
  gallery: Gallery;
  /** Position in the list: the first row loads eagerly, the rest lazily. */
  index: number;
  /** The slideshow covers the list (a gallery's address): no cover is worth loading first. */
  covered?: boolean;
  onEdit: (gallery: Gallery) => void;
  onDelete: (gallery: Gallery) => Promise<void>;
}

/** One card per row third on wide screens, half on tablets, the full width on phones. */
const COVER_SIZES =
  '(min-width: 72rem) 22rem, (min-width: 64rem) calc(33.3vw - 2rem), (min-width: 40rem) calc(50vw - 2rem), calc(100vw - 2rem)';

/**
 * A gallery card: cover, title, description. The whole card is one link to
 * `/photo/gallery/{id}`, so it opens in place, can be shared and opened in a new tab.
 */
export function GalleryCard({
  gallery,
  index,
  covered = false,
  onEdit,
  onDelete,
}: GalleryCardProps) {
  const eager = index < 3 && !covered;
  return (
    <li className={styles.item}>
      <article className={styles.card} aria-labelledby={`gallery-${gallery.id}`}>
        <div className={styles.cover}>
          {gallery.image ? (
            <ResponsiveImage
              image={gallery.image}
              sizes={COVER_SIZES}
              loading={eager ? 'eager' : 'lazy'}
              fetchPriority={eager && index === 0 ? 'high' : 'auto'}
            />
          ) : (
            <span className={styles.noCover} aria-hidden="true" />
          )}
        </div>
        <div className={styles.body}>
          <PublicationMark item={gallery} />
          <h2 id={`gallery-${gallery.id}`} className={styles.title}>
            <Link
              // Where focus returns when its slideshow closes.
              data-gallery-link={gallery.id}
              to={paths.gallery(gallery.id)}
              state={{ openedFromList: true }}
              className={styles.open}
            >
              {gallery.title}
            </Link>
          </h2>
          {gallery.description ? <p className={styles.description}>{gallery.description}</p> : null}
          {gallery.image_count !== undefined ? (
            <p className={styles.count}>Attēli: {gallery.image_count}</p>
          ) : null}
        </div>
        <div className={styles.controls}>
          <ItemEditControls
            item={gallery}
            label={gallery.title}
            onEdit={onEdit}
            onDelete={onDelete}
          />
        </div>
      </article>
    </li>
  );
}
