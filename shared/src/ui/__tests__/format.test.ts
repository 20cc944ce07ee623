import { formatDate, formatDateTime } from '@koris/shared/ui';

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
