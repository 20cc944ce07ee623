import { ClickToLoadFrame } from '../../embeds/components/ClickToLoadFrame';
import { album } from '../data/album';
import { songs } from '../data/songs';
import { SongList } from './SongList';
import styles from './album.module.css';

/**
 * `/vara_saknes` (docs/product.md#pages "Album"): the intro, the album player loaded from the streaming
 * service only on request, a link to the album there, and the 15 songs with their texts.
 */
export function Album() {
  return (
    <section data-boundary="mf-media" data-page="album" className={styles.page}>
      <h1 className={styles.heading}>{album.title}</h1>
      <div className={styles.intro}>
        {album.intro.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <div className={styles.player}>
        <ClickToLoadFrame source={album.embedUrl} title={album.playerTitle} kind="album" />
        <p className={styles.albumLink}>
          <a href={album.albumUrl} target="_blank" rel="noopener noreferrer">
            {album.linkText}
            <span className="k-visually-hidden"> (atveras jaunā cilnē)</span>
          </a>
        </p>
      </div>
      <SongList songs={songs} />
    </section>
  );
}
