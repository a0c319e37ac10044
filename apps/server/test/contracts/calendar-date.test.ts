import {
  calendarDateSchema,
  dateOfDayNumber,
  dateTimeSchema,
  dayNumber,
  eachDay,
  isCalendarDate,
  publisherDateSchema,
  publisherWindow,
} from '@newsletter-os/contracts';
import { describe, expect, it } from 'vitest';

describe('calendar dates', () => {
  it('are days that exist: no 30 February, no 13th month, 29 February only in leap years', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('2027-02-30')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('2026-04-31')).toBe(false);
    expect(isCalendarDate('0999-12-31')).toBe(false);
    expect(isCalendarDate('2026-5-1')).toBe(false);
    expect(calendarDateSchema.safeParse('2027-02-30').success).toBe(false);
    // Date-times are checked on their day too: Date.parse alone reads 2027-02-30 as 2 March.
    expect(dateTimeSchema.safeParse('2027-02-30').success).toBe(false);
    expect(dateTimeSchema.safeParse('2027-02-30T10:00:00Z').success).toBe(false);
    expect(dateTimeSchema.safeParse('2027-02-28T10:00:00Z').success).toBe(true);
  });

  it('are walked a counted number of times, across year 9999 too, and a walk longer than its bound throws', () => {
    expect(eachDay('2026-12-30', '2027-01-02', 10)).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
    expect(eachDay('9999-12-30', '9999-12-31', 10)).toEqual(['9999-12-30', '9999-12-31']);
    expect(eachDay('2026-12-02', '2026-12-01', 10)).toEqual([]);
    expect(() => eachDay('2026-01-01', '2026-12-31', 100)).toThrow(RangeError);
  });

  it('a publisher uses today − 1 year … today + 2 years (a day of slack each side for every zone)', () => {
    const now = new Date('2026-11-28T12:00:00Z');
    expect(publisherWindow(now)).toEqual({ earliest: '2025-11-26', latest: '2028-11-29' });
    const { earliest, latest } = publisherWindow();
    expect(publisherDateSchema.safeParse(earliest).success).toBe(true);
    expect(publisherDateSchema.safeParse(latest).success).toBe(true);
    expect(publisherDateSchema.safeParse(dateOfDayNumber((dayNumber(latest) ?? 0) + 1)).success).toBe(false);
    expect(publisherDateSchema.safeParse(dateOfDayNumber((dayNumber(earliest) ?? 0) - 1)).success).toBe(false);
    const far = publisherDateSchema.safeParse('9999-12-31');
    expect(far.success).toBe(false);
    expect(far.error?.issues[0]?.message).toMatch(/^Pick a day between \d{4}-\d{2}-\d{2} and \d{4}-\d{2}-\d{2}$/);
  });
});
