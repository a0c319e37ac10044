import { type Block, type InlineNode, type Mark, plainTextOf, tweetReference } from '@newsletter-os/contracts';
import { compile } from 'html-to-text';
import { isEmptyBlock } from './blocks';
import { eventLine } from './blocks/feed-blocks';
import { addToCalendarText, type CalendarEvent } from './calendar-links';
import type { RenderableNewsletter, RenderContext } from './context';
import { escapeHtml } from './markup';

// The plain-text part, designed block by block: each block becomes a small piece of simple HTML written for
// reading as text ("Title — link", "Sat 12 Oct · 7 pm · Town Hall · link"), and html-to-text lays it out
// (wrapping at 78 characters, links as "text (url)").

export const PLAIN_TEXT_WIDTH = 78;

const toText = compile({
  wordwrap: PLAIN_TEXT_WIDTH,
  selectors: [
    { selector: 'a', options: { linkBrackets: ['(', ')'], hideLinkHrefIfSameAsText: true } },
    { selector: 'h1', options: { uppercase: false, leadingLineBreaks: 2, trailingLineBreaks: 2 } },
    { selector: 'h2', options: { uppercase: false, leadingLineBreaks: 2, trailingLineBreaks: 1 } },
    { selector: 'h3', options: { uppercase: false, leadingLineBreaks: 2, trailingLineBreaks: 1 } },
    { selector: 'img', format: 'skip' },
    { selector: 'hr', options: { length: 20 } },
  ],
});

function linkOf(node: InlineNode): string | null {
  if (node.type !== 'text') return null;
  const link = node.marks?.find((mark): mark is Extract<Mark, { type: 'link' }> => mark.type === 'link');
  return link ? link.attrs.href : null;
}

function inlineText(content: readonly InlineNode[]): string {
  return content
    .map((node) => {
      if (node.type === 'hardBreak') return '<br>';
      const href = linkOf(node);
      const text = escapeHtml(node.text);
      return href ? `<a href="${escapeHtml(href)}">${text}</a>` : text;
    })
    .join('');
}

function line(text: string): string {
  return `<p>${text}</p>`;
}

/** "Title — https://…" (just the title without a link). */
function titleWithLink(title: string, link: string | undefined): string {
  return line(link ? `${escapeHtml(title)} — ${escapeHtml(link)}` : escapeHtml(title));
}

function joinDot(parts: Array<string | undefined>): string {
  return parts.filter((part): part is string => Boolean(part)).join(' · ');
}

function calendarLine(itemId: string, event: CalendarEvent, context: RenderContext): string {
  return addToCalendarText(itemId, event, context)
    .map((text) => line(escapeHtml(text)))
    .join('');
}

function blockText(block: Block, context: RenderContext): string {
  switch (block.type) {
    case 'h1':
    case 'h2':
    case 'h3':
      return `<${block.type}>${escapeHtml(plainTextOf(block.content))}</${block.type}>`;
    case 'paragraph':
      return line(inlineText(block.content));
    case 'blockquote':
      return `<blockquote>${line(inlineText(block.content))}</blockquote>`;
    case 'code':
      return `<pre>${escapeHtml(block.content.map((node) => (node.type === 'text' ? node.text : '\n')).join(''))}</pre>`;
    case 'ul':
    case 'ol':
      return `<${block.type}>${block.items.map((item) => `<li>${inlineText(item.content)}</li>`).join('')}</${block.type}>`;
    case 'image':
      if (block.decorative || !block.alt) return '';
      return line(`[${escapeHtml(block.alt)}]${block.href ? ` (${escapeHtml(block.href)})` : ''}`);
    case 'gif':
      return line(`[${escapeHtml(block.alt)}]`);
    case 'youtube':
      return line(
        `${escapeHtml(context.t('video', { title: block.preview?.title || 'YouTube' }))} (${escapeHtml(block.url)})`,
      );
    case 'twitter': {
      const handle = tweetReference(block.url)?.handle;
      const title = block.preview?.title || (handle ? context.t('postByOnX', { handle }) : context.t('postOnX'));
      return (
        titleWithLink(title, block.url) +
        (block.preview?.description ? line(escapeHtml(block.preview.description)) : '')
      );
    }
    case 'embed':
      return (
        titleWithLink(block.preview?.title || new URL(block.url).hostname, block.url) +
        (block.preview?.description ? line(escapeHtml(block.preview.description)) : '')
      );
    case 'button':
      return line(`${escapeHtml(block.label)} (${escapeHtml(block.href)})`);
    case 'divider':
      return '<hr>';
    case 'article':
      return (
        titleWithLink(block.snapshot.title, block.snapshot.link) +
        (block.snapshot.summary ? line(escapeHtml(block.snapshot.summary)) : '')
      );
    case 'event':
      return (
        line(escapeHtml(block.snapshot.title)) +
        line(escapeHtml(joinDot([eventLine(block.snapshot, context, true), block.snapshot.link]))) +
        (block.snapshot.summary ? line(escapeHtml(block.snapshot.summary)) : '') +
        calendarLine(block.sourceItemId, block.snapshot, context)
      );
    case 'events':
      return (
        (block.heading ? `<h3>${escapeHtml(block.heading)}</h3>` : '') +
        block.entries
          .map(
            (entry) =>
              line(escapeHtml(entry.snapshot.title)) +
              line(escapeHtml(joinDot([eventLine(entry.snapshot, context, true), entry.snapshot.link]))) +
              calendarLine(entry.sourceItemId, entry.snapshot, context),
          )
          .join('')
      );
    case 'ad':
      return (
        line(
          escapeHtml(
            block.snapshot.businessName
              ? context.t('sponsoredBy', { name: block.snapshot.businessName })
              : context.t('sponsored'),
          ),
        ) +
        titleWithLink(block.snapshot.title, block.snapshot.link) +
        (block.snapshot.summary ? line(escapeHtml(block.snapshot.summary)) : '')
      );
  }
}

export function renderPlainText(newsletter: RenderableNewsletter, context: RenderContext): string {
  const { style } = context;
  const parts: string[] = [];
  if (context.webVersionUrl) {
    parts.push(line(escapeHtml(`${context.t('viewInBrowser')}: ${context.webVersionUrl}`)));
  }
  if (style.headerText) parts.push(line(escapeHtml(style.headerText).replace(/\n/g, '<br>')));
  for (const block of newsletter.document.blocks) if (!isEmptyBlock(block)) parts.push(blockText(block, context));
  if (style.footerText) parts.push(`<hr>${line(escapeHtml(style.footerText).replace(/\n/g, '<br>'))}`);
  if (context.eventsFeedUrl) {
    parts.push(
      `${style.footerText ? '' : '<hr>'}${line(escapeHtml(`${context.t('eventsCalendar')}: ${context.eventsFeedUrl}`))}`,
    );
  }
  return `${toText(parts.join('')).trim()}\n`;
}
