import type { RenderContext } from '../context';
import { attributes, css, escapeHtml, layoutTable, WRAP_LONG_WORDS } from '../markup';
import { TYPE_SCALE } from '../theme';

// The card that articles, events, ads and media previews share: a bordered cell with a title line and text.

export function renderCard(inner: string, context: RenderContext, background?: string): string {
  const { colors } = context.theme;
  const fill = background ?? colors.content;
  const cell = `<td${attributes({
    class: 'nl-card',
    bgcolor: fill,
    style: css({
      padding: '16px',
      border: `1px solid ${colors.border}`,
      'border-radius': '8px',
      'background-color': fill,
      ...WRAP_LONG_WORDS,
    }),
  })}>${inner}</td>`;
  return layoutTable(cell, { style: css({ 'border-collapse': 'separate' }) });
}

/** A card's title: a heading, so screen-reader users can jump from story to story; a link when the item has one. */
export function cardTitle(title: string, href: string | undefined, context: RenderContext): string {
  const { colors } = context.theme;
  const text = escapeHtml(title);
  const inner = href
    ? `<a${attributes({ href, class: 'nl-link', style: css({ color: colors.link, 'text-decoration': 'underline' }) })}>${text}</a>`
    : text;
  return `<h3${attributes({
    // A story from another language's feed (an English RSS item in an Arabic issue) keeps its own direction.
    dir: 'auto',
    style: css({
      margin: '0 0 6px',
      'font-family': context.theme.headingFont,
      'font-size': `${TYPE_SCALE.h3.size}px`,
      'line-height': TYPE_SCALE.h3.lineHeight,
      'font-weight': 700,
      color: colors.heading,
    }),
  })}>${inner}</h3>`;
}

export function cardText(
  html: string,
  context: RenderContext,
  options: { muted?: boolean; small?: boolean; bold?: boolean } = {},
): string {
  const scale = options.small ? TYPE_SCALE.small : TYPE_SCALE.card;
  return `<p${attributes({
    dir: 'auto',
    class: options.muted ? 'nl-muted' : undefined,
    style: css({
      margin: '0 0 6px',
      'font-family': context.theme.bodyFont,
      'font-size': `${scale.size}px`,
      'line-height': scale.lineHeight,
      'font-weight': options.bold ? 700 : undefined,
      color: options.muted ? context.theme.colors.muted : context.theme.colors.text,
    }),
  })}>${html}</p>`;
}
