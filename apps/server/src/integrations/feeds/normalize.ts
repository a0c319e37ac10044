import type { AnyFeed, AtomFeed, JsonFeed, MediaNs, RdfFeed, RssFeed } from 'feedsmith';
import { escapeHtml } from '../../lib/html';
import { htmlToText } from '../../lib/sanitize';
import { absoluteHttpUrl, finishItem, isImage } from './item-fields';
import type { FeedEntry, NormalizedFeedItem, ParsedFeed, ReadFeed } from './types';
import { type AtomXmlBases, resolveXmlBase } from './xml-base';

/** Maps each format's parsed shape onto one item model. */

type Media = MediaNs.ItemOrFeed | undefined;

/** media:content images first, then media:thumbnail, including those inside media:group. */
function mediaImages(media: Media): (string | undefined)[] {
  if (!media) return [];
  const groups = media.groups ?? [];
  const contents = [...(media.contents ?? []), ...groups.flatMap((g) => g.contents ?? [])];
  const thumbnails = [
    ...(media.thumbnails ?? []),
    ...contents.flatMap((c) => c.thumbnails ?? []),
    ...groups.flatMap((g) => g.thumbnails ?? []),
  ];
  return [
    ...contents.filter((c) => isImage(c.type, c.url, c.medium)).map((c) => c.url),
    ...thumbnails.map((t) => t.url),
  ];
}

function rssItem(item: RssFeed.Item<string>): FeedEntry {
  const guid = item.guid?.value;
  const guidIsLink = item.guid?.isPermaLink !== false && guid !== undefined && /^https?:\/\//i.test(guid);
  const enclosures = (item.enclosures ?? []).filter((e) => isImage(e.type, e.url)).map((e) => e.url);
  return {
    raw: {
      title: item.title,
      description: item.description,
      contentHtml: item.content?.encoded,
      link: item.link ?? (guidIsLink ? guid : undefined),
      images: [...enclosures, ...mediaImages(item.media), item.itunes?.image],
      author: item.authors?.[0]?.name ?? item.authors?.[0]?.email ?? item.dc?.creators?.[0],
      dates: [item.pubDate, item.dc?.dates?.[0], item.atom?.published, item.atom?.updated],
      guid,
    },
  };
}

function rdfItem(item: RdfFeed.Item<string>): FeedEntry {
  return {
    raw: {
      title: item.title,
      description: item.description ?? item.dc?.descriptions?.[0],
      contentHtml: item.content?.encoded,
      link: item.link ?? item.rdf?.about,
      images: mediaImages(item.media),
      author: item.dc?.creators?.[0],
      dates: [item.dc?.dates?.[0], item.dcterms?.modified?.[0]],
      guid: item.rdf?.about ?? item.link,
    },
  };
}

/** Atom text constructs: type text is plain text, html/xhtml are markup. */
function atomHtml(text: { value?: string; type?: string } | undefined): string | undefined {
  if (!text?.value) return undefined;
  return text.type === 'html' || text.type === 'xhtml' ? text.value : escapeHtml(text.value);
}

function atomLink(links: AtomFeed.Link<string>[] | undefined): string | undefined {
  return (links ?? []).find((l) => !l.rel || l.rel === 'alternate')?.href;
}

function atomEntry(entry: AtomFeed.Entry<string>, xmlBase?: string): FeedEntry {
  const enclosures = (entry.links ?? []).filter((l) => l.rel === 'enclosure' && isImage(l.type, l.href));
  return {
    raw: {
      title: atomHtml(entry.title),
      description: atomHtml(entry.summary),
      contentHtml: atomHtml(entry.content),
      link: atomLink(entry.links),
      images: [...enclosures.map((l) => l.href), ...mediaImages(entry.media)],
      author: entry.authors?.[0]?.name ?? entry.dc?.creators?.[0],
      dates: [entry.published, entry.updated, entry.dc?.dates?.[0]],
      guid: entry.id,
    },
    ...(xmlBase === undefined ? {} : { xmlBase }),
  };
}

