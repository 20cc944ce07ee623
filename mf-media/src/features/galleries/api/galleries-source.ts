import {
  compareText,
  firstLoad,
  galleryResource,
  getGalleries,
  type PagedSource,
  type RouteData,
} from '@koris/shared/api';
import { site } from '@koris/shared/config';
import type { Gallery, GalleryImage, ImageVariants } from '@koris/shared/types';

export { galleryResource, type OpenGallery } from '@koris/shared/api';

/** The list in pages (`media:galleries:0:{pageSize}`), or whole (`media:galleries:all`). */
export const galleriesSource: PagedSource<Gallery> = {
  key: 'media:galleries',
  fetchPage: (paging) => getGalleries(paging),
  fetchAll: () => getGalleries(),
  pageSize: site.galleriesPageSize,
};

/**
 * `/photo` renders the list's first page; a gallery's address renders the whole list and the
 * gallery, both known from the address and fetched side by side (docs/product.md#pages).
 */
export const photoRouteData: RouteData = ({ params: { id } }) =>
  id === undefined
    ? [firstLoad(galleriesSource)]
    : [firstLoad(galleriesSource, true), galleryResource(id)];

/** The API's list order: `order` ascending, then newest first. */
export function compareGalleries(a: Gallery, b: Gallery): number {
  return (
    (a.order ?? 0) - (b.order ?? 0) ||
    compareText(b.created_at ?? '', a.created_at ?? '') ||
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
