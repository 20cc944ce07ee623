/**
 * What the image scripts share: sharp (the API's copy, so the site has one native build of
 * it) and a small seeded generator, so that every run draws the same pictures.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const sharp = createRequire(path.join(here, '../../api/package.json'))('sharp');

/** A xorshift generator of numbers in [0, 1) from `seed`. */
export function rng(seed) {
  let s = seed * 2654435761 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return ((s >>> 0) % 10000) / 10000;
  };
}
