import type {
  FeedItem,
  PublicAdFields,
  PublicEventFields,
  PublicPortalKind,
  PublicUgcFields,
} from '@newsletter-os/contracts';
import { instantOfZoned, nextDate, zonedDateOf } from '@newsletter-os/contracts';
import { escapeHtml } from '../../lib/html';
import { htmlToText, truncateText } from '../../lib/sanitize';
import type { FeedItemValues } from '../../modules/feeds/repository';

/** How each public form's fields become a content item, and back (to prefill an edit through the status link). */

export const SUBMISSION_SOURCE = 'Public submission';

export type PublicFields =
  | { kind: 'ugc'; fields: PublicUgcFields }
  | { kind: 'events'; fields: PublicEventFields }
  | { kind: 'ads'; fields: PublicAdFields };

export const feedTypeOf = { ugc: 'ugc', events: 'events', ads: 'ads' } as const satisfies Record<
  PublicPortalKind,
  string
>;

/** Plain text as safe HTML: paragraphs at blank lines, line breaks kept, every character escaped. */
export function plainTextToHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\r?\n/g, '<br>')}</p>`)
    .join('');
}

/** A line of text as plain text: markup someone typed is dropped, so it is inert wherever it is shown. */
const line = (value: string) => htmlToText(value) || value.replace(/[<>]/g, '');
const optionalLine = (value: string | undefined) => (value ? line(value) : null);

function body(text: string) {
  return { content: plainTextToHtml(text), contentText: text, summary: truncateText(text, 280) };
}

export interface SubmittedItem {
  values: FeedItemValues;
  submitterName: string;
  submitterEmail: string;
  imageAlt: string | null;
}

/** The item values of a public form (without status, image or workspace). */
/** The zone an ad's days are read in, and the form's fields as sent (to tell a day from a moment). */
export interface AdDaysContext {
  timeZone: string;
  raw: Record<string, unknown>;
}

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const dayOnly = (value: unknown) => (typeof value === 'string' && DAY_ONLY.test(value.trim()) ? value.trim() : null);
/** The first and the last moment of a calendar day in the zone (the last: 1 ms before the next day's midnight). */
const startOfDay = (day: string, timeZone: string) => instantOfZoned(day, '00:00', timeZone);
const endOfDay = (day: string, timeZone: string) =>
  new Date(instantOfZoned(nextDate(day), '00:00', timeZone).getTime() - 1);

/**
 * An ad's run as moments. Days are calendar days in the newsletter's zone: a booking's days (the truth for a
 * booked ad), or a field sent as a bare day, run from that day's midnight there to the end of the last day there.
 * Read as UTC midnight, a day booked in New York showed as "30 Nov 19:00" and failed the date check.
 */
export function adRunOf(
  f: PublicAdFields,
  days: AdDaysContext | undefined,
): { adStartsAt: Date; adEndsAt: Date | null } {
  if (!days) return { adStartsAt: f.adStartsAt, adEndsAt: f.adEndsAt ?? null };
  const { timeZone, raw } = days;
  const first = f.dates?.[0];
  const last = f.dates?.at(-1);
  if (first && last) return { adStartsAt: startOfDay(first, timeZone), adEndsAt: endOfDay(last, timeZone) };
  const start = dayOnly(raw.adStartsAt);
  const end = dayOnly(raw.adEndsAt);
  return {
    adStartsAt: start ? startOfDay(start, timeZone) : f.adStartsAt,
    adEndsAt: end ? endOfDay(end, timeZone) : (f.adEndsAt ?? null),
  };
}

export function itemOf(input: PublicFields, businessCompanyId: string | null, days?: AdDaysContext): SubmittedItem {
  const common = {
    submitterName: line(input.fields.submitterName),
    submitterEmail: input.fields.submitterEmail,
    imageAlt: optionalLine(input.fields.imageAlt),
  };
  const source = {
    source: SUBMISSION_SOURCE,
    submitterName: common.submitterName,
    submitterEmail: common.submitterEmail,
  };
  switch (input.kind) {
    case 'ugc': {
      const f = input.fields;
      return { ...common, values: { ...source, title: line(f.title), ...body(f.text), author: common.submitterName } };
    }
    case 'events': {
      const f = input.fields;
      return {
        ...common,
        values: {
          ...source,
          title: line(f.title),
          ...body(f.description),
          eventStartsAt: f.eventStartsAt,
          eventEndsAt: f.eventEndsAt ?? null,
          venue: line(f.venue),
          address: optionalLine(f.address),
          price: optionalLine(f.price),
          link: f.link ?? null,
          ticketUrl: f.link ?? null,
        },
      };
    }
    case 'ads': {
      const f = input.fields;
      return {
        ...common,
        values: {
          ...source,
          title: line(f.headline),
          ...body(f.text),
          author: line(f.businessName),
          link: f.link,
          ctaUrl: f.link,
          ...adRunOf(f, days),
          businessCompanyId,
        },
      };
    }
  }
}

const iso = (value: string | null) => value;

/** The submitted text back from the stored HTML: one paragraph per block, line breaks kept. */
export function textOf(html: string | null): string | null {
  if (!html) return null;
  const paragraphs = html
    .split(/<\/p>/i)
    .map((block) =>
      block
        .split(/<br\s*\/?>/i)
        .map((part) => htmlToText(part))
        .join('\n')
        .trim(),
    )
    .filter(Boolean);
  return paragraphs.join('\n\n');
}

/** The form fields of a submitted item, by the names the public form uses. */
export function fieldsOf(
  kind: PublicPortalKind,
  item: FeedItem,
  imageAlt: string | null,
  timeZone = 'UTC',
): Record<string, string | null> {
  const contentText = textOf(item.content);
  const common = {
    submitterName: item.submitterName,
    submitterEmail: item.submitterEmail,
    imageAlt,
  };
  switch (kind) {
    case 'ugc':
      return { ...common, title: item.title, text: contentText };
    case 'events':
      return {
        ...common,
        title: item.title,
        description: contentText,
        eventStartsAt: iso(item.eventStartsAt),
        eventEndsAt: iso(item.eventEndsAt),
        venue: item.venue,
        address: item.address,
        price: item.price,
        link: item.link,
      };
    case 'ads':
      return {
        ...common,
        businessName: item.author,
        headline: item.title,
        text: contentText,
        link: item.link,
        // Days as the advertiser booked them: the calendar day in the newsletter's zone, not a UTC slice.
        adStartsAt: item.adStartsAt ? zonedDateOf(item.adStartsAt, timeZone) : null,
        adEndsAt: item.adEndsAt ? zonedDateOf(item.adEndsAt, timeZone) : null,
      };
  }
}
