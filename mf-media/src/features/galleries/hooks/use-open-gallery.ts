import { useCallback, useEffect, useRef, useState } from 'react';
import { getGallery, useInitialData } from '@koris/shared/api';
import type { Gallery, GalleryImage } from '@koris/shared/types';
import { notifyError } from '@koris/shared/ui';

export type OpenGallery = Gallery & { images: GalleryImage[] };

const withImages = (gallery: Gallery): OpenGallery => ({
  ...gallery,
  images: gallery.images ?? [],
});

/**
 * The gallery the address names (`/photo/gallery/{id}`), loaded with its images
 * (`GET /api/galleries/{id}`). A failure (an unknown id) shows the server's message and
 * calls `onMissing`, which takes the visitor back to the list.
 *
 * Server rendering (issue 13): the server fetches it as `media:gallery:{id}`. `fromDocument`
 * (the gallery the page arrived with): it starts from the document's answer, at once and with
 * no request. Any other opening loads it afresh (staff may have changed it meanwhile). A
 * gallery the server could not get is recorded as null: the browser asks for it itself and
 * shows the message, while the server still renders the list.
 */
export function useOpenGallery(id: string, onMissing: () => void, fromDocument = false) {
  const documented = useInitialData(`media:gallery:${id}`, () => getGallery(id).catch(() => null));
  const initial = fromDocument ? documented : undefined;
  const [loaded, setLoaded] = useState<{ id: string; gallery: OpenGallery } | null>(() =>
    initial ? { id, gallery: withImages(initial) } : null,
  );
  // The id whose gallery is already here (from the document): not asked for again.
  const present = useRef(initial ? id : null);

  useEffect(() => {
    if (present.current === id) return undefined;
    present.current = null;
    let alive = true;
    getGallery(id).then(
      (gallery) => {
        if (alive) setLoaded({ id, gallery: withImages(gallery) });
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
