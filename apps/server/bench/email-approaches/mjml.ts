// Decision spike (docs/decisions): the quality fixture through MJML 5. Rich text uses the product's inline
// renderer, so only the layout engine differs.
import type { Block, NewsletterStyle } from '@newsletter-os/contracts';
import mjml2html from 'mjml';
import { eventLine } from '../../src/email/blocks/feed-blocks';
import { contextOf, type RenderableNewsletter, type RenderOptions } from '../../src/email/context';
import { renderInline } from '../../src/email/rich-text';
import { themeOf } from '../../src/email/theme';
import { escapeHtml } from '../../src/lib/html';

type Context = ReturnType<typeof contextOf>;

function card(inner: string, context: Context, background = '#ffffff'): string {
  return `<mj-section padding="0 24px 16px"><mj-column border="1px solid ${context.theme.colors.border}" border-radius="8px" background-color="${background}" padding="8px">${inner}</mj-column></mj-section>`;
}
const title = (text: string, href: string | undefined, c: Context) =>
  `<mj-text font-size="18px" font-weight="700" font-family="${escapeHtml(c.theme.headingFont)}" color="${c.theme.colors.heading}">${href ? `<a href="${escapeHtml(href)}" style="color:${c.theme.colors.link}">${escapeHtml(text)}</a>` : escapeHtml(text)}</mj-text>`;
const small = (text: string, c: Context) =>
  `<mj-text font-size="13px" color="${c.theme.colors.muted}">${escapeHtml(text)}</mj-text>`;
const image = (src: string, alt: string, c: Context, href?: string) =>
  `<mj-image src="${escapeHtml(c.imageUrl(src))}" alt="${escapeHtml(alt)}"${href ? ` href="${escapeHtml(href)}"` : ''} />`;

function block(b: Block, c: Context): string {
  const section = (inner: string) => `<mj-section padding="0"><mj-column>${inner}</mj-column></mj-section>`;
  switch (b.type) {
    case 'paragraph':
    case 'h1':
    case 'h2':
    case 'h3':
    case 'blockquote': {
      const tag = b.type === 'paragraph' || b.type === 'blockquote' ? 'p' : b.type;
      return section(
        `<mj-text align="${b.align ?? 'left'}"><${tag} style="margin:0">${renderInline(b.content, c)}</${tag}></mj-text>`,
      );
    }
    case 'code':
      return section(
        `<mj-text font-family="'Courier New',monospace" container-background-color="${c.theme.colors.code}"><pre style="margin:0">${escapeHtml(b.content.map((n) => (n.type === 'text' ? n.text : '\n')).join(''))}</pre></mj-text>`,
      );
    case 'ul':
    case 'ol':
      return section(
        `<mj-text align="${b.align ?? 'left'}"><${b.type}>${b.items.map((i) => `<li>${renderInline(i.content, c)}</li>`).join('')}</${b.type}></mj-text>`,
      );
    case 'image':
      return section(image(b.src, b.decorative ? '' : b.alt, c, b.href));
    case 'gif':
      return section(image(b.src, b.alt, c) + small(`GIF via ${b.provider}`, c));
    case 'youtube':
      return section(
        image(
          b.preview?.thumbnailUrl ?? 'https://i.ytimg.com/vi/x/hqdefault.jpg',
          `Play video: ${b.preview?.title ?? ''}`,
          c,
          b.url,
        ),
      );
    case 'twitter':
    case 'embed':
      return card(
        (b.preview?.thumbnailUrl ? image(b.preview.thumbnailUrl, '', c) : '') +
          title(b.preview?.title ?? b.url, b.url, c),
        c,
      );
    case 'button':
      return section(
        `<mj-button href="${escapeHtml(b.href)}" background-color="${c.theme.button.background}" color="${c.theme.button.text}" align="${b.align ?? 'center'}">${escapeHtml(b.label)}</mj-button>`,
      );
    case 'divider':
      return section(`<mj-divider border-width="1px" border-color="${c.theme.colors.border}" />`);
    case 'article':
      return card(
        (b.snapshot.imageUrl ? image(b.snapshot.imageUrl, '', c) : '') +
          title(b.snapshot.title, b.snapshot.link, c) +
          (b.snapshot.summary ? `<mj-text>${escapeHtml(b.snapshot.summary)}</mj-text>` : ''),
        c,
      );
    case 'event':
      return card(
        (b.snapshot.imageUrl ? image(b.snapshot.imageUrl, '', c) : '') +
          small(eventLine(b.snapshot, c), c) +
          title(b.snapshot.title, b.snapshot.link, c),
        c,
      );
    case 'events':
      return card(
        b.entries.map((e) => title(e.snapshot.title, e.snapshot.link, c) + small(eventLine(e.snapshot, c), c)).join(''),
        c,
      );
    case 'ad':
      return card(
        small(`Sponsored · ${b.snapshot.businessName ?? ''}`, c) +
          (b.snapshot.imageUrl ? image(b.snapshot.imageUrl, '', c) : '') +
          title(b.snapshot.title, b.snapshot.link, c),
        c,
        c.theme.colors.card,
      );
  }
}

export async function renderWithMjml(newsletter: RenderableNewsletter, style: NewsletterStyle, options: RenderOptions) {
  const c = contextOf(themeOf(style), style, options);
  const source = `<mjml lang="${c.lang}" dir="${c.dir}"><mj-head><mj-title>${escapeHtml(newsletter.subject)}</mj-title><mj-preview>${escapeHtml(newsletter.preheader)}</mj-preview><mj-attributes><mj-all font-family="${escapeHtml(c.theme.bodyFont)}" /><mj-text color="${c.theme.colors.text}" font-size="16px" line-height="1.6" padding="0 24px 16px" /></mj-attributes></mj-head><mj-body width="600px" background-color="${c.theme.colors.page}"><mj-wrapper background-color="#ffffff" padding="24px 0">${
    style.brandLogoUrl
      ? `<mj-section><mj-column>${image(style.brandLogoUrl, c.publicationName, c)}${small(style.headerText, c)}</mj-column></mj-section>`
      : ''
  }${newsletter.document.blocks.map((b) => block(b, c)).join('')}<mj-section><mj-column>${small(style.footerText, c)}</mj-column></mj-section></mj-wrapper></mj-body></mjml>`;
  const result = await mjml2html(source, { validationLevel: 'soft' });
  return result.html;
}
