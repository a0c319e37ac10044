import { textDirectionOf } from '@newsletter-os/contracts';
import type { Config } from '../../config';
import { eventWhenParts } from '../../email/dates';
import { surfaceMessagesFor } from '../../email/messages';
import { escapeHtml } from '../../lib/html';
import { locationOf, webLink } from './ics-presenter';
import { eventJsonLd } from './json-ld';
import { EVENTS_PAGE_CSS } from './page-style';
import type { PublicEventRow } from './repository';
import { eventCalendarUrl, eventsFeedUrls } from './urls';

// The public events page: server-rendered, every value escaped, no script and no external asset (so it works under
// the product's Content-Security-Policy and loads in one request), schema.org Event data for search engines. Its words
// come from the catalogues in the workspace's language, its dates from Intl in that language and zone.

export interface EventsPageInput {
  publicationName: string;
  timeZone: string;
  language: string;
  /** The feed link this page was opened through: the subscribe links are its addresses. */
  linkId: string;
  config: Pick<Config, 'APP_URL' | 'SECRETS_KEY'>;
  events: readonly PublicEventRow[];
  /** The moment the page is made: events in another year than this one print their year. */
  now?: Date;
}

/** The year it is now in the zone. */
function yearIn(timeZone: string, now: Date): number {
  return Number(new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone }).format(now));
}

/** JSON inside <script>: `<`, `>`, `&` and the JavaScript line separators escaped, so no value can end the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function link(href: string, text: string, className: string): string {
  return `<a class="${className}" href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;
}

type PageWords = ReturnType<typeof surfaceMessagesFor<'eventsPage'>>;

function eventCard(event: PublicEventRow, input: EventsPageInput, t: PageWords): string {
  const { startDay, rest } = eventWhenParts(event.startsAt.toISOString(), event.endsAt?.toISOString(), {
    timeZone: input.timeZone,
    referenceYear: yearIn(input.timeZone, input.now ?? new Date()),
    locale: input.language,
  });
  const url = webLink(event.link);
  const tickets = webLink(event.ticketUrl);
  const title = url ? link(url, event.title, 'title-link') : escapeHtml(event.title);
  const location = locationOf(event);
  const actions = [
    link(eventCalendarUrl(input.config, event.id), t('addToCalendar'), 'action'),
    tickets ? link(tickets, t('tickets'), 'action') : '',
  ].join('');
  return `<li class="event" id="event-${escapeHtml(event.id)}">
<p class="when"><time datetime="${escapeHtml(event.startsAt.toISOString())}">${escapeHtml(startDay)}</time>${escapeHtml(rest)}</p>
<h2>${title}</h2>
${location ? `<p class="where">${escapeHtml(location)}</p>` : ''}
${event.price ? `<p class="price">${escapeHtml(event.price)}</p>` : ''}
${event.summary ? `<p class="summary">${escapeHtml(event.summary)}</p>` : ''}
<p class="actions">${actions}</p>
</li>`;
}

export function renderEventsPage(input: EventsPageInput): string {
  const { publicationName, events } = input;
  const urls = eventsFeedUrls(input.config, input.linkId);
  const t = surfaceMessagesFor('eventsPage', input.language);
  const heading = t('pageTitle', { publication: publicationName });
  const jsonLd = {
    '@context': 'https://schema.org',
    '@graph': events.map((event) =>
      eventJsonLd(event, {
        publicationName,
        pageUrl: urls.pageUrl,
        timeZone: input.timeZone,
        assetBaseUrl: input.config.APP_URL,
      }),
    ),
  };
  const list =
    events.length > 0
      ? `<ol class="events">${events.map((event) => eventCard(event, input, t)).join('')}</ol>`
      : `<p class="empty">${escapeHtml(t('noEvents'))}</p>`;
  const google = `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(urls.webcalUrl)}`;
  return `<!DOCTYPE html>
<html lang="${escapeHtml(input.language)}" dir="${textDirectionOf(input.language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(heading)}</title>
<link rel="alternate" type="text/calendar" title="${escapeHtml(heading)}" href="${escapeHtml(urls.icsUrl)}">
<style>${EVENTS_PAGE_CSS}</style>
<script type="application/ld+json">${jsonForScript(jsonLd)}</script>
</head>
<body>
<main>
<header>
<p class="publication">${escapeHtml(publicationName)}</p>
<h1>${escapeHtml(t('upcomingEvents'))}</h1>
<p class="zone">${escapeHtml(t('timesAreIn', { zone: input.timeZone.replace(/_/g, ' ') }))}</p>
<nav class="subscribe" aria-label="${escapeHtml(t('subscribe'))}">
${link(urls.webcalUrl, t('subscribeInApp'), 'button primary')}
${link(google, t('addToGoogleCalendar'), 'button')}
${link(urls.icsUrl, t('downloadIcs'), 'button')}
</nav>
</header>
${list}
</main>
</body>
</html>
`;
}
