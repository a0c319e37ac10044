import { escapeHtml } from '../../lib/html';
import { MAX_MARKUP_DEPTH, MarkupTooDeepError } from '../../lib/markup-depth';
import { htmlToText, sanitizedHtmlToText, truncateText } from '../../lib/sanitize';
import { sanitizeFeedHtml } from '../../lib/sanitize-feed-html';
import type { NormalizedFeedItem, RawItem } from './types';

/** Helpers shared by every format's mapping: URL resolution, dates, text, images. */

export const SUMMARY_MAX = 500;
const TITLE_MAX = 500;
const FIELD_MAX = 2_000;

/** An absolute http(s) URL, or null: a `javascript:` or `data:` link in a feed must never reach a page. */
export function absoluteHttpUrl(value: string | undefined | null, base: string | undefined): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  try {
    const url = new URL(trimmed, base);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.href.length > FIELD_MAX ? null : url.href;
  } catch {
    return null;
  }
}

export function parseDate(...values: (string | undefined | null)[]): Date | null {
  for (const value of values) {
    if (!value) continue;
    const date = new Date(value.trim());
    if (!Number.isNaN(date.getTime())) return date;
  }
  return null;
}

const firstImage = /<img\b[^>]*?\ssrc\s*=\s*["']([^"']+)["']/i;

const imageExtension = /\.(jpe?g|png|gif|webp|avif)(\?|#|$)/i;

export function isImage(type: string | undefined, url: string | undefined, medium?: string): boolean {
  if (medium) return medium === 'image';
  if (type) return type.toLowerCase().startsWith('image/');
  return url ? imageExtension.test(url) : false;
}

/**
 * The item's sanitised content: sanitizeHtml's allow-list and output, by the feed sanitiser (several times faster
 * over the thousands of items of an import, docs/decisions/0039). Markup nested too deep to parse safely does not fail the whole feed: that item
 * keeps its words as one plain paragraph, and says why.
 */
function itemContent(html: string, base: string): { content: string; contentNote?: string } {
  if (!html) return { content: '' };
  try {
    return { content: sanitizeFeedHtml(html, base) };
  } catch (err) {
    if (!(err instanceof MarkupTooDeepError)) throw err;
    const text = htmlToText(html);
    return {
      content: text ? `<p>${escapeHtml(text)}</p>` : '',
      contentNote: `Formatting removed: ${err.message} (at most ${MAX_MARKUP_DEPTH} are kept)`,
    };
  }
}

/**
 * The common last step of every format: plain-text title and summary, sanitized content with links resolved
 * against the item (else the feed) URL, the first usable image, a date (now when missing). An Atom entry's
 * `xml:base` (already resolved) is the base of its link, images and content instead.
 */
export function finishItem(raw: RawItem, feedUrl: string, now: Date, xmlBase?: string): NormalizedFeedItem {
  const link = absoluteHttpUrl(raw.link, xmlBase ?? feedUrl);
  const base = xmlBase ?? link ?? feedUrl;
  const description = raw.description?.trim() ?? '';
  const body = raw.contentHtml?.trim() ?? '';
  const { content, contentNote } = itemContent(body || description, base);
  const contentText = sanitizedHtmlToText(content);
  // When the content is the description, its text is already at hand.
  const summarySource = description && body ? htmlToText(description) : contentText;
  const summary = summarySource ? truncateText(summarySource, SUMMARY_MAX) : '';
  let title = raw.title ? htmlToText(raw.title) : '';
  if (!title) title = summary ? truncateText(summary, 120) : 'Untitled';
  const imageFromContent = firstImage.exec(content)?.[1]?.replace(/&amp;/g, '&');
  const imageUrl =
    [...(raw.images ?? []), imageFromContent].map((u) => absoluteHttpUrl(u, base)).find((u) => u !== null) ?? null;
  const author = raw.author ? htmlToText(raw.author).slice(0, TITLE_MAX) || null : null;
  const guid = raw.guid?.trim() ? raw.guid.trim() : null;
  return {
    title: truncateText(title, TITLE_MAX),
    summary: summary || null,
    content: content || null,
    contentText: contentText || null,
    ...(contentNote ? { contentNote } : {}),
    link,
    imageUrl,
    author,
    publishedAt: parseDate(...(raw.dates ?? [])) ?? now,
    guid,
  };
}
