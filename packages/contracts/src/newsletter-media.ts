import { z } from 'zod';
import { plainText } from './newsletter-rich-text';

// URL rules of the media blocks. The editor shows preview cards from these; no third-party script ever runs.

export const MEDIA_URL_MAX = 2_000;

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

function isHttpUrl(value: string, httpsOnly = false): boolean {
  if (/[\s\p{Cc}]/u.test(value)) return false;
  const url = parseUrl(value);
  if (!url || url.hostname === '') return false;
  return url.protocol === 'https:' || (!httpsOnly && url.protocol === 'http:');
}

/** Uploaded images are served by the product itself under /uploads/. */
const UPLOAD_PATH = /^\/uploads\/(?!.*\.\.)[A-Za-z0-9/_.-]+$/;

/** Where an image may come from: an absolute http(s) URL or a product upload path. */
export function isImageSource(value: string): boolean {
  return UPLOAD_PATH.test(value) || isHttpUrl(value);
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

function urlSchema(check: (value: string) => boolean, message: string) {
  return z
    .string()
    .trim()
    .min(1, { message: 'URL is required' })
    .max(MEDIA_URL_MAX, { message: `URL must be at most ${MEDIA_URL_MAX} characters` })
    .refine(check, { message });
}

export const imageSourceSchema = urlSchema(isImageSource, 'Image must be a full http or https URL or an upload');
export const httpsUrlSchema = urlSchema((value) => isHttpUrl(value, true), 'URL must be a full https address');
export const httpUrlOrHttpsSchema = urlSchema((value) => isHttpUrl(value), 'URL must be a full http or https address');
export const youtubeUrlSchema = urlSchema(
  (value) => youtubeVideoId(value) !== null,
  'URL must be a YouTube video link (youtube.com/watch?v=… or youtu.be/…)',
);
export const tweetUrlSchema = urlSchema(
  (value) => tweetReference(value) !== null,
  'URL must be a post on x.com or twitter.com (…/name/status/123)',
);

/** What a media block shows in the editor and in email instead of running the provider's player or widget. */
export const mediaPreviewSchema = z.object({
  title: plainText(300, 'Title').optional(),
  description: plainText(1_000, 'Description').optional(),
  thumbnailUrl: imageSourceSchema.optional(),
  providerName: plainText(100, 'Provider name').optional(),
  authorName: plainText(200, 'Author name').optional(),
});
export type MediaPreview = z.output<typeof mediaPreviewSchema>;
