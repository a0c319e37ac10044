import { fitLogo } from './blocks/image';
import { eventsCalendarLinkHtml } from './calendar-links';
import type { RenderContext } from './context';
import { DARK_CLASS, darkStyleSheet } from './dark-mode';
import { attributes, css, escapeHtml, WRAP_LONG_WORDS } from './markup';
import { CONTENT_WIDTH, TYPE_SCALE } from './theme';

// The document around the blocks: doctype, head, the hidden preheader, the 600 px container with classic Outlook's
// ghost table, and the header and footer from the personalization.

/**
 * Progressive enhancement only: everything essential is inline. Flat rules (Gmail drops a whole <style> with
 * nested at-rules), far below Gmail's 16 KB.
 */
function styleSheet(context: RenderContext): string {
  return [
    ':root{color-scheme:light dark;supported-color-schemes:light dark}',
    `@media (max-width:${CONTENT_WIDTH + 20}px){.nl-pad{padding-left:16px !important;padding-right:16px !important}}`,
    darkStyleSheet(context.authorColors),
  ].join('');
}

/** Preview text, then enough invisible spacing that clients do not pull body text into the inbox preview. */
function preheader(text: string): string {
  if (text.trim() === '') return '';
  const spacer = '&#847;&zwnj;&nbsp;'.repeat(60);
  return `<div style="display:none;max-height:0;overflow:hidden;mso-hide:all">${escapeHtml(text)}${spacer}</div>`;
}

function header(context: RenderContext): string {
  const { style, theme } = context;
  const rows: string[] = [];
  if (style.brandLogoUrl) {
    const { width, height } = fitLogo(context.imageSize(style.brandLogoUrl));
    const logo = `<img${attributes({
      src: context.imageUrl(style.brandLogoUrl),
      alt: context.publicationName || context.t('logo'),
      width,
      height,
      style: css({ display: 'block', margin: '0 auto', height: 'auto', 'max-width': `${width}px`, border: 0 }),
    })}>`;
    rows.push(
      `<tr class="nl-header"><td class="nl-pad" align="center" style="padding:24px 24px 8px;text-align:center;${css(WRAP_LONG_WORDS)}">${logo}</td></tr>`,
    );
  }
  if (style.headerText) {
    rows.push(
      `<tr class="nl-header"><td class="nl-pad" align="center" style="padding:8px 24px 16px;text-align:center;${css(WRAP_LONG_WORDS)}"><p${attributes(
        {
          dir: 'auto',
          class: 'nl-muted',
          style: css({
            margin: 0,
            'font-family': theme.bodyFont,
            'font-size': `${TYPE_SCALE.small.size + 1}px`,
            'line-height': TYPE_SCALE.small.lineHeight,
            color: theme.colors.muted,
          }),
        },
      )}>${escapeHtml(style.headerText).replace(/\n/g, '<br>')}</p></td></tr>`,
    );
  }
  // Space above the first block when there is no header.
  if (rows.length === 0) rows.push('<tr><td style="height:24px;line-height:24px;font-size:24px">&nbsp;</td></tr>');
  return rows.join('');
}

function footer(context: RenderContext): string {
  const { style, theme } = context;
  const calendar = eventsCalendarLinkHtml(context);
  if (!style.footerText && !calendar)
    return '<tr><td style="height:8px;line-height:8px;font-size:8px">&nbsp;</td></tr>';
  const text = [escapeHtml(style.footerText ?? '').replace(/\n/g, '<br>'), calendar].filter(Boolean).join('<br>');
  return `<tr class="nl-footer"><td class="nl-pad" align="center" style="padding:16px 24px 24px;text-align:center;border-top:1px solid ${theme.colors.border};${css(WRAP_LONG_WORDS)}"><p${attributes(
    {
      // The publisher's address is often in another script than the issue's language.
      dir: 'auto',
      class: 'nl-muted',
      style: css({
        margin: 0,
        'font-family': theme.bodyFont,
        'font-size': `${TYPE_SCALE.small.size}px`,
        'line-height': TYPE_SCALE.small.lineHeight,
        color: theme.colors.muted,
      }),
    },
  )}>${text}</p></td></tr>`;
}

