/**
 * "1 Dec 2026": the calendar day a moment falls on in the newsletter's zone. An ad's run is made of issue days in
 * that zone; read in the viewer's zone, a day booked in New York showed as "30 Nov" in a browser west of it.
 */
export function zonedDayLabel(iso: string | null | undefined, timeZone: string): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone }).format(date);
}

/** "1 Dec 2026" or "1 Dec 2026 – 3 Dec 2026" (one day once). */
export function zonedDaysLabel(start: string | null, end: string | null, timeZone: string): string | null {
  const from = zonedDayLabel(start, timeZone);
  const to = zonedDayLabel(end, timeZone);
  if (from && to) return from === to ? from : `${from} – ${to}`;
  return from ?? (to ? `until ${to}` : null);
}

/** The line that names the zone a screen's times are shown and entered in (the public forms say the same). */
export function timesInZoneText(timeZone: string): string {
  return `Times in ${timeZone}, the newsletter’s time zone.`;
}
