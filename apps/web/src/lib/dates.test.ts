import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentYear, formatDateTime, formatDayAndMonth, formatLongDate } from './dates.ts';

const machineZone = process.env.TZ;

/** Node reads TZ again when it changes, so a test can stand in a visitor's time zone. */
function inTimeZone(zone: string) {
  process.env.TZ = zone;
}

afterEach(() => {
  if (machineZone === undefined) delete process.env.TZ;
  else process.env.TZ = machineZone;
  vi.useRealTimers();
});

describe('formatDateTime', () => {
  it('reads DD MMM YYYY h:mm a, in Arabic-Indic digits for Arabic, and a dash when the date is invalid', () => {
    const date = new Date(2026, 10, 2, 21, 5);
    expect(formatDateTime(date, 'en')).toBe('02 Nov 2026 9:05 PM');
    expect(formatDateTime(date, 'ar')).toBe('٠٢ نوفمبر ٢٠٢٦ ٩:٠٥ م');
    expect(formatDateTime('not a date', 'en')).toBe('—');
    expect(formatDateTime('', 'ar')).toBe('—');
  });

  it('marks noon and after as PM and midnight as AM in both languages', () => {
    expect(formatDateTime('2026-11-22 12:05', 'en')).toBe('22 Nov 2026 12:05 PM');
    expect(formatDateTime('2026-11-22 12:05', 'ar')).toBe('٢٢ نوفمبر ٢٠٢٦ ١٢:٠٥ م');
    expect(formatDateTime('2026-11-22 00:05', 'en')).toBe('22 Nov 2026 12:05 AM');
    expect(formatDateTime('2026-11-22 00:05', 'ar')).toBe('٢٢ نوفمبر ٢٠٢٦ ١٢:٠٥ ص');
  });

  it('shows an instant in the viewer’s time zone and a time without zone as written', () => {
    inTimeZone('Asia/Dubai');
    expect(formatDateTime('2026-11-22T21:05:00.000Z', 'en')).toBe('23 Nov 2026 1:05 AM');
    expect(formatDateTime('2026-11-22T21:05:00+04:00', 'en')).toBe('22 Nov 2026 9:05 PM');
    expect(formatDateTime('2026-11-22T21:05:09.1234', 'en')).toBe('22 Nov 2026 9:05 PM');
    inTimeZone('America/New_York');
    expect(formatDateTime('2026-11-22T21:05:00.000Z', 'en')).toBe('22 Nov 2026 4:05 PM');
    expect(formatDateTime('2026-11-22 21:05', 'en')).toBe('22 Nov 2026 9:05 PM');
  });
});

describe('calendar days', () => {
  it('read the same in every time zone, so the server’s page and the browser’s agree', () => {
    for (const zone of ['Pacific/Kiritimati', 'UTC', 'Pacific/Pago_Pago']) {
      inTimeZone(zone);
      expect(formatLongDate('2026-11-01', 'en'), zone).toBe('November 1, 2026');
      expect(formatLongDate('2026-11-01', 'ar'), zone).toBe('١ نوفمبر ٢٠٢٦');
      expect(formatDayAndMonth('2026-03-11', 'en'), zone).toBe('11 Mar');
      expect(formatDayAndMonth('2026-03-11', 'ar'), zone).toBe('١١ مارس');
    }
  });
});

describe('currentYear', () => {
  it('is the UTC year, whatever the zone of the server or the browser', () => {
    vi.useFakeTimers({ now: new Date('2027-01-01T03:00:00.000Z') });
    inTimeZone('America/New_York');
    expect(currentYear()).toBe(2027);
    vi.setSystemTime(new Date('2026-12-31T22:00:00.000Z'));
    inTimeZone('Asia/Tokyo');
    expect(currentYear()).toBe(2026);
  });
});
