// Written without a date library: the builder's newsletter request is started from these before the builder's code
// has arrived (newsletter-request.entry.ts), so they must not pull one into that early chunk.

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** Today as an issue date (the browser's calendar day). */
export function todayIssueDate(): string {
  const now = new Date();
  return `${String(now.getFullYear()).padStart(4, '0')}-${twoDigits(now.getMonth() + 1)}-${twoDigits(now.getDate())}`;
}

/** The `date` query value when it is a real day ("2026-02-30" is not), else null. */
export function parseIssueDate(value: string | null): string | null {
  const match = value ? DAY.exec(value) : null;
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? value : null;
}
