import { useCallback, useMemo } from 'react';
import { useResource } from '@koris/shared/api';
import type { Gallery, GalleryImage } from '@koris/shared/types';
import { notifyError } from '@koris/shared/ui';
import { galleryResource } from '../api/galleries-source';

export type OpenGallery = Gallery & { images: GalleryImage[] };

const withImages = (gallery: Gallery): OpenGallery => ({
  ...gallery,
  images: gallery.images ?? [],
});

/**
 * The gallery the address names (`/photo/gallery/{id}`), loaded with its images
 * (`GET /api/galleries/{id}`), afresh on every opening but the one the page arrived with
 * (staff may have changed it meanwhile). A failure (an unknown id) shows the server's message
 * and calls `onMissing`, which takes the visitor back to the list.
 */
export function useOpenGallery(id: string, onMissing: () => void) {
  const { data, set } = useResource(galleryResource(id), {
    onError: (error) => {
      notifyError(error);
      onMissing();
    },
  });

  /** The open gallery changed here (images added or removed, fields edited). */
  const update = useCallback(
    (change: (gallery: OpenGallery) => OpenGallery) =>
      set((gallery) => change(withImages(gallery))),
    [set],
  );

  const gallery = useMemo(() => (data ? withImages(data) : null), [data]);
  return { gallery, update };
}
