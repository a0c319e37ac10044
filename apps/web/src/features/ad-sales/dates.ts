/** Days as "YYYY-MM-DD" in the viewer's calendar; the server checks them against the workspace's zone. */
export function localDay(date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** "Tue 5 May" for a "YYYY-MM-DD" day. */
export function shortDay(day: string): string {
  return new Intl.DateTimeFormat(undefined, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** How far ahead staff book from: the next 8 weeks, as on the public ad page. */
export const BOOKING_WINDOW_DAYS = 56;
