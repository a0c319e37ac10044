const whole = new Intl.NumberFormat('en-US');

/** 8,342; an unknown figure is a dash, never a zero. */
export function count(value: number | null): string {
  return value === null ? '—' : whole.format(value);
}

/** 1.5 → "1.50%". */
export function percent(value: number | null): string {
  return value === null ? '—' : `${value.toFixed(2)}%`;
}

/** 2026-05-05 → "Tue, 5 May 2026" (a calendar day: no time zone moves it). */
export function issueDay(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}
