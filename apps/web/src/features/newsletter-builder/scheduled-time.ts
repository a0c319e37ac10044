/**
 * "Tue 2 Dec, 9:00": when a scheduled issue goes out, in the workspace's zone (the zone the scheduler shows), on a
 * 24-hour clock as the scheduler writes send times.
 */
export function scheduledTimeLabel(scheduledAt: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(scheduledAt));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')}, ${Number(part('hour'))}:${part('minute')}`;
}
