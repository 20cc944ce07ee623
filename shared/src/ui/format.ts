const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Made once, on first use: building a formatter is far dearer than using one (a list of
 * events formats a date per card, and a throttled phone feels each new formatter). */
let rigaDate: Intl.DateTimeFormat | undefined;

/**
 * dd.mm.yyyy (SPEC §9). Timestamps are shown in the choir's time zone (Europe/Riga) so every
 * visitor sees the same day; a bare date ("2025-05-10") is shown as written. Anything that
 * is not a date gives '' rather than "Invalid Date".
 */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  if (typeof value === 'string') {
    const bare = DATE_ONLY.exec(value.trim());
    if (bare) return `${bare[3]}.${bare[2]}.${bare[1]}`;
  }
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  rigaDate ??= new Intl.DateTimeFormat('lv-LV', {
    timeZone: 'Europe/Riga',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  });
  const parts = rigaDate.formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('day')}.${get('month')}.${get('year')}`;
}
