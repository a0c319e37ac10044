import { format, isValid, parseISO } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { parseIssueDate, todayIssueDate } from './issue-date';

/** What the builder accepted when it read the date with date-fns. */
function withDateFns(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = parseISO(value);
  return isValid(date) && format(date, 'yyyy-MM-dd') === value ? value : null;
}

describe('issue dates', () => {
  it('accepts the real days date-fns accepts and refuses the others', () => {
    const values = [
      '2026-06-12',
      '2024-02-29',
      '2025-02-29',
      '2026-02-30',
      '2026-13-01',
      '2026-00-10',
      '2026-04-31',
      '2026-12-31',
      '0050-01-01',
      '2026-6-12',
      '2026-06-12T00:00',
      ' 2026-06-12',
      '',
    ];
    for (const value of values) expect(parseIssueDate(value), value).toBe(withDateFns(value));
    expect(parseIssueDate(null)).toBeNull();
  });

  it("gives today as the browser's calendar day", () => {
    expect(todayIssueDate()).toBe(format(new Date(), 'yyyy-MM-dd'));
  });
});
