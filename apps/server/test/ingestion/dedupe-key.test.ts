import { describe, expect, it } from 'vitest';
import { parseEventFeed } from '../../src/integrations/events/rss-events';
import { parseFeedBody } from '../../src/integrations/feeds/parse';
import { dedupeKeyOf } from '../../src/lib/dedupe-key';
import { rssItemRows } from '../../src/modules/rss-fetchers/run-fetcher';

const feed = (item: string) =>
  Buffer.from(`<?xml version="1.0"?><rss version="2.0"><channel><title>Town</title><link>https://town.example/</link>
  <description>Town news</description>${item}</channel></rss>`);

describe('one de-duplication rule for imported content', () => {
  it('an events feed keys its items exactly as an RSS fetch does: guid, else link, else a hash of the text', () => {
    const cases = [
      '<item><title>Fair</title><guid isPermaLink="false">fair-2026</guid><link>https://town.example/fair</link></item>',
      '<item><title>Fair</title><link>https://town.example/fair</link></item>',
      '<item><title>Fair</title><description>On the green</description></item>',
    ];
    for (const item of cases) {
      const body = feed(item);
      const [event] = parseEventFeed(body, 'application/rss+xml', 'https://town.example/rss').events;
      const [row] = rssItemRows(parseFeedBody(body, 'application/rss+xml', 'https://town.example/rss'), {
        fetcherId: null,
      });
      expect(event?.dedupeKey).toBe(row?.dedupeKey);
      expect(event?.dedupeKey).toBe(
        dedupeKeyOf({ guid: event?.guid, link: event?.link, title: 'Fair', summary: event?.summary }),
      );
    }
  });

  it('a key too long for the index is stored as its hash', () => {
    const key = dedupeKeyOf({ guid: 'x'.repeat(600), title: 'Long' });
    expect(key).toMatch(/^sha256:[0-9a-f]{64}$/);
  });
});
