import { describe, expect, it } from 'vitest';
import { todayIssueDate } from './issue-date';
import { todayIssueDateIn } from './zone-day';

describe('todayIssueDateIn', () => {
  it('is the calendar day there, west and east of UTC, whatever the browser’s zone', () => {
    // At any hour one of these is on another calendar day than UTC.
    for (const zone of ['Pacific/Pago_Pago', 'Pacific/Kiritimati', 'America/Los_Angeles']) {
      const expected = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());
      expect(todayIssueDateIn(zone), zone).toBe(expected);
    }
  });

  it('falls back to the browser’s day for a zone the browser does not know', () => {
    expect(todayIssueDateIn('Nowhere/Atlantis')).toBe(todayIssueDate());
  });
});
