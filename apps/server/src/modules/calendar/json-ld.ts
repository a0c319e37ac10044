import { endOf, locationOf, webLink } from './ics-presenter';
import type { PublicEventRow } from './repository';

// schema.org Event data for the events page, as Google's Event structured-data guidelines ask for it: local times
// with their UTC offset, a Place with a PostalAddress, the image, offers with price and currency when the price
// says both, the status, and no end time the publisher did not give.

export interface JsonLdContext {
  publicationName: string;
  pageUrl: string;
  timeZone: string;
  /** The product's public origin: uploaded images are served from it. */
  assetBaseUrl: string;
}

/** "2026-07-11T10:00:00+01:00": the wall-clock time in the zone with its offset (not UTC's `Z`). */
export function zonedIso(date: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'longOffset',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  // "GMT+01:00", or "GMT" itself at offset zero.
  const offset = (parts.timeZoneName ?? 'GMT').replace('GMT', '') || '+00:00';
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${offset}`;
}

/** Symbols that name one currency only ("$" is several: left out unless written "US$"). */
const CURRENCY_SYMBOLS: Record<string, string> = { '€': 'EUR', '£': 'GBP', '₹': 'INR', '₪': 'ILS', US$: 'USD' };

/** The offer in a price text: "£5", "€12.50", "12,50 EUR", "USD 20"; only the ticket link when either is unknown. */
export function offerOf(price: string | null, ticketUrl: string | null) {
  const text = price?.trim() ?? '';
  const amount = /(\d+(?:[.,]\d{1,2})?)/.exec(text)?.[1];
  const code = /\b([A-Z]{3})\b/.exec(text)?.[1];
  const symbol = Object.keys(CURRENCY_SYMBOLS).find((sign) => text.includes(sign));
  const currency = code ?? (symbol ? CURRENCY_SYMBOLS[symbol] : undefined);
  const known = amount !== undefined && currency !== undefined;
  if (!known && !ticketUrl) return null;
  return {
    '@type': 'Offer',
    ...(ticketUrl ? { url: ticketUrl } : {}),
    ...(known
      ? {
          price: Number(amount.replace(',', '.')),
          priceCurrency: currency,
          availability: 'https://schema.org/InStock',
        }
      : {}),
  };
}

function placeOf(event: PublicEventRow) {
  const venue = event.venue?.trim() ?? '';
  const address = event.address?.trim() ?? '';
  if (!venue && !address) return null;
  return {
    '@type': 'Place',
    name: venue || locationOf(event),
    ...(address ? { address: { '@type': 'PostalAddress', streetAddress: address } } : {}),
  };
}

function imageOf(event: PublicEventRow, assetBaseUrl: string): string[] | null {
  const source = event.imageUrl?.trim();
  if (!source) return null;
  if (source.startsWith('/')) return [`${assetBaseUrl.replace(/\/+$/, '')}${source}`];
  return webLink(source) ? [source] : null;
}

/** schema.org Event (https://schema.org/Event) as search engines read it. */
export function eventJsonLd(event: PublicEventRow, context: JsonLdContext) {
  const url = webLink(event.link);
  const location = placeOf(event);
  const image = imageOf(event, context.assetBaseUrl);
  const offers = offerOf(event.price, webLink(event.ticketUrl));
  // Only the publisher's own end: the one-hour default of the .ics files would be a made-up fact here.
  const hasEnd = event.endsAt !== null && endOf(event).getTime() === event.endsAt.getTime();
  return {
    '@type': 'Event',
    name: event.title,
    startDate: zonedIso(event.startsAt, context.timeZone),
    ...(hasEnd && event.endsAt ? { endDate: zonedIso(event.endsAt, context.timeZone) } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    ...(location ? { location } : {}),
    ...(image ? { image } : {}),
    ...(event.summary ? { description: event.summary } : {}),
    url: url ?? `${context.pageUrl}#event-${event.id}`,
    ...(offers ? { offers } : {}),
    organizer: { '@type': 'Organization', name: context.publicationName, url: context.pageUrl },
  };
}
