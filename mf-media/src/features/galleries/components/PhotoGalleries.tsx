import { useCallback, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { deleteGallery, getGallery } from '@koris/shared/api';
import { paths } from '@koris/shared/config';
import type { Gallery } from '@koris/shared/types';
import { AddButton, deleteWithUndo, notifyError, useRestored } from '@koris/shared/ui';
import { ListEnd, useInfiniteList } from '@koris/shared/widgets';
import { compareGalleries, galleriesSource, toSummary } from '../api/galleries-source';
import { GalleryCard } from './GalleryCard';
import { GalleryFormModal } from './GalleryFormModal';
import { GalleryOverlay } from './GalleryOverlay';
import styles from './galleries.module.css';

type Editing = { gallery: Gallery | null } | null;

/**
 * `/photo` and `/photo/gallery/{id}` (docs/product.md#pages): the galleries in pages of 6 with infinite
 * scroll, and the slideshow of the gallery the address names. The address is the state:
 * opening a card pushes `/photo/gallery/{id}`, closing goes back to `/photo`, so a link can be
 * shared and the Back button closes the slideshow. Arriving on a gallery's address loads all
 * galleries at once and opens that one. A deleted gallery that is restored (Atsaukt, or the
 * account modal's trash) comes back in its place.
 */
export function PhotoGalleries() {
  const { id } = useParams<{ id: string }>();
  const navigate = useNavigate();
  const location = useLocation();
  // Decided once, on arrival: a deep link loads the whole list (docs/product.md#pages).
  const [loadAll] = useState(() => id !== undefined);
  const list = useInfiniteList({
    source: galleriesSource,
    all: loadAll,
    compare: compareGalleries,
    onError: notifyError,
  });
  const { items, loading, insertItem, removeItem, replaceItem } = list;
  const [editing, setEditing] = useState<Editing>(null);

  const backToList = useCallback(() => navigate(paths.photo, { replace: true }), [navigate]);
  const openedFromList = (location.state as { openedFromList?: boolean } | null)?.openedFromList;

  const close = () => {
    // Opened from a card: the entry before is the list, so closing is the Back button.
    if (openedFromList) navigate(-1);
    else navigate(paths.photo);
  };

  const openId = id !== undefined ? Number(id) : null;
  const returnFocus = useCallback(() => {
    // Runs in the slideshow's cleanup; the card is looked up once the page has settled.
    queueMicrotask(() => {
      const card = document.querySelector<HTMLElement>(`[data-gallery-link="${openId}"]`);
      const heading = document.querySelector<HTMLElement>('[data-page="photo"] h1');
      (card ?? heading)?.focus();
    });
  }, [openId]);

  const onSaved = (gallery: Gallery, created: boolean) => {
    const item = toSummary(gallery);
    if (created) insertItem(item);
    else replaceItem(item);
  };

  const onDelete = ({ id }: Gallery) =>
    deleteWithUndo(
      'Gallery deleted',
      () => deleteGallery(id),
      () => removeItem(id),
    );

  // A restored gallery comes back with its pictures: its card (cover, count) is read afresh.
  useRestored('gallery', async ({ item_id }) => {
    insertItem(toSummary(await getGallery(item_id)));
  });

  const listed = openId !== null ? items.find((item) => item.id === openId) : undefined;

  return (
    <section data-boundary="mf-media" data-page="photo" className={styles.page}>
      <header className={styles.pageHeader}>
        <h1 tabIndex={-1} className={styles.heading}>
          Foto
        </h1>
        <AddButton onClick={() => setEditing({ gallery: null })}>Add Gallery</AddButton>
      </header>

      <ul
        className={id !== undefined ? `${styles.list} ${styles.covered}` : styles.list}
        aria-busy={loading}
        aria-label="Galerijas"
      >
        {items.map((gallery, index) => (
          <GalleryCard
            key={gallery.id}
            gallery={gallery}
            index={index}
            covered={id !== undefined}
            onEdit={(g) => setEditing({ gallery: g })}
            onDelete={onDelete}
          />
        ))}
      </ul>

      <ListEnd
        list={list}
        empty="Galerijas vēl nav pievienotas."
        noteClassName={styles.empty}
        sentinelClassName={styles.sentinel}
      />

      {id !== undefined ? (
        <GalleryOverlay
          key={id}
          id={id}
          card={listed}
          onMissing={backToList}
          onClose={close}
          onLeave={returnFocus}
          onCardChange={replaceItem}
        />
      ) : null}
      {editing ? (
        <GalleryFormModal
          gallery={editing.gallery}
          onClose={() => setEditing(null)}
          onSaved={onSaved}
        />
      ) : null}
    </section>
  );
}
