import { formatDate, formatDateTime, formatEventTime } from '@koris/shared/ui';

describe('formatDate (docs/product.md#constants: dd.mm.yyyy)', () => {
  it('formats an ISO timestamp with leading zeros', () => {
    expect(formatDate('2025-03-04T10:00:00.000Z')).toBe('04.03.2025');
  });

  it('shows the day in Riga, whatever the visitor’s zone', () => {
    // 22:30 UTC on 31 Dec is already 1 Jan in Riga (UTC+2).
    expect(formatDate('2024-12-31T22:30:00Z')).toBe('01.01.2025');
  });

  it('shows a bare date as written', () => {
    expect(formatDate('2025-09-09')).toBe('09.09.2025');
  });

  it('accepts a Date', () => {
    expect(formatDate(new Date(Date.UTC(2023, 10, 15, 12)))).toBe('15.11.2023');
  });

  it('gives an empty string for nothing or nonsense, never "Invalid Date"', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatDateTime (dd.mm.yyyy hh:mm, Europe/Riga)', () => {
  it('shows the day and the 24-hour time in Riga, whatever the visitor’s zone', () => {
    // 22:30 UTC on 31 Dec is 00:30 on 1 Jan in Riga (UTC+2).
    expect(formatDateTime('2024-12-31T22:30:00Z')).toBe('01.01.2025 00:30');
    // Summer time: UTC+3.
    expect(formatDateTime('2025-07-04T15:05:00.000Z')).toBe('04.07.2025 18:05');
  });

  it('gives an empty string for nothing or nonsense', () => {
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});

describe('Riga time without ICU', () => {
  /** ICU's own answer, from the time-zone data Node carries ("29/03/2026, 02:59"). */
  const icu = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Riga',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const byIcu = (at: number) => icu.format(at).replace(/\//g, '.').replace(', ', ' ');

  it('builds no Intl formatter for a date since 2002 (a browser sets ICU up on its first)', () => {
    const used = jest.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    const made = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      expect(formatDate('2026-11-27T10:00:00.000Z')).toBe('27.11.2026');
      expect(formatDateTime('2026-03-29T00:59:00.000Z')).toBe('29.03.2026 02:59');
      expect(made).not.toHaveBeenCalled();
      expect(used).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
      used.mockRestore();
    }
  });

  it('agrees with ICU at every hour from 2002 to 2045, and at every minute round each change', () => {
    const HOUR = 3_600_000;
    const misses: string[] = [];
    const check = (at: number, icuText = byIcu(at)) => {
      const ours = formatDateTime(new Date(at));
      if (ours !== icuText) misses.push(`${new Date(at).toISOString()}: ${ours}, ICU ${icuText}`);
    };
    let previous = byIcu(Date.UTC(2002, 0, 1) - HOUR);
    let changes = 0;
    for (let at = Date.UTC(2002, 0, 1); at < Date.UTC(2046, 0, 1); at += HOUR) {
      const text = byIcu(at);
      check(at, text);
      // The clocks moved within the last hour: the wall clock went on by other than one hour.
      const hourOf = (wall: string) => Number(wall.slice(-5, -3));
      if ((hourOf(text) - hourOf(previous) + 24) % 24 !== 1) {
        changes++;
        for (let minute = at - 2 * HOUR; minute < at + HOUR; minute += 60_000) check(minute);
      }
      previous = text;
    }
    expect(misses.slice(0, 5)).toEqual([]);
    expect(changes).toBe(2 * 44);
  });

  it('asks ICU for older instants, when the rules were other (no summer time in 2000)', () => {
    expect(formatDateTime('1999-07-04T15:05:00Z')).toBe('04.07.1999 18:05');
    expect(formatDateTime('2000-07-04T15:05:00Z')).toBe('04.07.2000 17:05');
    expect(formatDate('2001-12-31T22:30:00Z')).toBe('01.01.2002');
  });
});

describe('formatEventTime (an event’s Riga time, in the page’s language)', () => {
  it('says a Latvian date as Latvian writes it, and an English one', () => {
    expect(formatEventTime('2026-12-12T19:00:00+02:00', null)).toBe(
      '2026. gada 12. decembrī plkst. 19.00',
    );
    expect(formatEventTime('2026-12-12T19:00:00+02:00', null, 'en')).toBe(
      '12 December 2026 at 19:00',
    );
  });

  it('adds an end: its time on the same day, its date too on another', () => {
    expect(formatEventTime('2026-03-01T18:30:00+02:00', '2026-03-01T20:00:00+02:00')).toBe(
      '2026. gada 1. martā plkst. 18.30–20.00',
    );
    expect(formatEventTime('2026-07-31T20:00:00+03:00', '2026-08-02T16:00:00+03:00', 'en')).toBe(
      '31 July 2026 at 20:00 – 2 August 2026 at 16:00',
    );
  });

  it('gives an empty string without a start', () => {
    expect(formatEventTime(null, null)).toBe('');
    expect(formatEventTime('nonsense', null)).toBe('');
  });
});
