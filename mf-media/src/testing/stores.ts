import { resetStores as resetSharedStores } from '@koris/shared/testing';
import { galleryListCache } from '../features/galleries/api/galleries-source';

/** The kit's store reset, and the gallery list this remote keeps between mounts. */
export function resetStores() {
  resetSharedStores();
  galleryListCache.reset();
}
