import { paths } from '@koris/shared/config';

/** The admission path written with Latvian letters (docs/product.md#pages lists four encoded spellings). */
const ADMISSION_SPELLINGS = new Set(['/uzņemšana', '/uzņemsana', '/uznemšana']);

function decodedPath(pathname: string): string {
  try {
    // Either hex case decodes to the same letters; NFC folds composed/decomposed forms.
    return decodeURIComponent(pathname).normalize('NFC').replace(/\/+$/, '');
  } catch (_malformed) {
    return pathname;
  }
}

export function isAdmissionSpelling(pathname: string): boolean {
  return ADMISSION_SPELLINGS.has(decodedPath(pathname));
}

/**
 * Where an address the app redirects goes (null: not one of them). The browser's router and
 * the shell's server (a permanent redirect) share this one list.
 */
export function redirectOf(pathname: string): string | null {
  if (isAdmissionSpelling(pathname)) return paths.admission;
  // The original's narrow-screen link bug, fixed (docs/architecture.md#routes).
  if (pathname === paths.video) return paths.videos;
  return null;
}
