import type { Block, ReadinessCheck } from '@newsletter-os/contracts';
import { DEFAULT_NEWSLETTER_STYLE, type NewsletterStyle } from '@newsletter-os/contracts';
import type { ClientSupportProblem } from '../client-support';
import type { RenderableNewsletter } from '../context';
import { parseEmail } from '../inspect';
import type { RenderedNewsletter } from '../render-newsletter';
import { withoutWebVersionLine } from '../skeleton';
import { type AdBookingState, adBookingChecks } from './ad-booking-checks';
import { beehiivSizeChecks } from './beehiiv-checks';
import {
  adDateChecks,
  emptyBlockChecks,
  emptyEnvelopeChecks,
  eventEndedChecks,
  type FeedItemState,
  feedChangedChecks,
  imageAltChecks,
  vagueLinkTextChecks,
} from './document-checks';
import { forcedDarkChecks } from './forced-dark-checks';
import { type LinkCheckOptions, unreachableLinkChecks, unreachableLinks } from './link-check';
import { type MediaReachOptions, privateLinkChecks, privateMediaChecks, privateMediaOf } from './media-reach';
import {
  clientSupportChecks,
  contrastChecks,
  darkContrastChecks,
  imageSourcesOf,
  insecureLinkChecks,
  linkTargetsOf,
  renderedAltChecks,
  sizeChecks,
} from './output-checks';

export type { AdBookingState } from './ad-booking-checks';
export type { FeedItemState } from './document-checks';

export interface ReadinessInput {
  newsletter: RenderableNewsletter;
  rendered: RenderedNewsletter;
  timeZone: string;
  /** The content manager's items the feed blocks came from, by id (absent: deleted). */
  feedItems: ReadonlyMap<string, FeedItemState>;
  /**
   * The ad bookings of the day and those its ad blocks name (absent: the booking checks are not run, as
   * for a rendering outside a workspace).
   */
  adBookings?: readonly AdBookingState[];
  /** The Beehiiv body (beehiiv-fragment.ts), when the caller rendered it: its size is checked too. */
  beehiivHtml?: string;
  /** The client-support problems, when the caller found them off the event loop; else they are found here. */
  clientSupport?: ClientSupportProblem[];
  /** The newsletter's look: custom colours are checked against its page colour (absent: the default look). */
  style?: NewsletterStyle;
  /** How images on private or local addresses count (absent: as in production). */
  media?: MediaReachOptions;
}

/** Every check that needs no network, errors first. */
export function sendReadinessChecks(input: ReadinessInput): ReadinessCheck[] {
  const { newsletter, rendered } = input;
  const dom = parseEmail(rendered.html);
  const blocks = newsletter.document.blocks;
  const images = imageSourcesOf(dom);
  // An image nobody outside the sender's network can load is its own finding, not an "insecure" one.
  const links = linkTargetsOf(dom);
  const unreachable = new Set(privateMediaOf([...images, ...links]));
  const media = input.media ?? { production: true, demo: false };
  const checks = [
    ...sizeChecks(rendered.stats),
    ...(input.beehiivHtml === undefined ? [] : beehiivSizeChecks(input.beehiivHtml)),
    ...imageAltChecks(blocks),
    ...renderedAltChecks(dom),
    ...contrastChecks(dom),
    ...darkContrastChecks(dom),
    ...forcedDarkChecks(blocks, input.style ?? DEFAULT_NEWSLETTER_STYLE),
    ...privateMediaChecks(images, media),
    ...privateLinkChecks(links, media, itemLinksOf(blocks)),
    ...insecureLinkChecks(
      links.filter((href) => !unreachable.has(href)),
      images.filter((src) => !unreachable.has(src)),
    ),
    ...eventEndedChecks(newsletter, input.timeZone),
    ...adDateChecks(newsletter, input.timeZone),
    ...(input.adBookings === undefined ? [] : adBookingChecks(newsletter, input.adBookings)),
    ...clientSupportChecks(rendered.html, input.clientSupport),
    ...emptyBlockChecks(blocks),
    ...emptyEnvelopeChecks(newsletter),
    ...vagueLinkTextChecks(blocks),
    ...feedChangedChecks(blocks, input.feedItems),
  ];
  return orderBySeverity(checks);
}

/** The same checks, plus the links that do not answer (fetched through the SSRF-safe client). */
export async function sendReadinessChecksWithLinks(
  input: ReadinessInput,
  options: LinkCheckOptions,
): Promise<ReadinessCheck[]> {
  return withUnreachableLinkChecks(sendReadinessChecks(input), input.rendered.html, options);
}

/** Offline checks already made (a cached render's), plus the email's links that do not answer now. */
export async function withUnreachableLinkChecks(
  checks: readonly ReadinessCheck[],
  html: string,
  options: LinkCheckOptions,
): Promise<ReadinessCheck[]> {
  const failures = await unreachableLinks(linkTargetsOf(parseEmail(withoutWebVersionLine(html))), options);
  return orderBySeverity([...checks, ...unreachableLinkChecks(failures)]);
}

/** The feed blocks' own links (a story's, an event's, an ad's), each with the blocks that show it. */
function itemLinksOf(blocks: readonly Block[]): Map<string, string[]> {
  const links = new Map<string, string[]>();
  const add = (url: string | undefined, blockId: string) => {
    if (!url) return;
    const list = links.get(url);
    if (list) list.push(blockId);
    else links.set(url, [blockId]);
  };
  for (const block of blocks) {
    if (block.type === 'article' || block.type === 'event' || block.type === 'ad') add(block.snapshot.link, block.id);
    else if (block.type === 'events') for (const entry of block.entries) add(entry.snapshot.link, block.id);
  }
  return links;
}

function orderBySeverity(checks: ReadinessCheck[]): ReadinessCheck[] {
  return [
    ...checks.filter((check) => check.severity === 'error'),
    ...checks.filter((check) => check.severity === 'warning'),
  ];
}
