import { useCallback, useEffect, useRef, useState } from 'react';
import { getVideos, useInitialData } from '@koris/shared/api';
import type { Video } from '@koris/shared/types';
import { Loader, notifyError } from '@koris/shared/ui';
import { ClickToLoadFrame } from '../../embeds/components/ClickToLoadFrame';
import styles from './videos.module.css';

type State = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; videos: Video[] };

/**
 * `/videos` (SPEC §2): every video in a two-column grid (one on phones), a single last odd
 * video centred. Each is a poster until the visitor asks for it (click-to-load).
 *
 * Server rendering (issue 13): the list is `useInitialData`'s `media:videos`; a page that
 * starts from the server's render shows it at once and asks for nothing.
 */
export function VideoGrid() {
  const initial = useInitialData('media:videos', getVideos);
  const [state, setState] = useState<State>(() =>
    initial ? { status: 'ready', videos: initial } : { status: 'loading' },
  );
  // Started from the document: the first load is already here (also under StrictMode).
  const preloaded = useRef(initial !== undefined);

  const load = useCallback(async (alive: () => boolean) => {
    setState({ status: 'loading' });
    try {
      const videos = await getVideos();
      if (alive()) setState({ status: 'ready', videos });
    } catch (error) {
      if (!alive()) return;
      notifyError(error);
      setState({ status: 'failed' });
    }
  }, []);

  useEffect(() => {
    if (preloaded.current) return undefined;
    let alive = true;
    void load(() => alive);
    return () => {
      alive = false;
    };
  }, [load]);

  return (
    <section data-boundary="mf-media" data-page="videos" className={styles.page}>
      <h1 className={styles.heading}>Video</h1>
      {state.status === 'loading' ? <Loader /> : null}
      {state.status === 'failed' ? (
        <p className={styles.message}>
          <button type="button" className="k-btn" onClick={() => void load(() => true)}>
            Mēģināt vēlreiz
          </button>
        </p>
      ) : null}
      {state.status === 'ready' && state.videos.length === 0 ? (
        <p className={styles.message}>Video vēl nav pievienoti.</p>
      ) : null}
      {state.status === 'ready' && state.videos.length > 0 ? (
        <ul className={styles.grid} aria-label="Video">
          {state.videos.map((video, index, all) => {
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
