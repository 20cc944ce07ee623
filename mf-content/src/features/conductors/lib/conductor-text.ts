import type { Conductor } from '@koris/shared/types';

/**
 * A conductor title may carry a line-break marker (`<br>` in the seed, any case, `<br/>` too).
 * It splits the title into lines; the marker itself is never shown and never parsed as HTML.
 */
export const LINE_BREAK_MARKER = /<br\s*\/?>/i;

export function titleLines(title: string): string[] {
  return title
    .split(LINE_BREAK_MARKER)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** The title as one line of plain text (accessible names, confirmations). */
export const plainTitle = (title: string) => titleLines(title).join(' ');

/** "1925–1940", "kopš 2012" / "since 2012", "līdz 1951" / "until 1951", or ''. */
export function yearsText(
  { year_from, year_to }: Pick<Conductor, 'year_from' | 'year_to'>,
  lang: 'lv' | 'en' = 'lv',
): string {
  const from = year_from?.trim() ?? '';
  const to = year_to?.trim() ?? '';
  if (from && to) return `${from}–${to}`;
  if (from) return lang === 'en' ? `since ${from}` : `kopš ${from}`;
  if (to) return lang === 'en' ? `until ${to}` : `līdz ${to}`;
  return '';
}

/** The API's order: `order` ascending (no order first, as SQLite sorts NULL), then id. */
export function compareConductors(a: Conductor, b: Conductor): number {
  const ao = a.order ?? Number.NEGATIVE_INFINITY;
  const bo = b.order ?? Number.NEGATIVE_INFINITY;
  return ao === bo ? a.id - b.id : ao < bo ? -1 : 1;
}
