import { getGalleries } from '@koris/shared/api';
import type { Gallery, GalleryImage, ImageVariants, Paging } from '@koris/shared/types';

import { createListCache } from '../hooks/use-infinite-list';

/** What the gallery list loaded, kept while the photo page is remounted in place. */
export const galleryListCache = createListCache<Gallery>();

export const fetchGalleriesPage = (paging: Paging) => getGalleries(paging);
export const fetchAllGalleries = () => getGalleries();

/** The API's list order: `order` ascending, then newest first. */
export function compareGalleries(a: Gallery, b: Gallery): number {
  return (
    (a.order ?? 0) - (b.order ?? 0) ||
    (b.created_at ?? '').localeCompare(a.created_at ?? '') ||
    b.id - a.id
  );
}

/** A gallery as the list shows it: the detail call's `images` left out. */
export function toSummary({ images: _images, ...gallery }: Gallery): Gallery {
  return gallery;
}

const variantsOf = ({ width, height, src, srcset, thumb }: ImageVariants): ImageVariants => ({
  width,
  height,
  src,
  srcset,
  thumb,
});

/**
 * The list card after an image is removed, without asking the server again: the count
 * drops, and a cover that was that image (a gallery without its own cover shows its first
 * image, as the API does) becomes the new first image.
 */
export function afterImageRemoved(gallery: Gallery, removed: GalleryImage, left: GalleryImage[]) {
  const coverWasRemoved = gallery.image?.src === removed.src;
  const first = left[0];
  return toSummary({
    ...gallery,
    image_count: left.length,
    ...(coverWasRemoved
      ? { image: first ? variantsOf(first) : null, image_url: first?.url ?? null }
      : {}),
  });
}
