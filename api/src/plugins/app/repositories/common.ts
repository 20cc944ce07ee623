import { imageUrl, imageView } from '../images';
import type { ImageView } from '../../../schemas/common';

export type { Paging } from '../../../db/dialect';

export interface ImageRow {
  image_key: string | null;
  image_width: number | null;
  image_height: number | null;
}

export interface WithImage {
  image_url: string | null;
  image: ImageView | null;
}

export function withImage(row: ImageRow): WithImage {
  return {
    image_url: imageUrl(row.image_key),
    image: imageView(row.image_key, row.image_width, row.image_height),
  };
}

/** Image columns to write for a new image, or to clear. */
export function imageColumns(image: { key: string; width: number; height: number } | null) {
  return image
    ? { image_key: image.key, image_width: image.width, image_height: image.height }
    : { image_key: null, image_width: null, image_height: null };
}
