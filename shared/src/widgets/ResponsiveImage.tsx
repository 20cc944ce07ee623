import type { ImageVariants } from '@koris/shared/types';

export interface ResponsiveImageProps {
  image: ImageVariants;
  /** The `sizes` of the layout it stands in. */
  sizes: string;
  className?: string;
  /** Lazy unless it is among the first a visitor sees. */
  loading?: 'eager' | 'lazy';
  fetchPriority?: 'high' | 'auto';
}

/**
 * A card's or an entry's picture from its stored variants: decorative (empty alt, the text
 * beside it says what it is), with its intrinsic size so the layout does not shift while it loads.
 */
export function ResponsiveImage({
  image,
  sizes,
  className,
  loading = 'lazy',
  fetchPriority,
}: ResponsiveImageProps) {
  return (
    <img
      className={className}
      src={image.src}
      srcSet={image.srcset}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt=""
      loading={loading}
      fetchPriority={fetchPriority}
      decoding="async"
    />
  );
}
