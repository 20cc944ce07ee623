import { useEffect, useId, useMemo, useRef, useState, type TouchEvent } from 'react';
import { preload } from 'react-dom';
import type { Gallery, GalleryImage } from '@koris/shared/types';
import { useCanEdit } from '@koris/shared/auth';
import { EditControls, Loader, useFocusTrap } from '@koris/shared/ui';
import styles from './slideshow.module.css';

export const EMPTY_GALLERY_MESSAGE = 'No images in this gallery!';

/** The stage is the viewport less its side padding (0.5rem each), the variants cover it (srcset). */
const STAGE_SIZES = '(min-width: 80rem) 80rem, calc(100vw - 1rem)';
const SWIPE_MIN_PX = 40;

export interface SlideshowProps {
  /** The gallery with its images; null while it loads. */
  gallery: (Gallery & { images: GalleryImage[] }) | null;
  /** The list's title for the gallery, shown while the gallery loads. */
  title: string;
  onClose: () => void;
  /** Where focus returns when the slideshow goes (the gallery's card). */
  onLeave: () => void;
  onAddImages: () => void;
  onDeleteImage: (image: GalleryImage) => Promise<void>;
  /** Index to show after the gallery changed (images added: the first new one). */
  focusIndex?: number | null;
}

/**
 * The slideshow overlay (docs/product.md#pages): previous/next buttons, left/right arrow keys, a click on
 * the left or right half of the image, a swipe; a row of 120 px thumbnails with the current
 * one marked and scrolled into view; the counter "3 / 12"; close (button or Escape). The
 * images use the display variants and the next one is preloaded. In edit mode: add images
 * and delete the shown one.
 */
export function Slideshow({
  gallery,
  title,
  onClose,
  onLeave,
  onAddImages,
  onDeleteImage,
  focusIndex,
}: SlideshowProps) {
  const titleId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const thumbsRef = useRef<(HTMLButtonElement | null)[]>([]);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);
  const [index, setIndex] = useState(0);
  const canEdit = useCanEdit();
  const images = useMemo(() => gallery?.images ?? [], [gallery]);
  const count = images.length;
  const current = images[Math.min(index, count - 1)];
  const shown = current ? images.indexOf(current) : 0;

  // The gallery changed under the slideshow (images added or removed): stay in range, or
  // go to the image the caller points at.
  useEffect(() => {
    if (focusIndex != null) setIndex(focusIndex);
  }, [focusIndex]);
  useEffect(() => {
    if (count > 0 && index > count - 1) setIndex(count - 1);
  }, [count, index]);

  const go = (step: number) => {
    if (count === 0) return;
    setIndex((i) => (((Math.min(i, count - 1) + step) % count) + count) % count);
  };

  useFocusTrap(rootRef, {
    onKey: (event) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
      } else if (event.key === 'ArrowLeft') {
        event.preventDefault();
        go(-1);
      } else if (event.key === 'ArrowRight') {
        event.preventDefault();
        go(1);
      }
    },
    onLeave,
  });

  // The current thumbnail is kept in view; the next image is fetched before it is asked for.
  useEffect(() => {
    thumbsRef.current[shown]?.scrollIntoView({ block: 'nearest', inline: 'center' });
    const next = count > 1 ? images[(shown + 1) % count] : undefined;
    if (next) {
      preload(next.src, { as: 'image', imageSrcSet: next.srcset, imageSizes: STAGE_SIZES });
    }
  }, [shown, count, images]);

  const onTouchStart = (event: TouchEvent) => {
    const touch = event.changedTouches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch) return;
    const dx = touch.clientX - start.x;
    const dy = touch.clientY - start.y;
    if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(dy)) return;
    // The click a browser sends after the touch is not a second step.
    swiped.current = true;
    go(dx < 0 ? 1 : -1);
  };

  const heading = gallery?.title ?? title;

  // Drawn in place, not in a portal: a fixed layer over the page (z-index above the navbar),
  // so the shell's server renders it with the page and its picture is in the document.
  return (
    <div
      ref={rootRef}
      className={styles.overlay}
      data-boundary="mf-media"
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
    >
      <div className={styles.bar}>
        <h2 id={titleId} className={styles.title}>
          {heading}
        </h2>
        {count > 0 ? (
          <p className={styles.counter} aria-live="polite" aria-atomic="true">
            <span className="k-visually-hidden">Attēls </span>
            {shown + 1} / {count}
          </p>
        ) : null}
        <div className={styles.actions}>
          {gallery && canEdit ? (
            <button type="button" className="k-btn" onClick={onAddImages}>
              Add Images
            </button>
          ) : null}
          {current ? (
            <EditControls
              label={`${heading}, attēls ${shown + 1}`}
              onDelete={() => onDeleteImage(current)}
            />
          ) : null}
          <button
            type="button"
            className={styles.close}
            onClick={onClose}
            aria-label="Aizvērt galeriju"
          >
            ×
          </button>
        </div>
      </div>

      {!gallery ? (
        <div className={styles.stage}>
          <Loader />
        </div>
      ) : count === 0 ? (
        <div className={styles.stage}>
          <p className={styles.empty} role="status">
            {EMPTY_GALLERY_MESSAGE}
          </p>
        </div>
      ) : (
        <>
          <div className={styles.stage} onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
            <button
              type="button"
              className={`${styles.step} ${styles.prev}`}
              onClick={() => go(-1)}
              aria-label="Iepriekšējais attēls"
            >
              <span aria-hidden="true">‹</span>
            </button>
            {current ? (
              // The halves are a pointer shortcut; keyboard users have the buttons and arrows.
              <img
                key={current.id}
                className={styles.image}
                src={current.src}
                srcSet={current.srcset}
                sizes={STAGE_SIZES}
                width={current.width}
                height={current.height}
                alt={`${heading}, attēls ${shown + 1} no ${count}`}
                // The picture the visitor came for: before the covers behind the overlay.
                fetchPriority="high"
                onClick={(event) => {
                  if (swiped.current) {
                    swiped.current = false;
                    return;
                  }
                  const box = event.currentTarget.getBoundingClientRect();
                  go(event.clientX < box.left + box.width / 2 ? -1 : 1);
                }}
              />
            ) : null}
            <button
              type="button"
              className={`${styles.step} ${styles.next}`}
              onClick={() => go(1)}
              aria-label="Nākamais attēls"
            >
              <span aria-hidden="true">›</span>
            </button>
          </div>
          <ul className={styles.thumbs} aria-label="Sīktēli">
            {images.map((image, i) => (
              <li key={image.id}>
                <button
                  ref={(node) => {
                    thumbsRef.current[i] = node;
                  }}
                  type="button"
                  className={styles.thumb}
                  aria-label={`Attēls ${i + 1} no ${count}`}
                  aria-current={i === shown ? 'true' : undefined}
                  onClick={() => setIndex(i)}
                >
                  <img
                    src={image.thumb}
                    width={120}
                    height={80}
                    alt=""
                    loading="lazy"
                    decoding="async"
                  />
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
