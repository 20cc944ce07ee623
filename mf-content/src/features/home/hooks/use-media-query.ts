import { useSyncExternalStore } from 'react';

/** Wide screens: the shared narrow breakpoint is 48rem (tokens.css). */
export const WIDE_QUERY = '(min-width: 48rem)';

/**
 * Whether a media query matches, kept in sync with resizes and rotations. Server-safe (issue
 * 13): `window` is read only in the browser's subscribe and snapshot; the server's render and
 * the browser's hydration both see `false` (the server snapshot), and the browser's real
 * answer follows right after hydration. Components keep their markup independent of it (the
 * home page uses it only in its handlers), so nothing on screen changes with that switch.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
