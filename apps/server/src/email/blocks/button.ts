import type { BlockOfType } from '@newsletter-os/contracts';
import type { RenderContext } from '../context';
import { ensureContrast } from '../contrast';
import { attributes, blockRow, css, escapeHtml } from '../markup';
import { BUTTON_METRICS, INNER_WIDTH } from '../theme';

// A bulletproof button: an <a> styled as a button for every client, and a VML roundrect for classic Outlook, which
// ignores padding and border-radius on links.

const BUTTON_HEIGHT = BUTTON_METRICS.height;
const BUTTON_FONT_SIZE = BUTTON_METRICS.fontSize;

/** Classic Outlook needs a fixed width: about 9 px per character plus the side padding. */
function estimatedWidth(label: string): number {
  return Math.min(INNER_WIDTH, label.length * 9 + 56);
}

export function renderButtonBlock(block: BlockOfType<'button'>, context: RenderContext): string {
  const theme = block.style
    ? {
        background: ensureContrast(block.style.backgroundColor, block.style.textColor, 4.5),
        text: block.style.textColor,
        radius: block.style.borderRadius,
        fullWidth: block.style.fullWidth,
      }
    : context.theme.button;
  const label = escapeHtml(block.label);
  const width = theme.fullWidth ? INNER_WIDTH : estimatedWidth(block.label);
  const arcPercent = Math.round((theme.radius / BUTTON_HEIGHT) * 100);
  const vml =
    `<!--[if mso]><v:roundrect xmlns:v="urn:schemas-microsoft-com:vml" xmlns:w="urn:schemas-microsoft-com:office:word"` +
    ` href="${escapeHtml(block.href)}" style="height:${BUTTON_HEIGHT}px;v-text-anchor:middle;width:${width}px;"` +
    ` arcsize="${arcPercent}%" stroke="f" fillcolor="${theme.background}"><w:anchorlock/>` +
    `<center style="color:${theme.text};font-family:Arial,sans-serif;font-size:${BUTTON_FONT_SIZE}px;font-weight:bold;">` +
    `${label}</center></v:roundrect><![endif]-->`;
  const link = `<a${attributes({
    href: block.href,
    style: css({
      display: theme.fullWidth ? 'block' : 'inline-block',
      'background-color': theme.background,
      color: theme.text,
      'font-family': context.theme.bodyFont,
      'font-size': `${BUTTON_FONT_SIZE}px`,
      'font-weight': 700,
      'line-height': `${BUTTON_METRICS.lineHeight}px`,
      padding: `${BUTTON_METRICS.paddingY}px ${BUTTON_METRICS.paddingX}px`,
      'border-radius': `${theme.radius}px`,
      'text-align': 'center',
      'text-decoration': 'none',
      'mso-hide': 'all',
    }),
  })}>${label}</a>`;
  const align = block.align ?? 'center';
  return blockRow(`${vml}<!--[if !mso]><!-->${link}<!--<![endif]-->`, { align, paddingBottom: 24 });
}

export function renderDividerBlock(context: RenderContext): string {
  const rule = `<p${attributes({
    style: css({
      margin: '8px 0',
      'border-top': `1px solid ${context.theme.colors.border}`,
      'font-size': '1px',
      'line-height': '1px',
    }),
  })}>&nbsp;</p>`;
  return blockRow(rule);
}
