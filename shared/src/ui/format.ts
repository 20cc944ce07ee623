const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Made once, on first use: building a formatter is far dearer than using one (a list of
 * events formats a date per card, and a throttled phone feels each new formatter). */
let rigaDate: Intl.DateTimeFormat | undefined;
let rigaDateTime: Intl.DateTimeFormat | undefined;

const toDate = (value: string | Date): Date | null => {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
};

/** Joined from the parts, so the result does not hang on one ICU version's punctuation. */
const partsOf = (format: Intl.DateTimeFormat, date: Date) => {
  const parts = format.formatToParts(date);
  return (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
};

/** The calendar day in the choir's time zone, as both formats start. */
const RIGA_DAY = {
  timeZone: 'Europe/Riga',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
} as const;

const dayText = (get: ReturnType<typeof partsOf>) => `${get('day')}.${get('month')}.${get('year')}`;

/**
 * dd.mm.yyyy (docs/product.md#constants). Timestamps are shown in the choir's time zone (Europe/Riga) so every
 * visitor sees the same day; a bare date ("2025-05-10") is shown as written. Anything that
 * is not a date gives '' rather than "Invalid Date".
 */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  if (typeof value === 'string') {
    const bare = DATE_ONLY.exec(value.trim());
    if (bare) return `${bare[3]}.${bare[2]}.${bare[1]}`;
  }
  const date = toDate(value);
  if (!date) return '';
  rigaDate ??= new Intl.DateTimeFormat('lv-LV', RIGA_DAY);
  return dayText(partsOf(rigaDate, date));
}

/**
 * dd.mm.yyyy hh:mm, 24-hour, in the choir's time zone (Europe/Riga): when staff did
 * something, as a Latvian reader writes it. Anything that is not a timestamp gives ''.
 */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = toDate(value);
  if (!date) return '';
  rigaDateTime ??= new Intl.DateTimeFormat('lv-LV', {
    ...RIGA_DAY,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const get = partsOf(rigaDateTime, date);
  return `${dayText(get)} ${get('hour')}:${get('minute')}`;
}
