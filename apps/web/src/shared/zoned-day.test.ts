import { describe, expect, it } from 'vitest';
import { zonedDayLabel, zonedDaysLabel } from './zoned-day';

// An ad booked for Tue 1 Dec runs from that day's midnight in the newsletter's zone to the end of that day there.
describe('an ad day in the newsletter zone', () => {
  it('is the booked day west of UTC, on UTC and east of it, whatever the viewer zone', () => {
    const runs = [
      ['America/New_York', '2026-12-01T05:00:00.000Z', '2026-12-02T04:59:59.999Z'],
      ['America/Los_Angeles', '2026-12-01T08:00:00.000Z', '2026-12-02T07:59:59.999Z'],
      ['UTC', '2026-12-01T00:00:00.000Z', '2026-12-01T23:59:59.999Z'],
      ['Pacific/Auckland', '2026-11-30T11:00:00.000Z', '2026-12-01T10:59:59.999Z'],
    ] as const;
    for (const [zone, start, end] of runs) {
      expect(zonedDaysLabel(start, end, zone), zone).toBe('1 Dec 2026');
    }
  });

  it('names both days of a longer run, and nothing for no date', () => {
    expect(zonedDaysLabel('2026-12-01T05:00:00.000Z', '2026-12-04T04:59:59.999Z', 'America/New_York')).toBe(
      '1 Dec 2026 – 3 Dec 2026',
    );
    expect(zonedDayLabel(null, 'UTC')).toBeNull();
  });
});
