import type { NewsletterDocument, NewsletterStyle } from '@newsletter-os/contracts';
import type { EmailTheme } from './theme';

/** The parts of a newsletter the email is made from. */
export interface RenderableNewsletter {
  title: string;
  subject: string;
  preheader: string;
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
  /** The logo's box; the personalization keeps only its URL. */
  logoSize?: { width: number; height: number };
}

export interface RenderContext {
  theme: EmailTheme;
  style: NewsletterStyle;
  lang: string;
  dir: 'ltr' | 'rtl';
  timeZone: string;
  publicationName: string;
  logoSize: { width: number; height: number };
  /** An image source as an absolute URL (uploads are served from the product). */
  imageUrl(source: string): string;
}

/** An image source as an absolute URL: uploads (`/uploads/…`) are served from the product's public origin. */
export function assetUrlOf(assetBaseUrl: string | undefined): (source: string) => string {
  const base = (assetBaseUrl ?? '').replace(/\/+$/, '');
  return (source) => (source.startsWith('/') ? `${base}${source}` : source);
}

export function contextOf(theme: EmailTheme, style: NewsletterStyle, options: RenderOptions): RenderContext {
  return {
    theme,
    style,
    lang: options.lang ?? 'en',
    dir: options.dir ?? 'ltr',
    timeZone: options.timeZone ?? 'UTC',
    publicationName: options.publicationName ?? '',
    logoSize: options.logoSize ?? { width: 160, height: 48 },
    imageUrl: assetUrlOf(options.assetBaseUrl),
  };
}
