import { type OutboundPermit, safeFetch } from '../safe-http';
import { readFeedBody } from './parse';
import type { ReadFeed } from './types';

const FEED_ACCEPT =
  'application/rss+xml, application/atom+xml, application/feed+json, application/rdf+xml, application/xml;q=0.9, text/xml;q=0.9, application/json;q=0.8, */*;q=0.5';

export interface FetchFeedOptions {
  /** Validators from the last successful fetch, for a conditional GET. */
  etag?: string | null;
  lastModified?: string | null;
  allowPrivate?: boolean;
  permit?: OutboundPermit;
  timeoutMs?: number;
}

export type FetchFeedResult =
  | { status: 'not-modified' }
  | { status: 'ok'; feed: ReadFeed; finalUrl: string; etag: string | null; lastModified: string | null };

/**
 * Fetches and reads one feed through the safe HTTP client; its entries are finished by the importer (see
 * modules/rss-fetchers/import-items.ts), which skips those already stored. Throws OutboundError (network, SSRF, size, status)
 * or FeedParseError (not a feed, malformed, XML bomb), both with readable messages.
 */
export async function fetchFeed(url: string, options: FetchFeedOptions = {}): Promise<FetchFeedResult> {
  const headers: Record<string, string> = { accept: FEED_ACCEPT };
  if (options.etag) headers['if-none-match'] = options.etag;
  if (options.lastModified) headers['if-modified-since'] = options.lastModified;
  const response = await safeFetch(url, {
    allowPrivate: options.allowPrivate,
    permit: options.permit,
    timeoutMs: options.timeoutMs,
    headers,
  });
  if (response.status === 304) return { status: 'not-modified' };
  const feed = readFeedBody(response.body, response.headers['content-type'], response.url);
  return {
    status: 'ok',
    feed,
    finalUrl: response.url,
    etag: response.headers.etag ?? null,
    lastModified: response.headers['last-modified'] ?? null,
  };
}
