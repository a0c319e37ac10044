import type { NewsletterDocument, NewsletterStyle } from '@newsletter-os/contracts';
import { authorColorClass, darkVariantOf } from './dark-mode';
import { messagesFor, type Translate } from './messages';
import type { EmailTheme } from './theme';

/** The parts of a newsletter the email is made from. */
export interface RenderableNewsletter {
  title: string;
  subject: string;
  preheader: string;
  /** The web post's headline and picture, and the Beehiiv body's header switch (absent: the defaults). */
  webTitle?: string | null;
  thumbnailUrl?: string | null;
  beehiivHeaderFooter?: boolean;
  /** The issue date (YYYY-MM-DD). */
  issueDate: string;
  document: NewsletterDocument;
}

export interface RenderOptions {
  /** The workspace's language (BCP 47) and writing direction, set on `<html>` and on the first wrapper. */
  lang?: string;
  dir?: 'ltr' | 'rtl';
  /** Event dates and times are shown in this zone. */
  timeZone?: string;
  /** The workspace's name: the logo's alt text. */
  publicationName?: string;
  /** Absolute origin that `/uploads/…` image paths are served from (the product's public URL). */
  assetBaseUrl?: string;
  /**
   * The real sizes of images the image library knows, by the URL the newsletter uses (logo, card images): classic
   * Outlook draws an image at its width and height attributes, so they must keep its shape.
   */
  imageSizes?: ReadonlyMap<string, ImageSize>;
  /** Public calendar links (docs/decisions/0019); without them the email shows none. */
  calendar?: CalendarLinks;
  /**
   * The issue's page in the public archive ("View in browser" at the top of the email), or none while the archive
   * is off or has no slug.
   */
  webVersionUrl?: string | null;
}

export interface CalendarLinks {
  /** An event item's "Add to calendar" address. */
  eventUrl: (itemId: string) => string;
  /** The workspace's public events page while its feed is on: "Events calendar" in the footer. */
  feedUrl?: string | null;
}

export interface ImageSize {
  width: number;
  height: number;
}

/** The logo's box when its size is unknown (the personalization keeps only its URL). */
export const DEFAULT_LOGO_BOX: ImageSize = { width: 160, height: 48 };
/** The most room a logo of known size takes: a wide logo up to 240 px, a square or tall one up to 80 px high. */
export const LOGO_MAX_BOX: ImageSize = { width: 240, height: 80 };

export interface RenderContext {
  theme: EmailTheme;
  style: NewsletterStyle;
  lang: string;
  dir: 'ltr' | 'rtl';
  timeZone: string;
  /** The reader-facing words in the workspace's language. */
  t: Translate;
  /** The issue date (YYYY-MM-DD): dates in another year print their year. */
  issueDate: string;
  publicationName: string;
  /** An image's real size, when the image library knows it. */
  imageSize(source: string): ImageSize | undefined;
  /** An image source as an absolute URL (uploads are served from the product). */
  imageUrl(source: string): string;
  /** An event item's "Add to calendar" address, or null when the email carries none. */
  eventCalendarUrl(itemId: string): string | null;
  eventsFeedUrl: string | null;
  /** The issue's archive page, shown as "View in browser" above the content (never in the Beehiiv body). */
  webVersionUrl: string | null;
  /** The author's colours met while rendering, each with its dark-mode variant (light hex → dark hex). */
  authorColors: Map<string, string>;
  /** The class that gives an author's colour its dark variant; records the colour for the stylesheet. */
  authorColorClass(color: string): string;
}

/** The side a line of text starts on: where list markers and the quote bar go. */
export function startSide(context: Pick<RenderContext, 'dir'>): 'left' | 'right' {
  return context.dir === 'rtl' ? 'right' : 'left';
}

/** An image source as an absolute URL: uploads (`/uploads/…`) are served from the product's public origin. */
export function assetUrlOf(assetBaseUrl: string | undefined): (source: string) => string {
  const base = (assetBaseUrl ?? '').replace(/\/+$/, '');
  return (source) => (source.startsWith('/') ? `${base}${source}` : source);
}

export function contextOf(
  theme: EmailTheme,
  style: NewsletterStyle,
  options: RenderOptions,
  issueDate = '',
): RenderContext {
  const authorColors = new Map<string, string>();
  return {
    theme,
    style,
    lang: options.lang ?? 'en',
    dir: options.dir ?? 'ltr',
    timeZone: options.timeZone ?? 'UTC',
    issueDate,
    t: messagesFor(options.lang ?? 'en'),
    publicationName: options.publicationName ?? '',
    imageSize: (source) => options.imageSizes?.get(source),
    imageUrl: assetUrlOf(options.assetBaseUrl),
    authorColors,
    authorColorClass(color) {
      const light = color.toLowerCase();
      if (!authorColors.has(light)) authorColors.set(light, darkVariantOf(light));
      return authorColorClass(light);
    },
    eventCalendarUrl: (itemId) => options.calendar?.eventUrl(itemId) ?? null,
    eventsFeedUrl: options.calendar?.feedUrl ?? null,
    webVersionUrl: options.webVersionUrl ?? null,
  };
}
