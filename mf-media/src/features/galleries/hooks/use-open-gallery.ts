import { useCallback, useEffect, useState } from 'react';
import { getGallery } from '@koris/shared/api';
import type { Gallery, GalleryImage } from '@koris/shared/types';
import { notifyError } from '@koris/shared/ui';

export type OpenGallery = Gallery & { images: GalleryImage[] };

/**
 * The gallery the address names (`/photo/gallery/{id}`), loaded with its images
 * (`GET /api/galleries/{id}`). A failure (an unknown id) shows the server's message and
 * calls `onMissing`, which takes the visitor back to the list.
 */
export function useOpenGallery(id: string | undefined, onMissing: () => void) {
  const [loaded, setLoaded] = useState<{ id: string; gallery: OpenGallery } | null>(null);

  useEffect(() => {
    if (id === undefined) return undefined;
    let alive = true;
    getGallery(id).then(
      (gallery) => {
        if (alive) setLoaded({ id, gallery: { ...gallery, images: gallery.images ?? [] } });
      },
      (error: unknown) => {
        if (!alive) return;
        notifyError(error);
        onMissing();
      },
    );
    return () => {
      alive = false;
    };
  }, [id, onMissing]);

  /** The open gallery changed here (images added or removed, fields edited). */
  const update = useCallback((change: (gallery: OpenGallery) => OpenGallery) => {
    setLoaded((current) => (current ? { ...current, gallery: change(current.gallery) } : current));
  }, []);

  return { gallery: loaded && loaded.id === id ? loaded.gallery : null, update };
}
