import { dedupeKeyOf } from '../../lib/dedupe-key';
import { parseFeedBody } from '../feeds/parse';
import type { SourceCalendar } from './types';

/**
 * An events feed (RSS/Atom/RDF/JSON): each item is one event starting at the item's date. Feeds carry no venue
 * or coordinates, so those come from the location.
 */
export function parseEventFeed(body: Buffer, contentType: string | undefined, sourceUrl: string): SourceCalendar {
  const feed = parseFeedBody(body, contentType, sourceUrl);
  return {
    title: feed.title,
    events: feed.items.map((item) => ({
      // No start in the key: an item without a date gets the fetch time, which changes every run.
      dedupeKey: dedupeKeyOf(item),
      guid: item.guid,
      title: item.title,
      summary: item.summary,
      content: item.content,
      contentText: item.contentText,
      link: item.link,
      imageUrl: item.imageUrl,
      startsAt: item.publishedAt,
      endsAt: null,
      venue: null,
      address: null,
      latitude: null,
      longitude: null,
    })),
  };
}
