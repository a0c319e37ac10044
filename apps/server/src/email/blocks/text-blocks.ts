import type { BlockOfType, ListBlock, TextBlock } from '@newsletter-os/contracts';
import { type RenderContext, startSide } from '../context';
import { attributes, blockRow, css, escapeHtml, layoutTable } from '../markup';
import { renderInline } from '../rich-text';
import { MONOSPACE_STACK, TYPE_SCALE } from '../theme';

// Paragraphs, headings, quotes, lists and code. Alignment is written twice, as the cell's `align` (classic Outlook)
// and as `text-align` on the element (everyone else).

function textAlign(align: string | undefined): string | undefined {
  return align && align !== 'left' ? align : undefined;
}

export function renderTextBlock(block: TextBlock, context: RenderContext): string {
  const { colors } = context.theme;
  const align = textAlign(block.align);
  const inner = renderInline(block.content, context);
  if (block.type === 'h1' || block.type === 'h2' || block.type === 'h3') {
    const scale = TYPE_SCALE[block.type];
    const style = css({
      margin: 0,
      'font-family': context.theme.headingFont,
      'font-size': `${scale.size}px`,
      'line-height': scale.lineHeight,
      'font-weight': 700,
      color: colors.heading,
      'text-align': align,
    });
    return blockRow(`<${block.type}${attributes({ dir: 'auto', style })}>${inner}</${block.type}>`, {
      align: block.align,
    });
  }
  // dir="auto": a paragraph in the other script than the issue's (an English quote in an Arabic issue) takes its
  // own direction from its first letter, so its full stop does not jump to the wrong end.
  const paragraph = `<p${attributes({
    dir: 'auto',
    style: css({
      margin: 0,
      'font-family': context.theme.bodyFont,
      'font-size': `${TYPE_SCALE.paragraph.size}px`,
      'line-height': TYPE_SCALE.paragraph.lineHeight,
      color: colors.text,
      'text-align': align,
      'font-style': block.type === 'blockquote' ? 'italic' : undefined,
    }),
  })}>${inner}</p>`;
  if (block.type === 'paragraph') return blockRow(paragraph, { align: block.align });
  // Physical sides chosen from the direction: Gmail and Outlook ignore logical properties (border-inline-start).
  const start = startSide(context);
  // The bar and the indent sit on a table cell: classic Outlook ignores padding and borders on <blockquote>.
  const bar = `<td${attributes({
    style: css({ [`padding-${start}`]: '16px', [`border-${start}`]: `4px solid ${colors.accent}` }),
  })}>${paragraph}</td>`;
  const quote = `<blockquote${attributes({ style: css({ margin: 0 }) })}>${layoutTable(bar)}</blockquote>`;
  return blockRow(quote, { align: block.align });
}

export function renderListBlock(block: ListBlock, context: RenderContext): string {
  const align = textAlign(block.align);
  // Centred or right-aligned lists keep their markers next to the text instead of at the far left.
  const markersInside = align === 'center' || align === 'right';
  const itemStyle = css({
    margin: '0 0 4px',
    'font-family': context.theme.bodyFont,
    'font-size': `${TYPE_SCALE.paragraph.size}px`,
    'line-height': TYPE_SCALE.paragraph.lineHeight,
    color: context.theme.colors.text,
    'text-align': align,
  });
  const items = block.items
    .map((item) => `<li${attributes({ dir: 'auto', style: itemStyle })}>${renderInline(item.content, context)}</li>`)
    .join('');
  const listStyle = css({
    margin: 0,
    padding: 0,
    // Markers hang in the margin on the side lines start from (in a right-to-left email, the right): margin, since
    // classic Outlook ignores padding on lists.
    [`margin-${startSide(context)}`]: markersInside ? undefined : '24px',
    'list-style-position': markersInside ? 'inside' : undefined,
  });
  return blockRow(`<${block.type}${attributes({ style: listStyle })}>${items}</${block.type}>`, {
    align: block.align,
  });
}

export function renderCodeBlock(block: BlockOfType<'code'>, context: RenderContext): string {
  const source = block.content.map((node) => (node.type === 'text' ? node.text : '\n')).join('');
  // Code and its comments take their direction from their first letter: left to right for code, right to left for
  // an Arabic or Hebrew note; forcing ltr put an Arabic sentence's full stop at its start.
  const pre = `<pre${attributes({
    dir: 'auto',
    style: css({
      margin: 0,
      'font-family': MONOSPACE_STACK,
      'font-size': `${TYPE_SCALE.code.size}px`,
      'line-height': TYPE_SCALE.code.lineHeight,
      color: context.theme.colors.heading,
      'white-space': 'pre-wrap',
    }),
  })}>${escapeHtml(source)}</pre>`;
  const cell = `<td${attributes({
    class: 'nl-code',
    bgcolor: context.theme.colors.code,
    style: css({ padding: '12px 16px', 'background-color': context.theme.colors.code }),
  })}>${pre}</td>`;
  return blockRow(layoutTable(cell));
}
