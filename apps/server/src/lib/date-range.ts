import { badRequest } from './errors';
import { DAY_MS } from './units';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * start_date/end_date as a half-open range [from, to). A plain day covers the whole day (UTC), so both ends are
 * inclusive days; a date-time is taken as that instant.
 */
export function dateRange(
  start?: string,
  end?: string,
  fields: { start: string; end: string } = { start: 'start_date', end: 'end_date' },
): { from?: Date; to?: Date } {
  const from = start ? new Date(DATE_ONLY.test(start) ? `${start}T00:00:00Z` : start) : undefined;
  let to: Date | undefined;
  if (end) {
    const instant = new Date(DATE_ONLY.test(end) ? `${end}T00:00:00Z` : end);
    to = new Date(instant.getTime() + (DATE_ONLY.test(end) ? DAY_MS : 1));
  }
  if (from && to && to.getTime() <= from.getTime()) {
    throw badRequest(`${fields.end}: must not be before ${fields.start}`, fields.end);
  }
  return { from, to };
}
