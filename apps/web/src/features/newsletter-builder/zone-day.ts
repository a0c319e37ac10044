import { todayIssueDate } from './issue-date';

// Apart from issue-date.ts: that module is in the app's entry (the builder's early request), whose every byte
// counts against the first screens' budgets; this one loads with the builder.

/**
 * Today as an issue date in `timeZone` (the newsletter's zone, where its issue dates are calendar days). West of UTC
 * in the evening the browser's own day is the newsletter's yesterday (or tomorrow), and the builder opened on an
 * empty day. A zone the browser does not know gives the browser's day.
 */
export function todayIssueDateIn(timeZone: string): string {
  try {
    const parts = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).formatToParts(new Date());
    const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
    return `${part('year')}-${part('month')}-${part('day')}`;
  } catch {
    return todayIssueDate();
  }
}

const zoneKey = (workspaceId: string) => `newsletter-zone:${workspaceId}`;

/** The newsletter's zone as last read, so a later visit's builder opens on its day before the settings answer. */
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
    // Storage blocked: the builder then waits for the settings on every visit.
  }
}
