import { createHash } from 'node:crypto';
import { type OutboundPermit, safeFetch } from '../safe-http';
import { readFeedBody } from './parse';
import type { ReadFeed } from './types';

const FEED_ACCEPT =
  'application/rss+xml, application/atom+xml, application/feed+json, application/rdf+xml, application/xml;q=0.9, text/xml;q=0.9, application/json;q=0.8, */*;q=0.5';

export interface FetchFeedOptions {
  /** Validators from the last successful fetch, for a conditional GET. */
  etag?: string | null;
  lastModified?: string | null;
  /** feedBodyHash of the last body imported in full: the same bytes again are not read. */
  bodyHash?: string | null;
  allowPrivate?: boolean;
  permit?: OutboundPermit;
  timeoutMs?: number;
}

export type FetchFeedResult =
  | { status: 'not-modified' }
  /** The server sent the body imported last time again (it has no validators, or ignored them). */
  | { status: 'unchanged'; etag: string | null; lastModified: string | null }
  | {
      status: 'ok';
      feed: ReadFeed;
      finalUrl: string;
      etag: string | null;
      lastModified: string | null;
      bodyHash: string;
    };

/**
 * What a feed body is read from: its bytes, and the content type and address that decide how they are decoded and
 * how its relative links resolve. Equal hashes give equal entries, so a body seen before needs no parse.
 */
export function feedBodyHash(body: Buffer, contentType: string | undefined, feedUrl: string): string {
  return createHash('sha256')
    .update(`${contentType ?? ''}\n${feedUrl}\n`)
    .update(body)
    .digest('base64url');
}

/**
 * Reads a feed body unless its hash is the one given (the body imported last time): most feeds send no validators,
 * or new ones with the same bytes, and hashing costs milliseconds where a parse costs seconds.
 */
export function readFeedIfChanged(
  body: Buffer,
  contentType: string | undefined,
  feedUrl: string,
  previousHash?: string | null,
): { bodyHash: string; feed?: ReadFeed } {
  const bodyHash = feedBodyHash(body, contentType, feedUrl);
  if (previousHash && previousHash === bodyHash) return { bodyHash };
  return { bodyHash, feed: readFeedBody(body, contentType, feedUrl) };
}

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
  const validators = { etag: response.headers.etag ?? null, lastModified: response.headers['last-modified'] ?? null };
  const read = readFeedIfChanged(response.body, response.headers['content-type'], response.url, options.bodyHash);
  if (!read.feed) return { status: 'unchanged', ...validators };
  return { status: 'ok', feed: read.feed, finalUrl: response.url, ...validators, bodyHash: read.bodyHash };
}
