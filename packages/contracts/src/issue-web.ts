import { youtubeVideoId } from './editor-values';
import type { Block, NewsletterDocument } from './newsletter-document';

// An issue as the web shows it (Beehiiv's and Kit's post, the archive page, the feed): its headline and its picture.
// One definition for the builder (what it offers and shows) and the server (what it sends), docs/decisions/0056.

/** As long as a subject may be: the web title starts as the subject, so a copied subject always fits. */
export const NEWSLETTER_WEB_TITLE_MAX = 200;

/** An image of the issue that can be its thumbnail. */
export interface IssueImage {
  /** As the block names it: an absolute URL or an upload path (`/uploads/…`). */
  source: string;
  /** An advertiser's picture: offered, but never taken by default (it would head the archive as the story's). */
  isAd: boolean;
  /** Words that say which image this is: its alt text, or the story's, event's or ad's title. */
  label: string;
}

function imageOf(block: Block): IssueImage | null {
  switch (block.type) {
    case 'image':
      // A decorative image (a divider, an ornament) is not a picture of the issue.
      return block.decorative ? null : { source: block.src, isAd: false, label: block.alt || 'Image' };
    case 'gif':
      return { source: block.src, isAd: false, label: block.alt || 'GIF' };
    case 'youtube':
      return {
        source:
          block.preview?.thumbnailUrl ?? `https://i.ytimg.com/vi/${youtubeVideoId(block.url) ?? ''}/hqdefault.jpg`,
        isAd: false,
        label: block.preview?.title || 'YouTube video',
      };
    case 'article':
    case 'event':
    case 'ad':
      return block.snapshot.imageUrl
        ? { source: block.snapshot.imageUrl, isAd: block.type === 'ad', label: block.snapshot.title || 'Image' }
        : null;
    default:
      return null;
  }
}

/** The issue's images in reading order, each once (the first block that shows it decides its label). */
export function issueImagesOf(document: Pick<NewsletterDocument, 'blocks'>): IssueImage[] {
  const seen = new Set<string>();
  const images: IssueImage[] = [];
  for (const block of document.blocks) {
    const image = imageOf(block);
    if (!image || seen.has(image.source)) continue;
    seen.add(image.source);
    images.push(image);
  }
  return images;
}

/**
 * The thumbnail the web gets: the chosen image while the issue still shows it, else the first image that is not an
 * ad's; null when there is none. A choice whose block was removed falls back instead of pointing at a stray picture.
 */
export function effectiveThumbnailOf(
  document: Pick<NewsletterDocument, 'blocks'>,
  chosen: string | null | undefined,
): string | null {
  const images = issueImagesOf(document);
  if (chosen && images.some((image) => image.source === chosen)) return chosen;
  return images.find((image) => !image.isAd)?.source ?? null;
}

/** The public headline: the web title when set, else the subject (what readers were told), else the internal name. */
export function effectiveWebTitleOf(issue: { webTitle?: string | null; subject: string; title: string }): string {
  return issue.webTitle?.trim() || issue.subject.trim() || issue.title.trim();
}
