import { getVideos, resource, useResource } from '@koris/shared/api';
import { Loader, notifyError } from '@koris/shared/ui';
import { ClickToLoadFrame } from '../../embeds/components/ClickToLoadFrame';
import styles from './videos.module.css';

/** The videos as a page's resource: one call, no arguments. */
export const videosResource = resource('media:videos', getVideos);

/**
 * `/videos` (docs/product.md#pages): every video in a two-column grid (one on phones), a single last odd
 * video centred. Each is a poster until the visitor asks for it (click-to-load).
 */
export function VideoGrid() {
  const { data: videos, status, reload } = useResource(videosResource, { onError: notifyError });

  return (
    <section data-boundary="mf-media" data-page="videos" className={styles.page}>
      <h1 className={styles.heading}>Video</h1>
      {status === 'loading' ? <Loader /> : null}
      {status === 'failed' ? (
        <p className={styles.message}>
          <button type="button" className="k-btn" onClick={() => void reload()}>
            Mēģināt vēlreiz
          </button>
        </p>
      ) : null}
      {status === 'ready' && videos?.length === 0 ? (
        <p className={styles.message}>Video vēl nav pievienoti.</p>
      ) : null}
      {status === 'ready' && videos && videos.length > 0 ? (
        <ul className={styles.grid} aria-label="Video">
          {videos.map((video, index, all) => {
            const lastOdd = all.length % 2 === 1 && index === all.length - 1;
            return (
              <li
                key={video.id}
                className={lastOdd ? `${styles.item} ${styles.centred}` : styles.item}
                data-centred={lastOdd || undefined}
              >
                <article className={styles.video} aria-labelledby={`video-${video.id}`}>
                  <ClickToLoadFrame source={video.source} title={video.title} kind="video" />
                  <h2 id={`video-${video.id}`} className={styles.title}>
                    {video.title}
                  </h2>
                </article>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
