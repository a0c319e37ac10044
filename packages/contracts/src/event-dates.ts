// Event dates as readers say them: "Sat 12 Oct · 7 pm", in the newsletter's time zone. One text for the email and
// the builder's canvas, so the canvas shows what the email will.

const dayFormats = new Map<string, Intl.DateTimeFormat>();
const timeFormats = new Map<string, Intl.DateTimeFormat>();

function cached(cache: Map<string, Intl.DateTimeFormat>, key: string, make: () => Intl.DateTimeFormat) {
  let format = cache.get(key);
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

/** "Sat 12 Oct" */
export function formatDay(iso: string, timeZone: string): string {
  const format = cached(
    dayFormats,
    timeZone,
    () => new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone }),
  );
  const parts = Object.fromEntries(format.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  return `${parts.weekday} ${parts.day} ${parts.month}`;
}

/** "7 pm", "7:30 pm" */
export function formatTime(iso: string, timeZone: string): string {
  const format = cached(
    timeFormats,
    timeZone,
    () => new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone }),
  );
  const parts = Object.fromEntries(format.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  const minutes = parts.minute === '00' ? '' : `:${parts.minute}`;
  return `${parts.hour}${minutes} ${(parts.dayPeriod ?? '').toLowerCase()}`;
}

/** "Sat 12 Oct · 7 pm", or "Sat 12 Oct · 7 pm – 9 pm" when it ends the same day. */
export function formatEventWhen(startsAt: string | undefined, endsAt: string | undefined, timeZone: string) {
  if (!startsAt) return '';
  const start = `${formatDay(startsAt, timeZone)} · ${formatTime(startsAt, timeZone)}`;
  if (!endsAt || formatDay(endsAt, timeZone) !== formatDay(startsAt, timeZone)) return start;
  return `${start} – ${formatTime(endsAt, timeZone)}`;
}
