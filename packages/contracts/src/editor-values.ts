import type { NewsletterDocument } from './newsletter-document';
import type { NewsletterStyle } from './newsletter-style';

// Values and rules of the newsletter editor that build no zod schema. The builder's first screen needs them, and a
// module's schemas are built as soon as any of its exports is imported: kept here, its first paint builds none.

export const NEWSLETTER_SCHEMA_VERSION = 1;
export const EMPTY_NEWSLETTER_DOCUMENT: NewsletterDocument = { schemaVersion: NEWSLETTER_SCHEMA_VERSION, blocks: [] };
export const BUTTON_LABEL_MAX = 80;
export const NEWSLETTER_TITLE_MAX = 200;
export const NEWSLETTER_SUBJECT_MAX = 200;
export const NEWSLETTER_PREHEADER_MAX = 300;
export const GIF_LIMIT_DEFAULT = 24;
export const GIF_NOT_CONFIGURED_MESSAGE = 'GIF search is not configured';

/** The look of a workspace that saved none. */
export const DEFAULT_NEWSLETTER_STYLE: NewsletterStyle = {
  brandLogoUrl: null,
  accentColor: '#3b82f6',
  bodyFont: 'Helvetica',
  headingFont: 'Georgia',
  headerText: '',
  footerText: '',
  buttonStyle: { backgroundColor: '#3b82f6', textColor: '#ffffff', borderRadius: 6, fullWidth: false },
};

/** A website without its scheme ("millbrookgazette.com") means https; anything typed with one keeps it. */
export function withWebScheme(value: string): string {
  return /^[a-z][a-z\d+.-]*:\/\//i.test(value) ? value : `https://${value}`;
}

/** Link targets in text and buttons: absolute http(s) or mailto only, never javascript:, data: or relative. */
export const LINK_PROTOCOLS = ['https:', 'http:', 'mailto:'] as const;

/** Whether `href` is a link a newsletter may carry (see LINK_PROTOCOLS). */
export function isSafeLink(href: string): boolean {
  // Browsers strip control characters and whitespace inside a URL; "java\tscript:" must not slip through.
  if (/[\s\p{Cc}]/u.test(href)) return false;
  try {
    const url = new URL(href);
    if (!(LINK_PROTOCOLS as readonly string[]).includes(url.protocol)) return false;
    return url.protocol === 'mailto:' ? url.pathname.length > 0 : url.hostname.length > 0;
  } catch {
    return false;
  }
}

/**
 * A link typed without a scheme ("example.com/tickets") means https, as a business website does (withWebScheme).
 * One typed with a scheme (mailto:, or javascript: that isSafeLink then refuses) keeps it; "example.com:8080" is a
 * host and port, not a scheme.
 */
export function withLinkScheme(value: string): string {
  const trimmed = value.trim();
  if (trimmed === '' || /^[a-z][a-z\d+.-]*:(?!\d)/i.test(trimmed)) return trimmed;
  return withWebScheme(trimmed);
}

export function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

export function isHttpUrl(value: string, httpsOnly = false): boolean {
  if (/[\s\p{Cc}]/u.test(value)) return false;
  const url = parseUrl(value);
  if (!url || url.hostname === '') return false;
  return url.protocol === 'https:' || (!httpsOnly && url.protocol === 'http:');
}

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com']);
const YOUTUBE_NOCOOKIE_HOSTS = new Set(['youtube-nocookie.com', 'www.youtube-nocookie.com']);
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/** The video id of a YouTube watch, short, live, embed or youtu.be URL; null for anything else. */
export function youtubeVideoId(value: string): string | null {
  if (!isHttpUrl(value)) return null;
  const url = parseUrl(value);
  if (!url) return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined = null;
  if (host === 'youtu.be') id = segments[0];
  else if (YOUTUBE_HOSTS.has(host)) {
    if (segments[0] === 'watch') id = url.searchParams.get('v');
    else if (['shorts', 'live', 'embed', 'v'].includes(segments[0] ?? '')) id = segments[1];
  } else if (YOUTUBE_NOCOOKIE_HOSTS.has(host) && segments[0] === 'embed') id = segments[1];
  return id && YOUTUBE_ID.test(id) ? id : null;
}

const TWITTER_HOSTS = new Set(['twitter.com', 'www.twitter.com', 'mobile.twitter.com', 'x.com', 'www.x.com']);

/** The author handle and post id of a Twitter/X post URL (`/{handle}/status/{id}`); null for anything else. */
export function tweetReference(value: string): { handle: string; postId: string } | null {
  if (!isHttpUrl(value)) return null;
  const url = parseUrl(value);
  if (!url || !TWITTER_HOSTS.has(url.hostname.toLowerCase())) return null;
  const [handle, status, postId] = url.pathname.split('/').filter(Boolean);
  if (!handle || status !== 'status' || !postId) return null;
  if (!/^[A-Za-z0-9_]{1,15}$/.test(handle) || !/^\d{1,25}$/.test(postId)) return null;
  return { handle, postId };
}
