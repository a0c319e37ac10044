// Written without a date library: the builder's newsletter request is started from these before the builder's code
// has arrived (newsletter-request.entry.ts), so they must not pull one into that early chunk.

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * Today as an issue date: the calendar day in `timeZone` (the newsletter's zone, where its issue dates are), else
 * the browser's. West of UTC in the evening the two differ, and the builder opened on the wrong, empty day.
 */
export function todayIssueDate(timeZone?: string): string {
  const now = new Date();
  if (timeZone) {
    try {
      const parts = new Intl.DateTimeFormat('en-CA', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      }).formatToParts(now);
      const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
      return `${part('year')}-${part('month')}-${part('day')}`;
    } catch {
      // A zone this browser does not know: its own day, as before zones were read.
    }
  }
  return `${String(now.getFullYear()).padStart(4, '0')}-${twoDigits(now.getMonth() + 1)}-${twoDigits(now.getDate())}`;
}

const zoneKey = (workspaceId: string) => `newsletter-zone:${workspaceId}`;

/**
 * The newsletter's zone as last read, kept so the builder's first request (sent before any answer has come, see
 * newsletter-request.entry.ts) can ask for the right day. Null when never read here or storage is blocked.
 */
export function rememberedZone(workspaceId: string): string | null {
  try {
    return localStorage.getItem(zoneKey(workspaceId));
  } catch {
    return null;
  }
}

export function rememberZone(workspaceId: string, timeZone: string): void {
  try {
    if (localStorage.getItem(zoneKey(workspaceId)) !== timeZone) localStorage.setItem(zoneKey(workspaceId), timeZone);
  } catch {
    // Storage blocked: the first request then asks for the browser's day and is asked again when it differs.
  }
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
