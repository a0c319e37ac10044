import type { NewsletterStyle } from '@newsletter-os/contracts';
import { renderBlock } from './blocks';
import { contextOf, type RenderableNewsletter, type RenderOptions } from './context';
import { renderPlainText } from './plain-text';
import { renderSkeleton } from './skeleton';
import { type RenderStats, statsOf } from './stats';
import { themeOf } from './theme';

export interface RenderedNewsletter {
  html: string;
  text: string;
  stats: RenderStats;
}

/**
 * The newsletter as email: HTML (single column, 600 px, table layout, inline styles) and a plain-text part.
 * Deterministic: the same newsletter and look always give byte-identical output (no clock, no random ids).
 */
export function renderNewsletter(
  newsletter: RenderableNewsletter,
  personalization: NewsletterStyle,
  options: RenderOptions = {},
): RenderedNewsletter {
  const context = contextOf(themeOf(personalization), personalization, options, newsletter.issueDate);
  const blocksHtml = newsletter.document.blocks.map((block) => renderBlock(block, context)).join('');
  const html = renderSkeleton(
    { subject: newsletter.subject || newsletter.title, preheader: newsletter.preheader, blocksHtml },
    context,
  );
  return { html, text: renderPlainText(newsletter, context), stats: statsOf(html) };
}

export type { RenderableNewsletter, RenderOptions } from './context';
