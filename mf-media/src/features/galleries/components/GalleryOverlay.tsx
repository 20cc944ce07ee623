import { useState } from 'react';
import { deleteGalleryImage, getGallery } from '@koris/shared/api';
import type { Gallery, GalleryImage } from '@koris/shared/types';
import { notifyDeleted, notifyError, useRestored } from '@koris/shared/ui';
import { afterImageRemoved, toSummary } from '../api/galleries-source';
import { useOpenGallery } from '../hooks/use-open-gallery';
import { AddImagesModal } from './AddImagesModal';
import { Slideshow } from './Slideshow';

export interface GalleryOverlayProps {
  /** The gallery the address names (`/photo/gallery/{id}`). */
  id: string;
  /** Its card in the list, if loaded: the title while it loads, the count and cover to update. */
  card: Gallery | undefined;
  /** The gallery could not be loaded (its message is shown): back to the list. */
  onMissing: () => void;
  onClose: () => void;
  /** Where focus returns when the slideshow goes. */
  onLeave: () => void;
  /** The gallery's card changed here (images added or removed). */
  onCardChange: (card: Gallery) => void;
}

/**
 * The gallery the address names, in the slideshow, with adding and deleting images. Mounted
 * per gallery (keyed by id), so a new one starts afresh however the last one closed.
 *
 * An image that comes back from the trash (Atsaukt on "Image removed", or the account modal's
 * trash) shows again in its place.
 *
 * The slideshow is drawn in place (a fixed layer, not a portal), so the shell's server renders
 * it with the list behind it: its picture is in the document, the page's largest paint.
 */
export function GalleryOverlay({
  id,
  card,
  onMissing,
  onClose,
  onLeave,
  onCardChange,
}: GalleryOverlayProps) {
  const { gallery, update } = useOpenGallery(id, onMissing);
  const [addingImages, setAddingImages] = useState(false);
  const [shownAfterAdd, setShownAfterAdd] = useState<number | null>(null);

  const onImagesAdded = (saved: Gallery) => {
    const before = gallery?.images.length ?? 0;
    update(() => ({ ...saved, images: saved.images ?? [] }));
    onCardChange(toSummary(saved));
    // Show the first of the images just added.
    if ((saved.images?.length ?? 0) > before) setShownAfterAdd(before);
  };

  const onDeleteImage = async (image: GalleryImage) => {
    if (!gallery) return;
    try {
      const deleted = await deleteGalleryImage(gallery.id, image.id);
      notifyDeleted('Image removed', deleted);
      // A later restore points the slideshow at its image even if it is the same index again.
      setShownAfterAdd(null);
      const left = gallery.images.filter((other) => other.id !== image.id);
      update((g) => ({ ...g, images: g.images.filter((other) => other.id !== image.id) }));
      if (card) onCardChange(afterImageRemoved(card, image, left));
    } catch (error) {
      notifyError(error);
    }
  };

  // The restore names the image but not its gallery: the open gallery is read again, which
  // brings the image back in its place if it is one of ours, and the slideshow shows it.
  useRestored('gallery_image', async ({ item_id }) => {
    const fresh = await getGallery(id);
    const images = fresh.images ?? [];
    update(() => ({ ...fresh, images }));
    onCardChange(toSummary(fresh));
    const at = images.findIndex((image) => image.id === item_id);
    if (at !== -1) setShownAfterAdd(at);
  });

  return (
    <>
      <Slideshow
        gallery={gallery}
        title={card?.title ?? 'Galerija'}
        onClose={onClose}
        onLeave={onLeave}
        onAddImages={() => setAddingImages(true)}
        onDeleteImage={onDeleteImage}
        focusIndex={shownAfterAdd}
      />
      {addingImages && gallery ? (
        <AddImagesModal
          gallery={gallery}
          onClose={() => setAddingImages(false)}
          onSaved={onImagesAdded}
        />
      ) : null}
    </>
  );
}
