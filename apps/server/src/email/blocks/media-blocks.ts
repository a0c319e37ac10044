import { type BlockOfType, type MediaPreview, tweetReference, youtubeVideoId } from '@newsletter-os/contracts';
import type { RenderContext } from '../context';
import { attributes, blockRow, css, escapeHtml } from '../markup';
import { CARD_INNER_WIDTH, INNER_WIDTH, TYPE_SCALE } from '../theme';
import { cardText, cardTitle, renderCard } from './card';
import { fitImage, renderImage } from './image';

// Images, GIFs and the media that would run a provider's player or widget on the web: in email they become a
// linked thumbnail or a card, because no email client runs scripts or iframes.

function caption(text: string, context: RenderContext, align = 'center'): string {
  return `<p${attributes({
    class: 'nl-muted',
    style: css({
      margin: '8px 0 0',
      'font-family': context.theme.bodyFont,
      'font-size': `${TYPE_SCALE.small.size}px`,
      'line-height': TYPE_SCALE.small.lineHeight,
      color: context.theme.colors.muted,
      'text-align': align,
    }),
  })}>${text}</p>`;
}

export function renderImageBlock(block: BlockOfType<'image'>, context: RenderContext): string {
  const box = fitImage(INNER_WIDTH, block.width, block.height);
  const image = renderImage(
    { src: block.src, alt: block.decorative ? '' : block.alt, ...box, href: block.href },
    context,
  );
  const captionHtml = block.caption ? caption(escapeHtml(block.caption), context) : '';
  return blockRow(image + captionHtml, { align: 'center' });
}

function providerName(provider: string): string {
  return provider.charAt(0).toUpperCase() + provider.slice(1);
}

export function renderGifBlock(block: BlockOfType<'gif'>, context: RenderContext): string {
  const box = fitImage(INNER_WIDTH, block.width, block.height);
  const image = renderImage({ src: block.src, alt: block.alt, ...box }, context);
  // The GIF provider's terms ask for attribution next to the GIF.
  const via = block.sourceUrl
    ? escapeHtml(context.t('gifVia', { provider: '\u0000' })).replace(
        '\u0000',
        `<a${attributes({ href: block.sourceUrl, class: 'nl-link', style: css({ color: context.theme.colors.link }) })}>${escapeHtml(providerName(block.provider))}</a>`,
      )
    : escapeHtml(context.t('gifVia', { provider: providerName(block.provider) }));
  return blockRow(image + caption(via, context), { align: 'center' });
}

const YOUTUBE_THUMBNAIL = { width: 480, height: 360 };

/**
 * A "▶ Play video" bar joined to the foot of the thumbnail, inside the same link. An overlay on the picture would
 * need background images (lost in Outlook and some Gmail apps); a bar shows everywhere. Its colours are fixed in
 * both modes (17:1). With the thumbnail's alt (the title) it names the link: "Council meeting ▶ Play video".
 */
function playBadge(width: number, context: RenderContext): string {
  return `<span${attributes({
    style: css({
      display: 'block',
      'max-width': `${width}px`,
      margin: '0 auto',
      'background-color': '#111827',
      color: '#ffffff',
      'font-family': context.theme.bodyFont,
      'font-size': '14px',
      'font-weight': 700,
      'line-height': '36px',
      'text-align': 'center',
    }),
  })}>&#9654;&nbsp; ${escapeHtml(context.t('playVideo'))}</span>`;
}

export function renderYoutubeBlock(block: BlockOfType<'youtube'>, context: RenderContext): string {
  const videoId = youtubeVideoId(block.url) ?? '';
  const title = block.preview?.title || context.t('videoOnYouTube');
  const thumbnail = block.preview?.thumbnailUrl ?? `https://i.ytimg.com/vi/${videoId}/hqdefault.jpg`;
  const box = fitImage(INNER_WIDTH, YOUTUBE_THUMBNAIL.width, YOUTUBE_THUMBNAIL.height);
  const image = renderImage(
    { src: thumbnail, alt: title, ...box, href: block.url, badge: playBadge(box.width, context) },
    context,
  );
  const link = escapeHtml(context.t('onYouTube', { title: '\u0000' })).replace(
    '\u0000',
    `<a${attributes({ href: block.url, class: 'nl-link', style: css({ color: context.theme.colors.link }) })}>${escapeHtml(title)}</a>`,
  );
  return blockRow(image + caption(link, context), { align: 'center' });
}

function previewCard(url: string, preview: MediaPreview | undefined, fallbackTitle: string, context: RenderContext) {
  const parts: string[] = [];
  const title = preview?.title || fallbackTitle;
  if (preview?.thumbnailUrl) {
    // Linked to the post like the title, and named by it.
    const size = context.imageSize(preview.thumbnailUrl);
    const box = fitImage(CARD_INNER_WIDTH, size?.width, size?.height);
    parts.push(renderImage({ src: preview.thumbnailUrl, alt: title, ...box, href: url }, context));
  }
  const source = [preview?.providerName, preview?.authorName].filter(Boolean).join(' · ');
  if (source) parts.push(cardText(escapeHtml(source), context, { muted: true, small: true }));
  parts.push(cardTitle(title, url, context));
  if (preview?.description) parts.push(cardText(escapeHtml(preview.description), context));
  return blockRow(renderCard(parts.join(''), context));
}

export function renderTwitterBlock(block: BlockOfType<'twitter'>, context: RenderContext): string {
  const reference = tweetReference(block.url);
  const fallback = reference ? context.t('postByOnX', { handle: reference.handle }) : context.t('postOnX');
  return previewCard(block.url, block.preview, fallback, context);
}

export function renderEmbedBlock(block: BlockOfType<'embed'>, context: RenderContext): string {
  return previewCard(block.url, block.preview, new URL(block.url).hostname, context);
}
