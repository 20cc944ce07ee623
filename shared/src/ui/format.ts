const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Made once, on first use: building a formatter is far dearer than using one. */
let rigaDate: Intl.DateTimeFormat | undefined;
let rigaDateTime: Intl.DateTimeFormat | undefined;

const toDate = (value: string | Date): Date | null => {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
};

/** A Riga wall clock's fields, as both formats use them. */
type Part = 'day' | 'month' | 'year' | 'hour' | 'minute';

/** Joined from the parts, so the result does not hang on one ICU version's punctuation. */
const partsOf = (format: Intl.DateTimeFormat, date: Date) => {
  const parts = format.formatToParts(date);
  return (type: Part) => parts.find((p) => p.type === type)?.value ?? '';
};

/** The calendar day in the choir's time zone, as both formats start. */
const RIGA_DAY = {
  timeZone: 'Europe/Riga',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
} as const;

/** Since this year Latvia has kept the EU's summer time without a break. */
const EU_RULES_SINCE = 2002;
const HOUR = 3_600_000;

/** The day of the month of the year's last Sunday in a month (0-based month). */
const lastSunday = (year: number, month: number) => {
  const last = new Date(Date.UTC(year, month + 1, 0));
  return last.getUTCDate() - last.getUTCDay();
};

/**
 * Riga's wall clock at an instant, without ICU: a page's first `Intl` call makes the browser
 * set ICU up, one long task on a phone, and a list of events would pay it while it hydrates
 * (docs/performance.md). Riga keeps UTC+2, and UTC+3 from 01:00 UTC on the last Sunday of
 * March to 01:00 UTC on the last Sunday of October; the tests hold this to ICU's time-zone
 * data hour by hour. Older instants (other rules) give null and go to `Intl`.
 */
const rigaClock = (date: Date): ((type: Part) => string) | null => {
  const at = date.getTime();
  const year = date.getUTCFullYear();
  if (year < EU_RULES_SINCE) return null;
  const summer =
    at >= Date.UTC(year, 2, lastSunday(year, 2), 1) &&
    at < Date.UTC(year, 9, lastSunday(year, 9), 1);
  const wall = new Date(at + (summer ? 3 : 2) * HOUR);
  const two = (n: number) => String(n).padStart(2, '0');
  const fields: Record<Part, string> = {
    day: two(wall.getUTCDate()),
    month: two(wall.getUTCMonth() + 1),
    year: String(wall.getUTCFullYear()),
    hour: two(wall.getUTCHours()),
    minute: two(wall.getUTCMinutes()),
  };
  return (type) => fields[type];
};

const dayText = (get: (type: Part) => string) => `${get('day')}.${get('month')}.${get('year')}`;

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
  return dayText(
    rigaClock(date) ?? partsOf((rigaDate ??= new Intl.DateTimeFormat('lv-LV', RIGA_DAY)), date),
  );
}

/**
 * dd.mm.yyyy hh:mm, 24-hour, in the choir's time zone (Europe/Riga): when staff did
 * something, as a Latvian reader writes it. Anything that is not a timestamp gives ''.
 */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = toDate(value);
  if (!date) return '';
  const get =
    rigaClock(date) ??
    partsOf(
      (rigaDateTime ??= new Intl.DateTimeFormat('lv-LV', {
        ...RIGA_DAY,
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      })),
      date,
    );
  return `${dayText(get)} ${get('hour')}:${get('minute')}`;
}

/** Month names as a Latvian date says them ("12. decembrī") and as an English one does. */
const LV_MONTHS = [
  'janvārī',
  'februārī',
  'martā',
  'aprīlī',
  'maijā',
  'jūnijā',
  'jūlijā',
  'augustā',
  'septembrī',
  'oktobrī',
  'novembrī',
  'decembrī',
];
const EN_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The API's local time with its offset: the Riga wall clock is the text itself. */
const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/;

interface WallClock {
  year: string;
  month: number;
  day: number;
  time: (separator: string) => string;
}

const wallClock = (value: string): WallClock | null => {
  const match = LOCAL_TIME.exec(value);
  if (!match) return null;
  const [, year, month, day, hour, minute] = match as unknown as string[];
  return {
    year: year!,
    month: Number(month) - 1,
    day: Number(day),
    time: (separator) => `${hour}${separator}${minute}`,
  };
};

export type Language = 'lv' | 'en';

const dayIn = (clock: WallClock, lang: Language) =>
  lang === 'lv'
    ? `${clock.year}. gada ${clock.day}. ${LV_MONTHS[clock.month]}`
    : `${clock.day} ${EN_MONTHS[clock.month]} ${clock.year}`;
const timeIn = (clock: WallClock, lang: Language) =>
  lang === 'lv' ? `plkst. ${clock.time('.')}` : `at ${clock.time(':')}`;

/**
 * When an event is, in Riga's time as the API gives it (`2026-12-12T19:00:00+02:00`): "2026.
 * gada 12. decembrī plkst. 19.00" on a Latvian page, "12 December 2026 at 19:00" on an English
 * one; an end on the same day adds its time ("19.00–21.00"), one on another day its date too.
 */
export function formatEventTime(
  startsAt: string | null | undefined,
  endsAt: string | null | undefined,
  lang: Language = 'lv',
): string {
  const start = startsAt ? wallClock(startsAt) : null;
  if (!start) return '';
  const from = `${dayIn(start, lang)} ${timeIn(start, lang)}`;
  const end = endsAt ? wallClock(endsAt) : null;
  if (!end) return from;
  const separator = lang === 'lv' ? '.' : ':';
  if (endsAt!.slice(0, 10) === startsAt!.slice(0, 10)) return `${from}–${end.time(separator)}`;
  return `${from} – ${dayIn(end, lang)} ${timeIn(end, lang)}`;
}
