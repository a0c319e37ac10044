import type { FeedEntry, NormalizedFeedItem } from '../integrations/feeds/types';

/** What the event loop sends a sanitiser worker, and what comes back (plain data: it crosses threads). */
export type SanitizeJob =
  | { id: number; kind: 'html'; markup: string; baseUrl?: string }
  | { id: number; kind: 'svg'; markup: string }
  /** A batch of feed entries finished in one message (see integrations/feeds/normalize.ts finishEntries). */
  | { id: number; kind: 'feed-entries'; entries: FeedEntry[]; feedUrl: string; now: number };

/** Sanitised HTML with its plain text (worked out on the worker too: on big content it is not free). */
export interface SanitizedHtml {
  html: string;
  text: string;
}

export type SanitizeOutcome =
  | { id: number; status: 'ok'; result: SanitizedHtml | NormalizedFeedItem[] | string | null }
  | { id: number; status: 'too-deep' }
  | { id: number; status: 'failed'; message: string };
