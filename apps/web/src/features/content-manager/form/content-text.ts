import { plainTextOfHtml } from '../../ai-rewrite';

/**
 * The Content box holds readable text; the server stores content as sanitized HTML (the feeds contract). Text goes
 * out as paragraphs, and an item whose text was not changed keeps its stored HTML, so opening and saving an
 * imported item never flattens its links and formatting.
 */

/** The stored HTML of an item as the text the Content box shows. */
export function contentTextOfHtml(html: string | null): string {
  return html ? plainTextOfHtml(html) : '';
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Text as HTML: a blank line starts a paragraph, a single line break stays a line break. */
export function htmlOfContentText(text: string): string {
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${paragraph.split('\n').map(escapeHtml).join('<br>')}</p>`)
    .join('');
}

/** The content to send: the stored HTML when the text is the one the item already had, else the text as HTML. */
export function contentToSend(text: string, storedHtml: string | null | undefined): string {
  if (storedHtml && text.trim() === contentTextOfHtml(storedHtml)) return storedHtml;
  return htmlOfContentText(text);
}
