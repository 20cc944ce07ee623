import { INITIAL_DATA_ELEMENT_ID, resetInitialData } from '@koris/shared/api';

/**
 * The block the shell's server writes into a server-rendered document (issue 13):
 * `<script type="application/json" id="koris-initial-data">`, with the page's path and the
 * answers by key. `useInitialData` then starts from it, as on the first page of a visit.
 */
export function writeInitialData(
  data: Record<string, unknown>,
  path: string = window.location.pathname,
) {
  removeInitialData();
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = INITIAL_DATA_ELEMENT_ID;
  block.textContent = JSON.stringify({ path, data });
  document.body.append(block);
  resetInitialData();
}

/** No block: every page loads its own data (a page reached by navigation, or no server). */
export function removeInitialData() {
  document.getElementById(INITIAL_DATA_ELEMENT_ID)?.remove();
  resetInitialData();
}
