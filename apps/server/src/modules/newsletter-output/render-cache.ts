import { createHash } from 'node:crypto';
import type { NewsletterStyle, RenderedNewsletterResponse } from '@newsletter-os/contracts';
import type { Config } from '../../config';
import type { AdBookingState, FeedItemState } from '../../email/readiness';
import type { RenderableNewsletter } from '../../email/render-newsletter';
import { BoundedCache } from '../../lib/bounded-cache';
import type { EmailIdentity } from './email-identity';

// The render with its offline checks, cached by a hash of everything it is made from (docs/decisions/0035). The
// builder asks for the render of an unchanged newsletter again and again (preview reopened, readiness refreshed);
// rendering, the Beehiiv body and the checks are pure functions of these inputs, so a repeat is answered from here.

/** Everything the render and its offline checks read, besides the app's configuration. */
export interface RenderInputs {
  workspaceId: string;
  newsletter: RenderableNewsletter & { style: NewsletterStyle };
  identity: EmailIdentity;
  /** The content manager's items the feed blocks came from, as the database has them now. */
  feedItems: ReadonlyMap<string, FeedItemState>;
  /** The issue day's ad bookings and those its ad blocks name, as the database has them now. */
  adBookings: readonly AdBookingState[];
}

/** Renders being edited right now: the 30-block fixture's answer is about 120 KB in memory, a 300-block one ~1 MB. */
export const RENDER_CACHE_MAX_ENTRIES = 200;
export const RENDER_CACHE_MAX_BYTES = 32 * 1024 * 1024;

/**
 * The cache key: SHA-256 of exactly the fields the render and the checks read. The workspace id is in it too, so an
 * identical newsletter in another workspace is never answered from this one's entry (its name, zone, feed items and
 * bookings are its own anyway). Field order is fixed here; a document stored with its keys in another order only
 * misses.
 */
export function renderKeyOf({ workspaceId, newsletter, identity, feedItems, adBookings }: RenderInputs): string {
  const material = JSON.stringify([
    workspaceId,
    newsletter.title,
    newsletter.subject,
    newsletter.preheader,
    newsletter.issueDate,
    newsletter.document,
    newsletter.style,
    identity.language,
    identity.timeZone,
    identity.publicationName,
    identity.eventsFeedUrl ?? null,
    [...feedItems],
    adBookings,
  ]);
  return createHash('sha256').update(material).digest('base64url');
}

/** What an entry holds in memory: its strings at two bytes a character, the checks' text, and a little overhead. */
export function renderBytesOf(value: RenderedNewsletterResponse): number {
  const checks = value.checks.reduce((sum, check) => sum + check.message.length + 64 * (1 + check.blockIds.length), 0);
  return 2 * (value.html.length + value.text.length + value.beehiiv.html.length + checks) + 1024;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/**
 * One cache per configuration: the app's address, the calendar link secret, production and demo mode shape the
 * email and its checks too, and an app built with another configuration (tests build several) gets its own entries.
 */
const caches = new WeakMap<Config, BoundedCache<RenderedNewsletterResponse>>();

export function renderCacheFor(config: Config): BoundedCache<RenderedNewsletterResponse> {
  let cache = caches.get(config);
  if (!cache) {
    cache = new BoundedCache<RenderedNewsletterResponse>({
      maxEntries: RENDER_CACHE_MAX_ENTRIES,
      maxBytes: RENDER_CACHE_MAX_BYTES,
      sizeOf: renderBytesOf,
    });
    caches.set(config, cache);
  }
  return cache;
}

/** The cached answer for these inputs, or the one `compute` makes (kept frozen: every caller shares it). */
export async function cachedRender(
  config: Config,
  inputs: RenderInputs,
  compute: () => Promise<RenderedNewsletterResponse>,
): Promise<RenderedNewsletterResponse> {
  const cache = renderCacheFor(config);
  const key = renderKeyOf(inputs);
  const hit = cache.get(key);
  if (hit) return hit;
  const fresh = deepFreeze(await compute());
  cache.set(key, fresh);
  return fresh;
}
