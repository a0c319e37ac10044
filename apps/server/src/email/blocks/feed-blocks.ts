import type { BlockOfType } from '@newsletter-os/contracts';
import { addToCalendarHtml } from '../calendar-links';
import type { RenderContext } from '../context';
import { formatEventWhen } from '../dates';
import { blockRow, escapeHtml } from '../markup';
import { CARD_INNER_WIDTH } from '../theme';
import { cardText, cardTitle, renderCard } from './card';
import { fitImage, renderImage } from './image';

// Articles, events and ads from the content manager, rendered from the snapshot kept in the block. A card's image
// links to the story like its title (readers tap the picture); linked, it is named by the title. Without a link
// it is decorative (empty alt), since the title is right beside it.

function cardImage(imageUrl: string | undefined, title: string, href: string | undefined, context: RenderContext) {
  if (!imageUrl) return '';
  const size = context.imageSize(imageUrl);
  const box = fitImage(CARD_INNER_WIDTH, size?.width, size?.height);
  const image = renderImage({ src: imageUrl, alt: href ? title : '', ...box, href }, context);
  return `${image}<div style="height:12px;line-height:12px;font-size:12px">&nbsp;</div>`;
}

export function renderArticleBlock(block: BlockOfType<'article'>, context: RenderContext): string {
  const { snapshot } = block;
  const parts = [
    cardImage(snapshot.imageUrl, snapshot.title, snapshot.link, context),
    cardTitle(snapshot.title, snapshot.link, context),
  ];
  if (snapshot.author)
    parts.push(
      cardText(escapeHtml(context.t('by', { author: snapshot.author })), context, { muted: true, small: true }),
    );
  if (snapshot.summary) parts.push(cardText(escapeHtml(snapshot.summary), context));
  return blockRow(renderCard(parts.join(''), context));
}

interface EventTimes {
  startsAt?: string;
  endsAt?: string;
  venue?: string;
  address?: string;
}

/** The year readers assume: the issue's. */
function referenceYearOf(context: RenderContext): number | undefined {
  const year = Number(context.issueDate.slice(0, 4));
  return Number.isInteger(year) && year > 0 ? year : undefined;
}

/** "Sat 12 Oct · 7 pm · Town Hall", with the address too when asked (the plain text has no separate line for it). */
export function eventLine(snapshot: EventTimes, context: RenderContext, withAddress = false): string {
  const when = formatEventWhen(snapshot.startsAt, snapshot.endsAt, {
    timeZone: context.timeZone,
    referenceYear: referenceYearOf(context),
    locale: context.lang,
  });
  const address = withAddress && snapshot.address !== snapshot.venue ? snapshot.address : undefined;
  return [when, snapshot.venue, address].filter(Boolean).join(' · ');
}

export function renderEventBlock(block: BlockOfType<'event'>, context: RenderContext): string {
  const { snapshot } = block;
  const when = eventLine(snapshot, context);
  const parts = [cardImage(snapshot.imageUrl, snapshot.title, snapshot.link, context)];
  if (when) parts.push(cardText(escapeHtml(when), context, { muted: true, small: true, bold: true }));
  parts.push(cardTitle(snapshot.title, snapshot.link, context));
  if (snapshot.address) parts.push(cardText(escapeHtml(snapshot.address), context, { muted: true, small: true }));
  if (snapshot.summary) parts.push(cardText(escapeHtml(snapshot.summary), context));
  parts.push(addToCalendarHtml(block.sourceItemId, snapshot, context));
  return blockRow(renderCard(parts.join(''), context));
}

export function renderEventsBlock(block: BlockOfType<'events'>, context: RenderContext): string {
  const parts: string[] = [];
  if (block.heading) parts.push(cardText(escapeHtml(block.heading), context, { bold: true }));
  for (const entry of block.entries) {
    const when = eventLine(entry.snapshot, context);
    parts.push(cardTitle(entry.snapshot.title, entry.snapshot.link, context));
    if (when) parts.push(cardText(escapeHtml(when), context, { muted: true, small: true }));
    parts.push(addToCalendarHtml(entry.sourceItemId, entry.snapshot, context));
  }
  return blockRow(renderCard(parts.join(''), context));
}

export function renderAdBlock(block: BlockOfType<'ad'>, context: RenderContext): string {
  const { snapshot } = block;
  const sponsored = context.t('sponsored');
  const label = escapeHtml(snapshot.businessName ? `${sponsored} · ${snapshot.businessName}` : sponsored);
  const parts = [
    cardText(label, context, { muted: true, small: true, bold: true }),
    cardImage(snapshot.imageUrl, snapshot.title, snapshot.link, context),
    cardTitle(snapshot.title, snapshot.link, context),
  ];
  if (snapshot.summary) parts.push(cardText(escapeHtml(snapshot.summary), context));
  return blockRow(renderCard(parts.join(''), context, context.theme.colors.card));
}
