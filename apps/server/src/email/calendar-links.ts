import { cardText } from './blocks/card';
import type { RenderContext } from './context';
import { attributes, css, escapeHtml } from './markup';

// "Add to calendar" under each event and "Events calendar" in the footer (docs/decisions/0019). The addresses come
// from the render options (signed, public .ics links); an email rendered without them shows neither.

export const ADD_TO_CALENDAR = 'Add to calendar';
export const EVENTS_CALENDAR = 'Events calendar';

function linkHtml(href: string, text: string, label: string | null, context: RenderContext): string {
  return `<a${attributes({
    href,
    class: 'nl-link',
    // Several events each have this link: the label tells a screen-reader user which event it adds.
    'aria-label': label ?? undefined,
    style: css({ color: context.theme.colors.link, 'text-decoration': 'underline' }),
  })}>${escapeHtml(text)}</a>`;
}

/** The small "Add to calendar" line of an event (empty without calendar links). */
export function addToCalendarHtml(itemId: string, title: string, context: RenderContext): string {
  const href = context.eventCalendarUrl(itemId);
  if (!href) return '';
  return cardText(linkHtml(href, ADD_TO_CALENDAR, `Add “${title}” to your calendar`, context), context, {
    small: true,
  });
}

/** The footer's "Events calendar" link while the workspace's feed is on (empty otherwise). */
export function eventsCalendarLinkHtml(context: RenderContext): string {
  return context.eventsFeedUrl ? linkHtml(context.eventsFeedUrl, EVENTS_CALENDAR, null, context) : '';
}

/** The plain-text part's line for an event: "Add to calendar: https://…". */
export function addToCalendarText(itemId: string, context: RenderContext): string | undefined {
  const href = context.eventCalendarUrl(itemId);
  return href ? `${ADD_TO_CALENDAR}: ${href}` : undefined;
}
