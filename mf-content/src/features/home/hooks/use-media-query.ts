import { useSyncExternalStore } from 'react';

/** Wide screens: the shared narrow breakpoint is 48rem (tokens.css). */
export const WIDE_QUERY = '(min-width: 48rem)';

/** Whether a media query matches, kept in sync with resizes and rotations. */
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
