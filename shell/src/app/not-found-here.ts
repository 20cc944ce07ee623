import { createContext, useContext } from 'react';

/**
 * A path of the route table whose content does not exist (an unknown gallery id): the shell's
 * server answers it 404 with the 404 page, and the app must draw the same page on its first
 * render, not the route's. On the server it comes through this context; in the browser from
 * the document (`<script type="application/json" id="koris-not-found">`).
 */
export const NotFoundPathContext = createContext<string | null>(null);

export const NOT_FOUND_ELEMENT_ID = 'koris-not-found';

let fromDocument: string | null | undefined;

function documentNotFoundPath(): string | null {
  if (fromDocument === undefined) {
    fromDocument = null;
    const element =
      typeof document !== 'undefined' ? document.getElementById(NOT_FOUND_ELEMENT_ID) : null;
    try {
      const block = element?.textContent ? (JSON.parse(element.textContent) as unknown) : null;
      if (block && typeof (block as { path?: unknown }).path === 'string') {
        fromDocument = (block as { path: string }).path;
      }
    } catch (_malformed) {
      // A damaged block: the route's own page is drawn, as before.
    }
  }
  return fromDocument;
}

/** True when `pathname` is the one the server answered 404 although the route table has it. */
export function useNotFoundHere(pathname: string): boolean {
  const server = useContext(NotFoundPathContext);
  return (server ?? documentNotFoundPath()) === pathname;
}

/** Reads the document again (tests). */
export function resetNotFoundPath(): void {
  fromDocument = undefined;
}
