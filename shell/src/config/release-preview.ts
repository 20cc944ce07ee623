/**
 * What the page's alert says when a preview link was refused: the shell's server sends the
 * browser to `/?preview=<reason>` (the page itself unchanged), and the app shows the reason.
 */
export const PREVIEW_REFUSED = {
  disabled: 'Priekšskatījumi šajā vietnē nav ieslēgti: saite neko nemainīja.',
  malformed: 'Priekšskatījuma saite ir bojāta: tā neko nemainīja.',
  forged: 'Priekšskatījuma saite nav derīga (tā ir mainīta vai nav parakstīta): tā neko nemainīja.',
  expired: 'Priekšskatījuma saites derīgums ir beidzies: tā neko nemainīja.',
} as const;

export type PreviewRefusalReason = keyof typeof PREVIEW_REFUSED;

/** The query parameter that carries the reason. */
export const PREVIEW_REFUSED_PARAMETER = 'preview';
