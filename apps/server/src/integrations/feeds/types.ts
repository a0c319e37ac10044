export type FeedFormat = 'rss' | 'atom' | 'rdf' | 'json';

/** One feed entry, whatever the format, ready to store: text fields are plain text, `content` is sanitized HTML. */
export interface NormalizedFeedItem {
  title: string;
  /** Plain text, at most 500 characters. */
  summary: string | null;
  /** Sanitized HTML (the allow-list of lib/sanitize). */
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
