import { createHash } from 'node:crypto';

export const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** JSON inside a <script type="application/json">: nothing in it can close the element. */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** A stylesheet's text written into the document, and the CSP source that allows it. */
export interface InlineStyle {
  html: string;
  hash: string;
}

/**
 * `<style data-href="…">`: the page paints with the document alone, without one more request
 * per file. The browser's code knows the style by `data-href` (mini-css-extract's chunk
 * loading) and does not fetch it again. Null for a text that could close the element.
 */
export function inlineStyle(href: string, text: string): InlineStyle | null {
  if (/<\/style/i.test(text)) return null;
  return {
    html: `<style data-href="${escapeHtml(href)}">${text}</style>`,
    hash: `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`,
  };
}
