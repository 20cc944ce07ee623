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
