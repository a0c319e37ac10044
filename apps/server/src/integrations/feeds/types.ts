export type FeedFormat = 'rss' | 'atom' | 'rdf' | 'json';

/** One feed entry, whatever the format, ready to store: text fields are plain text, `content` is sanitized HTML. */
export interface NormalizedFeedItem {
  title: string;
  /** Plain text, at most 500 characters. */
  summary: string | null;
  /** Sanitized HTML (the allow-list of lib/sanitize, applied by lib/sanitize-feed-html). */
  content: string | null;
  /** Plain text of the content, for search. */
  contentText: string | null;
  /** Absolute http(s) URL. */
  link: string | null;
  /** Absolute http(s) URL. */
  imageUrl: string | null;
  author: string | null;
  /** The item's date, or the time of the fetch when the feed gives none (or an unreadable one). */
  publishedAt: Date;
  guid: string | null;
  /** Why the content was changed beyond sanitising (e.g. flattened to text), in words fit to show an editor. */
  contentNote?: string;
}

export interface RawItem {
  title?: string | null;
  /** HTML (or text that may contain markup). */
  description?: string | null;
  /** HTML body; falls back to the description. */
  contentHtml?: string | null;
  link?: string | null;
  /** Candidate images in order of preference (enclosure, media:content, media:thumbnail, …). */
  images?: (string | undefined | null)[];
  author?: string | null;
  dates?: (string | undefined | null)[];
  guid?: string | null;
}

/** One entry as read from the document, not yet finished (plain data: it crosses to a sanitiser worker). */
export interface FeedEntry {
  raw: RawItem;
  /** The entry's resolved Atom xml:base, the base of its link, images and content. */
  xmlBase?: string;
}

/** A feed read and mapped, its entries not yet sanitised (see normalize.ts finishFeed). */
export interface ReadFeed {
  format: FeedFormat;
  title: string;
  link: string | null;
  /** The document's URL: relative links resolve against it. */
  feedUrl: string;
  entries: FeedEntry[];
}

export interface ParsedFeed {
  format: FeedFormat;
  title: string;
  /** The site the feed belongs to (absolute http(s) URL), if it says. */
  link: string | null;
  items: NormalizedFeedItem[];
}

/** A feed that could not be read, with a message fit for the fetcher's "last error". */
export class FeedParseError extends Error {
  override readonly name = 'FeedParseError';
}
