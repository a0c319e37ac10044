// When an event happens, as readers say it, in the newsletter's zone: "Sat 12 Dec · 5 – 8 pm",
// "Sat 12 Dec, 10 am – Sun 13 Dec, 4 pm", with the year when it is not the reference year (the issue's, or this
// year on the events page). Shared by the email, its plain text, the events page and the builder's canvas, so the
// editor shows what readers get. English has this house style; other languages get Intl's own range format.

export interface EventWhenOptions {
  /** The newsletter's IANA zone: days and times are read there. */
  timeZone: string;
  /** The year readers assume: a date in another year shows its year. */
  referenceYear?: number;
  /** BCP 47 language; English (the default) uses the house style. */
  locale?: string;
}

/** The text split where the start's day ends, so a page can mark the day up (`<time>`). */
export interface EventWhenParts {
  startDay: string;
  rest: string;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(locale: string, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    formats.set(key, format);
  }
  return format;
}

function partsOf(format: Intl.DateTimeFormat, date: Date): Record<string, string> {
  return Object.fromEntries(format.formatToParts(date).map((part) => [part.type, part.value]));
}

interface Clock {
  day: string;
  year: number;
  hour: string;
  minute: string;
  period: string;
}

/** The day, year and 12-hour time of an instant in the zone (English names). */
function clockOf(date: Date, timeZone: string): Clock {
  const day = partsOf(formatOf('en-GB', timeZone, { weekday: 'short', day: 'numeric', month: 'short' }), date);
  const time = partsOf(
    formatOf('en-US', timeZone, { hour: 'numeric', minute: '2-digit', hour12: true, year: 'numeric' }),
    date,
  );
  return {
    day: `${day.weekday} ${day.day} ${day.month}`,
    year: Number(time.year),
    hour: time.hour ?? '',
    minute: time.minute ?? '00',
    period: (time.dayPeriod ?? '').toLowerCase(),
  };
}

const hourOf = (clock: Clock) => `${clock.hour}${clock.minute === '00' ? '' : `:${clock.minute}`}`;
const timeOf = (clock: Clock) => `${hourOf(clock)} ${clock.period}`;

function englishParts(start: Date, end: Date | undefined, timeZone: string, referenceYear: number | undefined) {
  const from = clockOf(start, timeZone);
  const to = end ? clockOf(end, timeZone) : undefined;
  const showYear =
    referenceYear !== undefined && (from.year !== referenceYear || (to !== undefined && to.year !== referenceYear));
  const dayOf = (clock: Clock) => (showYear ? `${clock.day} ${clock.year}` : clock.day);
  const startDay = dayOf(from);
  if (!to) return { startDay, rest: ` · ${timeOf(from)}` };
  if (to.day === from.day && to.year === from.year) {
    // "5 – 8 pm" when both are in the same half of the day, "10 am – 4 pm" otherwise.
    const range = to.period === from.period ? `${hourOf(from)} – ${timeOf(to)}` : `${timeOf(from)} – ${timeOf(to)}`;
    return { startDay, rest: ` · ${range}` };
  }
  return { startDay, rest: `, ${timeOf(from)} – ${dayOf(to)}, ${timeOf(to)}` };
}

function intlParts(start: Date, end: Date | undefined, options: EventWhenOptions & { locale: string }) {
  const { locale, timeZone, referenceYear } = options;
  const yearOf = (date: Date) => Number(partsOf(formatOf('en-US', timeZone, { year: 'numeric' }), date).year);
  const showYear =
    referenceYear !== undefined &&
    (yearOf(start) !== referenceYear || (end !== undefined && yearOf(end) !== referenceYear));
  const dayOptions: Intl.DateTimeFormatOptions = {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    ...(showYear ? { year: 'numeric' } : {}),
  };
  const format = formatOf(locale, timeZone, { ...dayOptions, hour: 'numeric', minute: '2-digit' });
  const startDay = formatOf(locale, timeZone, dayOptions).format(start);
  const full = end ? format.formatRange(start, end) : format.format(start);
  // Intl puts the day first in every supported language; the page marks it up when it is.
  return full.startsWith(startDay) ? { startDay, rest: full.slice(startDay.length) } : { startDay: '', rest: full };
}

/** The parts of `formatEventWhen`, for markup; empty without a start. */
export function eventWhenParts(
  startsAt: string | undefined,
  endsAt: string | undefined,
  options: EventWhenOptions,
): EventWhenParts {
  if (!startsAt) return { startDay: '', rest: '' };
  const start = new Date(startsAt);
  // An end at or before the start is no end (the event's data is wrong, not the reader's calendar).
  const end = endsAt && new Date(endsAt) > start ? new Date(endsAt) : undefined;
  const locale = options.locale ?? 'en';
  if (locale === 'en' || locale.startsWith('en-'))
    return englishParts(start, end, options.timeZone, options.referenceYear);
  return intlParts(start, end, { ...options, locale });
}

/** "Sat 12 Dec · 7 pm", "Sat 12 Dec · 5 – 8 pm", "Sat 12 Dec, 10 am – Sun 13 Dec, 4 pm"; empty without a start. */
export function formatEventWhen(startsAt: string | undefined, endsAt: string | undefined, options: EventWhenOptions) {
  const { startDay, rest } = eventWhenParts(startsAt, endsAt, options);
  return `${startDay}${rest}`;
}
