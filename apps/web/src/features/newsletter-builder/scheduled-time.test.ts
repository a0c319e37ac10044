import { describe, expect, it } from 'vitest';
import { scheduledTimeLabel } from './scheduled-time';

describe('scheduledTimeLabel', () => {
  it('writes the send time in the workspace zone, as the banner says it', () => {
    expect(scheduledTimeLabel('2025-12-02T15:00:00.000Z', 'America/Chicago')).toBe('Tue 2 Dec, 9:00');
    expect(scheduledTimeLabel('2025-12-02T15:00:00.000Z', 'UTC')).toBe('Tue 2 Dec, 15:00');
    expect(scheduledTimeLabel('2025-12-02T23:30:00.000Z', 'Europe/Berlin')).toBe('Wed 3 Dec, 0:30');
  });
});
