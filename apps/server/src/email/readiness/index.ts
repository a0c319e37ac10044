import type { ReadinessCheck } from '@newsletter-os/contracts';
import type { RenderableNewsletter } from '../context';
import { parseEmail } from '../inspect';
import type { RenderedNewsletter } from '../render-newsletter';
import {
  adDateChecks,
  emptyBlockChecks,
  eventEndedChecks,
  type FeedItemState,
  feedChangedChecks,
  imageAltChecks,
} from './document-checks';
import { type LinkCheckOptions, unreachableLinkChecks, unreachableLinks } from './link-check';
import { type MediaReachOptions, privateMediaChecks, privateMediaOf } from './media-reach';
import {
  clientSupportChecks,
  contrastChecks,
  imageSourcesOf,
  insecureLinkChecks,
  linkTargetsOf,
  renderedAltChecks,
  sizeChecks,
} from './output-checks';

export type { FeedItemState } from './document-checks';

export interface ReadinessInput {
  newsletter: RenderableNewsletter;
  rendered: RenderedNewsletter;
  timeZone: string;
  /** The content manager's items the feed blocks came from, by id (absent: deleted). */
  feedItems: ReadonlyMap<string, FeedItemState>;
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
  const unreachable = new Set(privateMediaOf(images));
  const checks = [
    ...sizeChecks(rendered.stats),
    ...imageAltChecks(blocks),
    ...renderedAltChecks(dom),
    ...contrastChecks(dom),
    ...privateMediaChecks(images, input.media ?? { production: true, demo: false }),
    ...insecureLinkChecks(
      linkTargetsOf(dom),
      images.filter((src) => !unreachable.has(src)),
    ),
    ...eventEndedChecks(newsletter, input.timeZone),
    ...adDateChecks(newsletter, input.timeZone),
    ...clientSupportChecks(rendered.html),
    ...emptyBlockChecks(blocks),
    ...feedChangedChecks(blocks, input.feedItems),
  ];
  return orderBySeverity(checks);
}

/** The same checks, plus the links that do not answer (fetched through the SSRF-safe client). */
export async function sendReadinessChecksWithLinks(
  input: ReadinessInput,
  options: LinkCheckOptions,
): Promise<ReadinessCheck[]> {
  const failures = await unreachableLinks(linkTargetsOf(parseEmail(input.rendered.html)), options);
  return orderBySeverity([...sendReadinessChecks(input), ...unreachableLinkChecks(failures)]);
}

function orderBySeverity(checks: ReadinessCheck[]): ReadinessCheck[] {
  return [
    ...checks.filter((check) => check.severity === 'error'),
    ...checks.filter((check) => check.severity === 'warning'),
  ];
}
