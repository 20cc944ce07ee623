import { resetInitialData, INITIAL_DATA_ELEMENT_ID } from '@koris/shared/api';
import { serveDocumentData } from '@koris/shared/testing';

/**
 * The block the shell's server writes into a server-rendered document (issue 13), for the page
 * at `path` (by default where the browser is), written by `@koris/shared/testing` without
 * moving the browser's address. The data hooks then start from it, as on the first page of
 * a visit.
 */
export function writeInitialData(
  data: Record<string, unknown>,
  path: string = window.location.pathname,
) {
  removeInitialData();
  serveDocumentData(path, data, { at: window.location.pathname });
}

/** No block: every page loads its own data (a page reached by navigation, or no server). */
export function removeInitialData() {
  document.getElementById(INITIAL_DATA_ELEMENT_ID)?.remove();
  resetInitialData();
}
