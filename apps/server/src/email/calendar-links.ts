import { cardText } from './blocks/card';
import type { RenderContext } from './context';
import { attributes, css, escapeHtml } from './markup';

// "Add to calendar" under each event and "Events calendar" in the footer (docs/decisions/0019), with "Google" and
// "Outlook" beside the .ics link: Gmail on Android and the web download a file where these open the calendar's own
// "new event" screen filled in. The .ics addresses come from the render options (signed, public links); an email
// rendered without them shows none of the three.

/** An event as the add-event screens take it. */
export interface CalendarEvent {
  title: string;
  startsAt?: string;
  endsAt?: string;
  venue?: string;
  address?: string;
  link?: string;
  summary?: string;
}

const HOUR_MS = 3_600_000;

/** The end calendars get: the event's, or one hour (as the .ics file says) when it has none. */
function endOf(event: CalendarEvent & { startsAt: string }): Date {
  const start = new Date(event.startsAt);
  const end = event.endsAt ? new Date(event.endsAt) : undefined;
  return end && end > start ? end : new Date(start.getTime() + HOUR_MS);
}

function locationOf(event: CalendarEvent): string {
  const venue = event.venue?.trim() ?? '';
  const address = event.address?.trim() ?? '';
  if (venue && address.toLowerCase().startsWith(venue.toLowerCase())) return address;
  return [venue, address].filter(Boolean).join(', ');
}

function detailsOf(event: CalendarEvent): string {
  return [event.summary, event.link].filter(Boolean).join('\n\n');
}

/** "20261212T100000Z": Google's UTC form. */
const googleInstant = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Google Calendar's "new event" screen with the event filled in; null without a start. */
export function googleCalendarUrl(event: CalendarEvent): string | null {
  if (!event.startsAt) return null;
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${googleInstant(new Date(event.startsAt))}/${googleInstant(endOf({ ...event, startsAt: event.startsAt }))}`,
  });
  const details = detailsOf(event);
  if (details) params.set('details', details);
  const location = locationOf(event);
  if (location) params.set('location', location);
  return `https://calendar.google.com/calendar/render?${params}`;
}

/** Outlook on the web's "new event" screen (personal and work accounts both open it); null without a start. */
export function outlookCalendarUrl(event: CalendarEvent): string | null {
  if (!event.startsAt) return null;
  const params = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: event.title,
    startdt: new Date(event.startsAt).toISOString(),
    enddt: endOf({ ...event, startsAt: event.startsAt }).toISOString(),
  });
  const details = detailsOf(event);
  if (details) params.set('body', details);
  const location = locationOf(event);
  if (location) params.set('location', location);
  return `https://outlook.live.com/calendar/0/action/compose?${params}`;
}

function linkHtml(href: string, text: string, label: string | null, context: RenderContext): string {
  return `<a${attributes({
    href,
    class: 'nl-link',
    // Several events each have these links: the name says which event, and starts with the visible text, so a
    // speech-control user who says what they see reaches it (WCAG 2.5.3).
    'aria-label': label ?? undefined,
    style: css({ color: context.theme.colors.link, 'text-decoration': 'underline' }),
  })}>${escapeHtml(text)}</a>`;
}

/** The small "Add to calendar · Google · Outlook" line of an event (empty without calendar links). */
export function addToCalendarHtml(itemId: string, event: CalendarEvent, context: RenderContext): string {
  const href = context.eventCalendarUrl(itemId);
  if (!href) return '';
  const { t } = context;
  const links = [linkHtml(href, t('addToCalendar'), t('addToCalendarNamed', { title: event.title }), context)];
  const google = googleCalendarUrl(event);
  if (google)
    links.push(linkHtml(google, 'Google', t('addToCalendarWith', { app: 'Google', title: event.title }), context));
  const outlook = outlookCalendarUrl(event);
  if (outlook)
    links.push(linkHtml(outlook, 'Outlook', t('addToCalendarWith', { app: 'Outlook', title: event.title }), context));
  return cardText(links.join(' · '), context, { small: true });
}

/** The footer's "Events calendar" link while the workspace's feed is on (empty otherwise). */
export function eventsCalendarLinkHtml(context: RenderContext): string {
  return context.eventsFeedUrl ? linkHtml(context.eventsFeedUrl, context.t('eventsCalendar'), null, context) : '';
}

/** The plain-text part's lines for an event: "Add to calendar: https://…", then Google's and Outlook's. */
export function addToCalendarText(itemId: string, event: CalendarEvent, context: RenderContext): string[] {
  const href = context.eventCalendarUrl(itemId);
  if (!href) return [];
  const google = googleCalendarUrl(event);
  const outlook = outlookCalendarUrl(event);
  return [
    `${context.t('addToCalendar')}: ${href}`,
    google ? `${context.t('googleCalendar')}: ${google}` : '',
    outlook ? `Outlook: ${outlook}` : '',
  ].filter(Boolean);
}
