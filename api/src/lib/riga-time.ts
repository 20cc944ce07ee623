import { DateTime } from 'luxon';

/** The choir's time zone: staff type, and visitors read, the time of day in Riga. */
export const RIGA = 'Europe/Riga';

/**
 * A date and time as a form sends it: Riga's local time (`2026-12-12T19:00`, seconds
 * optional), or an instant with its offset (`…+02:00`, `…Z`) from a client that has one.
 */
export const LOCAL_TIME_PATTERN =
  '^(?:\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(?::\\d{2})?(?:Z|[+-]\\d{2}:\\d{2})?)?$';

export type ParsedTime = { utc: string } | { error: 'invalid' | 'skipped' };

/**
 * The UTC instant (ISO 8601, as stored) of a time in the form's format. A local time the
 * clocks skip (the hour lost at the end of March) is refused rather than moved; a local time
 * that happens twice (the end of October) is its second, winter-time occurrence.
 */
export function parseRigaTime(text: string): ParsedTime {
  const zoned = /(?:Z|[+-]\d{2}:\d{2})$/.test(text);
  const time = DateTime.fromISO(text, { zone: RIGA, setZone: false });
  if (!time.isValid) return { error: 'invalid' };
  if (
    !zoned &&
    time.toFormat(text.length > 16 ? "yyyy-MM-dd'T'HH:mm:ss" : "yyyy-MM-dd'T'HH:mm") !== text
  ) {
    return { error: 'skipped' };
  }
  return { utc: time.toUTC().toISO()! };
}

/** A stored instant as Riga's local time with its offset (`2026-12-12T19:00:00+02:00`). */
export function toRigaTime(utc: string): string {
  return DateTime.fromISO(utc, { zone: 'utc' })
    .setZone(RIGA)
    .toISO({ suppressMilliseconds: true })!;
}
