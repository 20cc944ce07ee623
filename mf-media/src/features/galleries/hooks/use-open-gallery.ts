import { useResource } from '@koris/shared/api';
import { notifyError } from '@koris/shared/ui';
import { galleryResource, type OpenGallery } from '../api/galleries-source';

/**
 * The gallery the address names (`/photo/gallery/{id}`), loaded with its images
 * (`GET /api/galleries/{id}`), afresh on every opening but the one the page arrived with
 * (staff may have changed it meanwhile). A failure (an unknown id) shows the server's message
 * and calls `onMissing`, which takes the visitor back to the list. `update`: the open gallery
 * changed here (images added or removed, fields edited).
 */
export function useOpenGallery(id: string, onMissing: () => void) {
  const { data, set } = useResource<OpenGallery>(galleryResource(id), {
    onError: (error) => {
      notifyError(error);
      onMissing();
    },
  });
  return { gallery: data ?? null, update: set };
}
