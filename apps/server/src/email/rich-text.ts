import type { InlineNode, Mark } from '@newsletter-os/contracts';
import type { RenderContext } from './context';
import { attributes, css, escapeHtml, type StyleMap } from './markup';
import { fontStack, MONOSPACE_STACK } from './theme';

// Inline rich text (the editor's JSON) as email HTML. The toolbar's styles become inline CSS; a run of text nodes
// under the same link becomes one <a>, so a screen reader hears one link, not several.

function linkOf(node: InlineNode): string | null {
  if (node.type !== 'text') return null;
  const link = node.marks?.find((mark): mark is Extract<Mark, { type: 'link' }> => mark.type === 'link');
  return link ? link.attrs.href : null;
}

function styledText(node: Extract<InlineNode, { type: 'text' }>, context: RenderContext, insideLink: boolean): string {
  let html = escapeHtml(node.text);
  const styles: StyleMap = {};
  for (const mark of node.marks ?? []) {
    switch (mark.type) {
      case 'bold':
        html = `<strong>${html}</strong>`;
        break;
      case 'italic':
        html = `<em>${html}</em>`;
        break;
      case 'underline':
        html = `<u>${html}</u>`;
        break;
      case 'strike':
        html = `<s>${html}</s>`;
        break;
      case 'code':
        // A class lets the dark stylesheet replace the light background (text on it would be 1:1 otherwise).
        html = `<code${attributes({
          class: 'nl-code',
          style: css({
            'font-family': MONOSPACE_STACK,
            'background-color': context.theme.colors.code,
            padding: '1px 4px',
          }),
        })}>${html}</code>`;
        break;
      case 'textStyle':
        if (mark.attrs.color) styles.color = mark.attrs.color;
        if (mark.attrs.fontSize) styles['font-size'] = mark.attrs.fontSize;
        if (mark.attrs.fontFamily) styles['font-family'] = fontStack(mark.attrs.fontFamily);
        if (mark.attrs.fontWeight) styles['font-weight'] = mark.attrs.fontWeight;
        break;
      case 'link':
        break;
    }
  }
  // Inside a link the colour goes on the <a> itself (clients colour links on their own otherwise).
  if (insideLink) delete styles.color;
  if (Object.keys(styles).length === 0) return html;
  const colorClass = typeof styles.color === 'string' ? context.authorColorClass(styles.color) : undefined;
  return `<span${attributes({ class: colorClass, style: css(styles) })}>${html}</span>`;
}

function colorOf(node: InlineNode): string | undefined {
  if (node.type !== 'text') return undefined;
  for (const mark of node.marks ?? []) if (mark.type === 'textStyle' && mark.attrs.color) return mark.attrs.color;
  return undefined;
}

export function renderInline(content: readonly InlineNode[], context: RenderContext): string {
  let html = '';
  let index = 0;
  while (index < content.length) {
    const node = content[index] as InlineNode;
    const href = linkOf(node);
    if (href === null) {
      html += node.type === 'hardBreak' ? '<br>' : styledText(node, context, false);
      index += 1;
      continue;
    }
    const run: InlineNode[] = [];
    while (index < content.length && linkOf(content[index] as InlineNode) === href) {
      run.push(content[index] as InlineNode);
      index += 1;
    }
    const authorColor = colorOf(run[0] as InlineNode);
    const color = authorColor ?? context.theme.colors.link;
    // An author-coloured link keeps its colour in dark mode too, lightened; others take the dark link colour.
    const linkClass = authorColor ? context.authorColorClass(authorColor) : 'nl-link';
    const inner = run.map((part) => (part.type === 'text' ? styledText(part, context, true) : '<br>')).join('');
    html += `<a${attributes({ href, class: linkClass, style: css({ color, 'text-decoration': 'underline' }) })}>${inner}</a>`;
  }
  return html;
}
