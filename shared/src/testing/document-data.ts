import { INITIAL_DATA_ELEMENT_ID, resetInitialData } from '@koris/shared/api';

/**
 * Makes the page at `path` the first of a visit, rendered on the server with `data`: the
 * document's data block as the shell's server writes it
 * (`<script type="application/json" id="koris-initial-data">{"path": …, "data": {…}}`), the
 * browser's address at `path` (a block serves only the page it was rendered for), and
 * the data hooks made to read it. `at`: the browser is elsewhere (a block left from
 * another page, which must be ignored).
 */
export function serveDocumentData(
  path: string,
  data: Record<string, unknown>,
  { at = path }: { at?: string } = {},
): void {
  window.history.replaceState(null, '', at);
  // One block per document, as the server writes it.
  document.getElementById(INITIAL_DATA_ELEMENT_ID)?.remove();
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = INITIAL_DATA_ELEMENT_ID;
  script.textContent = JSON.stringify({ path, data });
  document.body.append(script);
  resetInitialData();
}

/** The block goes: every page loads its data itself, as without a server render. */
export function removeDocumentData(): void {
  document.getElementById(INITIAL_DATA_ELEMENT_ID)?.remove();
  window.history.replaceState(null, '', '/');
  resetInitialData();
}