function jsonItem(item: JsonFeed.Item<string>): FeedEntry {
  const attachments = (item.attachments ?? []).filter((a) => isImage(a.mime_type, a.url)).map((a) => a.url);
  return {
    raw: {
      title: item.title ? escapeHtml(item.title) : undefined,
      description: item.summary ? escapeHtml(item.summary) : undefined,
      contentHtml: item.content_html ?? (item.content_text ? escapeHtml(item.content_text) : undefined),
      link: item.url ?? item.external_url,
      images: [item.image, item.banner_image, ...attachments],
      author: item.authors?.[0]?.name,
      dates: [item.date_published, item.date_modified],
      guid: item.id,
    },
  };
}

function feedTitle(raw: string | undefined, link: string | null, feedUrl: string): string {
  const title = raw ? htmlToText(raw) : '';
  if (title) return title.slice(0, 200);
  return new URL(link ?? feedUrl).hostname;
}

/**
 * The feed's title and link and each entry's fields, before the costly last step (sanitising, text; see
 * finishItem), so that step can run in batches off the event loop and skip entries the workspace already holds.
 * `xmlBases`: the Atom document's xml:base attributes (see xml-base.ts); none for other formats.
 */
export function readFeed(parsed: AnyFeed<string>, feedUrl: string, xmlBases: AtomXmlBases = { entries: [] }): ReadFeed {
  return { ...readByFormat(parsed, feedUrl, xmlBases), feedUrl };
}

function readByFormat(parsed: AnyFeed<string>, feedUrl: string, xmlBases: AtomXmlBases): Omit<ReadFeed, 'feedUrl'> {
  switch (parsed.format) {
    case 'rss': {
      const feed = parsed.feed;
      const link = absoluteHttpUrl(feed.link, feedUrl);
      return {
        format: 'rss',
        title: feedTitle(feed.title, link, feedUrl),
        link,
        entries: (feed.items ?? []).map(rssItem),
      };
    }
    case 'rdf': {
      const feed = parsed.feed;
      const link = absoluteHttpUrl(feed.link, feedUrl);
      return {
        format: 'rdf',
        title: feedTitle(feed.title, link, feedUrl),
        link,
        entries: (feed.items ?? []).map(rdfItem),
      };
    }
    case 'atom': {
      const feed = parsed.feed;
      // Without xml:base anywhere, links resolve against the document's URL (and content against the link).
      const declared = xmlBases.feed !== undefined || xmlBases.entries.some((base) => base !== undefined);
      const feedBase = resolveXmlBase(xmlBases.feed, feedUrl);
      const link = absoluteHttpUrl(atomLink(feed.links), feedBase);
      const entryBase = (index: number) => {
        const own = xmlBases.entries[index];
        return declared ? resolveXmlBase(own, feedBase) : undefined;
      };
      return {
        format: 'atom',
        title: feedTitle(atomHtml(feed.title), link, feedUrl),
        link,
        entries: (feed.entries ?? []).map((e, index) => atomEntry(e, entryBase(index))),
      };
    }
    case 'json': {
      const feed = parsed.feed;
      const link = absoluteHttpUrl(feed.home_page_url, feedUrl);
      return {
        format: 'json',
        title: feedTitle(feed.title ? escapeHtml(feed.title) : undefined, link, feedUrl),
        link,
        entries: (feed.items ?? []).map(jsonItem),
      };
    }
  }
}

/** Entries → stored items, on the calling thread. */
export function finishEntries(entries: readonly FeedEntry[], feedUrl: string, now: Date): NormalizedFeedItem[] {
  return entries.map((entry) => finishItem(entry.raw, feedUrl, now, entry.xmlBase));
}

/** The whole feed, finished on the calling thread (tests, small feeds, event calendars). */
export function finishFeed({ entries, feedUrl, ...feed }: ReadFeed, now = new Date()): ParsedFeed {
  return { ...feed, items: finishEntries(entries, feedUrl, now) };
}

export function normalizeFeed(
  parsed: AnyFeed<string>,
  feedUrl: string,
  now = new Date(),
  xmlBases: AtomXmlBases = { entries: [] },
): ParsedFeed {
  return finishFeed(readFeed(parsed, feedUrl, xmlBases), now);
}
