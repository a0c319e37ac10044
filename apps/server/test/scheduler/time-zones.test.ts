import { instantOfZoned, isValidTimeZone, zonedDateOf, zonedTimeOf } from '@newsletter-os/contracts';
import { describe, expect, it } from 'vitest';

describe('days and times in a zone', () => {
  it('turns a day and wall-clock time into the instant, west and east of UTC', () => {
    expect(instantOfZoned('2026-03-31', '23:30', 'America/New_York').toISOString()).toBe('2026-04-01T03:30:00.000Z');
    expect(instantOfZoned('2026-03-31', '23:30', 'Asia/Kolkata').toISOString()).toBe('2026-03-31T18:00:00.000Z');
    expect(instantOfZoned('2026-01-15', '09:00', 'UTC').toISOString()).toBe('2026-01-15T09:00:00.000Z');
  });

  it('keeps 09:00 at 09:00 on both sides of a daylight-saving change', () => {
    expect(instantOfZoned('2026-03-07', '09:00', 'America/New_York').toISOString()).toBe('2026-03-07T14:00:00.000Z');
    expect(instantOfZoned('2026-03-08', '09:00', 'America/New_York').toISOString()).toBe('2026-03-08T13:00:00.000Z');
    expect(instantOfZoned('2026-03-29', '09:00', 'Europe/Berlin').toISOString()).toBe('2026-03-29T07:00:00.000Z');
    expect(instantOfZoned('2026-10-25', '09:00', 'Europe/Berlin').toISOString()).toBe('2026-10-25T08:00:00.000Z');
  });

  it('moves a time the clocks skip forward by the gap, and takes the first of a time that happens twice', () => {
    // 02:30 does not exist in New York on 8 March 2026: it is 03:30 EDT.
    const skipped = instantOfZoned('2026-03-08', '02:30', 'America/New_York');
    expect(skipped.toISOString()).toBe('2026-03-08T07:30:00.000Z');
    expect(zonedTimeOf(skipped, 'America/New_York')).toBe('03:30');
    // 01:30 happens twice on 1 November 2026: the first (EDT) one.
    expect(instantOfZoned('2026-11-01', '01:30', 'America/New_York').toISOString()).toBe('2026-11-01T05:30:00.000Z');
  });

  it('places an instant on its day in the zone', () => {
    expect(zonedDateOf('2026-04-01T03:30:00Z', 'America/New_York')).toBe('2026-03-31');
    expect(zonedDateOf('2026-03-31T18:30:00Z', 'Asia/Kolkata')).toBe('2026-04-01');
    expect(zonedTimeOf('2026-03-31T18:00:00Z', 'Asia/Kolkata')).toBe('23:30');
  });

  it('knows IANA zones and refuses made-up ones', () => {
    expect(isValidTimeZone('America/Chicago')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
  });
});