/** Marks the "View in browser" line: the archive page leaves it out (a reader there is already in the browser). */
export const WEB_VERSION_CLASS = 'nl-web-version';

/**
 * "View in browser" above the content column, outside the content table: the Beehiiv body is cut from that table
 * only, so Beehiiv (which adds its own link) never gets it.
 */
function webVersionLine(context: RenderContext): string {
  if (!context.webVersionUrl) return '';
  const { theme } = context;
  const link = `<a${attributes({
    href: context.webVersionUrl,
    // The dark link colour in dark mode: the line sits on the page background, outside the content's rules.
    class: DARK_CLASS.link,
    style: css({ color: theme.colors.muted, 'text-decoration': 'underline' }),
  })}>${escapeHtml(context.t('viewInBrowser'))}</a>`;
  return `<div${attributes({
    class: WEB_VERSION_CLASS,
    style: css({
      'max-width': `${CONTENT_WIDTH}px`,
      margin: '0 auto',
      padding: '0 0 12px',
      'text-align': 'center',
      'font-family': theme.bodyFont,
      'font-size': `${TYPE_SCALE.small.size}px`,
      'line-height': TYPE_SCALE.small.lineHeight,
      color: theme.colors.muted,
    }),
  })}>${link}</div>`;
}

/**
 * The email without its "View in browser" line: on the archive page itself, and for the link check (the page exists
 * only once the issue is published). The renderer escapes every value, so its own class marks the line exactly.
 */
export function withoutWebVersionLine(html: string): string {
  return html.replace(new RegExp(`<div class="${WEB_VERSION_CLASS}"[^>]*>[\\s\\S]*?</div>`), '');
}

export interface SkeletonParts {
  subject: string;
  preheader: string;
  blocksHtml: string;
}

export function renderSkeleton(parts: SkeletonParts, context: RenderContext): string {
  const { colors } = context.theme;
  const langDir = attributes({ lang: context.lang, dir: context.dir });
  const head =
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">' +
    '<meta name="x-apple-disable-message-reformatting"><meta name="color-scheme" content="light dark">' +
    '<meta name="supported-color-schemes" content="light dark">' +
    `<title>${escapeHtml(parts.subject)}</title>` +
    '<!--[if mso]><noscript><xml><o:OfficeDocumentSettings><o:PixelsPerInch>96</o:PixelsPerInch></o:OfficeDocumentSettings></xml></noscript><![endif]-->' +
    `<style>${styleSheet(context)}</style></head>`;
  const content =
    `<table role="presentation" class="nl-content" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="${colors.content}"` +
    ` style="max-width:${CONTENT_WIDTH}px;margin:0 auto;background-color:${colors.content}">` +
    `${header(context)}${parts.blocksHtml}${footer(context)}</table>`;
  const ghostOpen = `<!--[if mso]><table role="presentation" width="${CONTENT_WIDTH}" align="center" cellpadding="0" cellspacing="0" border="0"><tr><td><![endif]-->`;
  const ghostClose = '<!--[if mso]></td></tr></table><![endif]-->';
  const body =
    `<body class="nl-page" style="margin:0;padding:0;background-color:${colors.page}">${preheader(parts.preheader)}` +
    `<div${langDir} role="article" aria-roledescription="email"${attributes({ 'aria-label': parts.subject })} class="nl-page" style="background-color:${colors.page}">` +
    `<table role="presentation" class="nl-page" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="${colors.page}"><tr><td align="center" style="padding:24px 8px">` +
    `${webVersionLine(context)}${ghostOpen}${content}${ghostClose}</td></tr></table></div></body>`;
  return `<!DOCTYPE html><html${langDir} xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office">${head}${body}</html>`;
}
