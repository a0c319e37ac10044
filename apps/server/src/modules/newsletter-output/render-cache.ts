import { createHash } from 'node:crypto';
import {
  type NewsletterStyle,
  type RenderedNewsletterResponse,
  renderedNewsletterSchema,
} from '@newsletter-os/contracts';
import type { Config } from '../../config';
import type { ImageSize } from '../../email/context';
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
  /** `newsletter.document` as JSON text: as stored when read from the database, so the key needs no stringify. */
  documentJson: string;
  identity: EmailIdentity;
  /** The content manager's items the feed blocks came from, as the database has them now. */
  feedItems: ReadonlyMap<string, FeedItemState>;
  /** The issue day's ad bookings and those its ad blocks name, as the database has them now. */
  adBookings: readonly AdBookingState[];
  /** The library's sizes of the images the email shows, as the database has them now. */
  imageSizes: ReadonlyMap<string, ImageSize>;
}

/**
 * Renders being edited right now: the 30-block fixture's entry (the answer and its JSON text) is about 250 KB in
 * memory, a 300-block one about 2 MB.
 */
export const RENDER_CACHE_MAX_ENTRIES = 200;
export const RENDER_CACHE_MAX_BYTES = 32 * 1024 * 1024;

/**
 * The cache key: SHA-256 of exactly the fields the render and the checks read. The workspace id is in it too, so an
 * identical newsletter in another workspace is never answered from this one's entry (its name, zone, feed items and
 * bookings are its own anyway). Field order is fixed here; a document stored with its keys in another order only
 * misses. The document goes in as its JSON text, after the other fields' JSON array: that array ends where its
 * brackets close, so no two inputs give the same material.
 */
export function renderKeyOf({
  workspaceId,
  newsletter,
  documentJson,
  identity,
  feedItems,
  adBookings,
  imageSizes,
}: RenderInputs): string {
  const fields = JSON.stringify([
    workspaceId,
    newsletter.title,
    newsletter.subject,
    newsletter.preheader,
    newsletter.webTitle ?? null,
    newsletter.thumbnailUrl ?? null,
    newsletter.beehiivHeaderFooter ?? false,
    newsletter.issueDate,
    newsletter.style,
    identity.language,
    identity.timeZone,
    identity.publicationName,
    identity.eventsFeedUrl ?? null,
    identity.webVersionUrl ?? null,
    [...feedItems],
    adBookings,
    [...imageSizes],
  ]);
  return createHash('sha256').update(fields).update(documentJson).digest('base64url');
}

/**
 * A cached render: the answer, shared and frozen, and the JSON text the route answers with, made once per entry
 * through the response schema (so it is checked against the contract as the route's serializer would check it).
 */
export interface CachedRender {
  readonly answer: RenderedNewsletterResponse;
  readonly json: string;
}

/** What an entry holds in memory: its strings at two bytes a character, the checks' text, and a little overhead. */
export function renderBytesOf({ answer, json }: CachedRender): number {
  const checks = answer.checks.reduce((sum, check) => sum + check.message.length + 64 * (1 + check.blockIds.length), 0);
  return 2 * (answer.html.length + answer.text.length + answer.beehiiv.html.length + checks + json.length) + 1024;
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
const caches = new WeakMap<Config, BoundedCache<CachedRender>>();

export function renderCacheFor(config: Config): BoundedCache<CachedRender> {
  let cache = caches.get(config);
  if (!cache) {
    cache = new BoundedCache<CachedRender>({
      maxEntries: RENDER_CACHE_MAX_ENTRIES,
      maxBytes: RENDER_CACHE_MAX_BYTES,
      sizeOf: renderBytesOf,
    });
    caches.set(config, cache);
  }
  return cache;
}

/** The cached render for these inputs, or the one `compute` makes (kept frozen: every caller shares it). */
export async function cachedRender(
  config: Config,
  inputs: RenderInputs,
  compute: () => Promise<RenderedNewsletterResponse>,
): Promise<CachedRender> {
  const cache = renderCacheFor(config);
  const key = renderKeyOf(inputs);
  const hit = cache.get(key);
  if (hit) return hit;
  const answer = deepFreeze(await compute());
  // encode throws when the answer does not match the contract, as the route's serializer would.
  const fresh: CachedRender = Object.freeze({ answer, json: JSON.stringify(renderedNewsletterSchema.encode(answer)) });
  cache.set(key, fresh);
  return fresh;
}
