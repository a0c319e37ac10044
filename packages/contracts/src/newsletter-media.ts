import { z } from 'zod';
import { isHttpUrl, tweetReference, youtubeVideoId } from './editor-values';
import { plainText } from './newsletter-rich-text';

// URL rules of the media blocks. The editor shows preview cards from these; no third-party script ever runs.

export const MEDIA_URL_MAX = 2_000;

/** Uploaded images are served by the product itself under /uploads/. */
const UPLOAD_PATH = /^\/uploads\/(?!.*\.\.)[A-Za-z0-9/_.-]+$/;

/** Where an image may come from: an absolute http(s) URL or a product upload path. */
export function isImageSource(value: string): boolean {
  return UPLOAD_PATH.test(value) || isHttpUrl(value);
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
