import { format, isValid, parseISO } from 'date-fns';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Today as an issue date (the browser's calendar day). */
export function todayIssueDate(): string {
  return format(new Date(), 'yyyy-MM-dd');
}

/** The `date` query value when it is a real day, else null. */
export function parseIssueDate(value: string | null): string | null {
  if (!value || !DAY.test(value)) return null;
  const date = parseISO(value);
  return isValid(date) && format(date, 'yyyy-MM-dd') === value ? value : null;
}

/** "Friday 12 June 2026". */
export function longIssueDate(value: string): string {
  return format(parseISO(value), 'EEEE d MMMM yyyy');
}
