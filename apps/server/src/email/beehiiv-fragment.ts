import type { BeehiivRendering, NewsletterStyle } from '@newsletter-os/contracts';
import { effectiveThumbnailOf, effectiveWebTitleOf } from '@newsletter-os/contracts';
import { parseDocument } from 'htmlparser2';
import { assetUrlOf, type RenderableNewsletter, type RenderOptions } from './context';
import { elements } from './inspect';
import { attributes } from './markup';
import { renderNewsletter } from './render-newsletter';

// The newsletter as Beehiiv keeps it (docs/decisions/0017). Beehiiv wraps `body_content` in an HTML-snippet block
// inside its own post template and removes <style> and <link>. So Beehiiv gets only the content column of the
// email, cut from the same render as the email itself: every rule is already inline there. What cannot be inline
// is dropped on purpose rather than left for Beehiiv to mangle:
// - the head, the <style> (dark-mode and mobile-padding rules) and the class names only it used;
// - the hidden preheader div (it goes as `email_settings.email_preview_text`, where Beehiiv puts it first);
// - the page background and classic Outlook's ghost table (Beehiiv's template owns the page and the width);
// - Outlook's conditional comments, with the VML button in them; the <a> button then shows in Outlook too
//   (its `mso-hide:all` goes with the VML).

const COMMENT = /<!--[\s\S]*?-->/g;
const CLASS_ATTRIBUTE = / class="[^"]*"/g;
const MSO_HIDE = /;?mso-hide:all/g;

const hasClass = (element: { attribs: Record<string, string> }, name: string) =>
  (element.attribs.class ?? '').split(/\s+/).includes(name);

/**
 * The content table of a rendered email (the element carrying `nl-content`) as its source text, and `<html>`;
 * without the logo header and address footer rows unless asked (Beehiiv's template has its own).
 */
function partsOf(html: string, headerAndFooter: boolean): { content: string; lang?: string; dir?: string } {
  const dom = parseDocument(html, { withStartIndices: true, withEndIndices: true });
  const all = elements(dom);
  const table = all.find(
    (element) => element.name === 'table' && (element.attribs.class ?? '').split(/\s+/).includes('nl-content'),
  );
  if (!table || table.startIndex === null || table.endIndex === null) {
    throw new Error('the rendered email has no content table');
  }
  const root = all.find((element) => element.name === 'html');
  const cut = headerAndFooter
    ? []
    : all.filter(
        (element) => element.name === 'tr' && (hasClass(element, 'nl-header') || hasClass(element, 'nl-footer')),
      );
  let content = '';
  let from = table.startIndex;
  for (const row of cut) {
    if (row.startIndex === null || row.endIndex === null) continue;
    content += html.slice(from, row.startIndex);
    from = row.endIndex + 1;
  }
  content += html.slice(from, table.endIndex + 1);
  return {
    content,
    lang: root?.attribs.lang,
    dir: root?.attribs.dir,
  };
}

/**
 * Email HTML → what Beehiiv should receive, with the email's language and direction. A pure function of the
 * email, so a retried publish derives the same body from the email it stored. The renderer escapes every text and
 * attribute value, so comments and class attributes in its output are its own and can be removed as text.
 */
export function beehiivBodyOf(emailHtml: string, options: { headerAndFooter?: boolean } = {}): string {
  const { content, lang, dir } = partsOf(emailHtml, options.headerAndFooter ?? false);
  const body = content.replace(COMMENT, '').replace(CLASS_ATTRIBUTE, '').replace(MSO_HIDE, '');
  return `<div${attributes({ lang, dir })}>${body}</div>`;
}

/**
 * The post's thumbnail as an absolute URL: the image the publisher chose, or the first image a reader sees in the
 * content (not the logo, not a decorative image, not an advertiser's: the archive would show the sponsor's banner
 * as the story's picture).
 */
export function thumbnailOf(newsletter: RenderableNewsletter, assetBaseUrl: string | undefined): string | null {
  const source = effectiveThumbnailOf(newsletter.document, newsletter.thumbnailUrl);
  return source ? assetUrlOf(assetBaseUrl)(source) : null;
}

/** The Beehiiv rendering from an email already rendered with the same options (no second render). */
export function beehiivRenderingOf(
  newsletter: RenderableNewsletter,
  emailHtml: string,
  options: RenderOptions = {},
): BeehiivRendering {
  const html = beehiivBodyOf(emailHtml, { headerAndFooter: newsletter.beehiivHeaderFooter ?? false });
  return {
    html,
    previewText: newsletter.preheader.trim(),
    subjectLine: newsletter.subject || newsletter.title,
    // The headline of the web post and the archive: the web title, else what readers were told (the subject).
    webTitle: effectiveWebTitleOf(newsletter),
    thumbnailUrl: thumbnailOf(newsletter, options.assetBaseUrl),
    bytes: Buffer.byteLength(html, 'utf8'),
  };
}

export function renderBeehiivFragment(
  newsletter: RenderableNewsletter,
  personalization: NewsletterStyle,
  options: RenderOptions = {},
): BeehiivRendering {
  const email = renderNewsletter(newsletter, personalization, options);
  return beehiivRenderingOf(newsletter, email.html, options);
}
