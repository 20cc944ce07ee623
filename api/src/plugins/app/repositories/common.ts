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

/** The fields of `input` among `keys` that are given (not undefined): an UPDATE's columns. */
export function givenColumns<T extends object, K extends keyof T>(
  input: T,
  keys: readonly K[],
): Partial<Pick<T, K>> {
  const columns: Partial<Pick<T, K>> = {};
  for (const key of keys) if (input[key] !== undefined) columns[key] = input[key];
  return columns;
}

/** `is_current` as its column stores it (1/0), when it is given. */
export const currentColumn = (input: { is_current?: boolean }) =>
  input.is_current === undefined ? {} : { is_current: input.is_current ? 1 : 0 };
