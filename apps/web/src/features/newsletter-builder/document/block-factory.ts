import type { Block, BlockOfType, FeedItem } from '@newsletter-os/contracts';

/** A new block id: stable across saves, so undo, conflicts and readiness findings can follow a block. */
export function newBlockId(): string {
  return `b${crypto.randomUUID().replaceAll('-', '').slice(0, 16)}`;
}

/** Block types the palette inserts at once (the others ask for their source first). */
export const DIRECT_BLOCK_TYPES = ['paragraph', 'h1', 'h2', 'h3', 'blockquote', 'code', 'ul', 'ol', 'divider'] as const;
export type DirectBlockType = (typeof DIRECT_BLOCK_TYPES)[number];

export function isDirectBlockType(type: string): type is DirectBlockType {
  return (DIRECT_BLOCK_TYPES as readonly string[]).includes(type);
}

/** An empty block of a type that needs nothing but text. */
export function emptyBlock(type: DirectBlockType, id = newBlockId()): Block {
  switch (type) {
    case 'ul':
    case 'ol':
      return { id, type, items: [{ content: [] }] };
    case 'divider':
      return { id, type };
    case 'code':
      return { id, type, content: [] };
    default:
      return { id, type, content: [] };
  }
}

/** The same block under a new id (duplicate, templates). */
export function withNewId<T extends Block>(block: T): T {
  return { ...structuredClone(block), id: newBlockId() };
}

function optional<T>(value: T | null | undefined): T | undefined {
  return value === null || value === undefined || value === '' ? undefined : value;
}

/** Text for a snapshot: the server refuses markup in plain-text fields, so anything tag-like is dropped. */
function plain(value: string | null | undefined, max: number): string | undefined {
  if (!value) return undefined;
  const text = value
    .replace(/<[^>]*>/g, ' ')
    .replace(/<(?=[A-Za-z/!?])/g, '‹')
    .replace(/\s+/g, ' ')
    .trim();
  return text ? text.slice(0, max) : undefined;
}

function isHttpUrl(value: string | null | undefined): value is string {
  return !!value && /^https?:\/\/[^\s]+$/i.test(value);
}

function imageOf(item: FeedItem): string | undefined {
  const url = item.imageUrl;
  if (!url) return undefined;
  return isHttpUrl(url) || /^\/uploads\/[A-Za-z0-9/_.-]+$/.test(url) ? url : undefined;
}

function linkOf(item: FeedItem): string | undefined {
  const link =
    item.feedType === 'ads'
      ? (item.ctaUrl ?? item.link)
      : item.feedType === 'events'
        ? (item.ticketUrl ?? item.link)
        : item.link;
  return isHttpUrl(link) ? link : undefined;
}

const SNAPSHOT_TEXT = { title: 500, summary: 5_000 } as const;

function sourceOf(item: FeedItem) {
  return {
    contentType: 'feed' as const,
    sourceItemId: item.id,
    snapshotAt: new Date().toISOString(),
    sourceUpdatedAt: item.updatedAt,
  };
}

function baseSnapshot(item: FeedItem) {
  return {
    title: plain(item.title, SNAPSHOT_TEXT.title) ?? 'Untitled',
    summary: plain(item.summary, SNAPSHOT_TEXT.summary),
    imageUrl: imageOf(item),
    link: linkOf(item),
  };
}

/** What a content-manager item becomes in the newsletter: an article, an event or an ad card. */
export type FeedBlockKind = 'article' | 'event' | 'ad';

export function feedKindOf(item: FeedItem): FeedBlockKind {
  if (item.feedType === 'events') return 'event';
  if (item.feedType === 'ads') return 'ad';
  return 'article';
}

export function eventSnapshotOf(item: FeedItem): BlockOfType<'event'>['snapshot'] {
  return {
    ...baseSnapshot(item),
    startsAt: optional(item.eventStartsAt),
    endsAt: optional(item.eventEndsAt),
    venue: plain(item.venue, 300),
    address: plain(item.address, 500),
  };
}

/** A feed block made from a content-manager item: it keeps the item's id and a snapshot of what it showed. */
export function feedBlockOf(item: FeedItem, id = newBlockId()): BlockOfType<'article' | 'event' | 'ad'> {
  const kind = feedKindOf(item);
  if (kind === 'event') return { id, type: 'event', ...sourceOf(item), snapshot: eventSnapshotOf(item) };
  if (kind === 'ad') {
    return {
      id,
      type: 'ad',
      ...sourceOf(item),
      snapshot: {
        ...baseSnapshot(item),
        startDate: optional(item.adStartsAt),
        endDate: optional(item.adEndsAt),
        businessName: plain(item.company?.name, 200),
      },
    };
  }
  const feedType =
    item.feedType === 'rss' || item.feedType === 'original' || item.feedType === 'ugc' ? item.feedType : undefined;
  return {
    id,
    type: 'article',
    ...sourceOf(item),
    snapshot: {
      ...baseSnapshot(item),
      feedType,
      author: plain(item.author, 200),
      publishedAt: optional(item.publishedAt),
    },
  };
}

/** An "events" block listing several events. */
export function eventsBlockOf(items: FeedItem[], heading: string, id = newBlockId()): BlockOfType<'events'> {
  return {
    id,
    type: 'events',
    contentType: 'feed',
    heading: heading.trim() || undefined,
    entries: items.map((item) => ({ ...sourceOf(item), snapshot: eventSnapshotOf(item) })),
  };
}

/** Whether a feed block's source item changed (a later updatedAt) or is gone from the active items. */
export function feedSourceState(
  sourceUpdatedAt: string,
  current: Pick<FeedItem, 'updatedAt' | 'feedStatus'> | null,
): 'fresh' | 'changed' | 'archived' | 'missing' {
  if (!current) return 'missing';
  if (current.feedStatus === 'archived' || current.feedStatus === 'rejected') return 'archived';
  return Date.parse(current.updatedAt) > Date.parse(sourceUpdatedAt) ? 'changed' : 'fresh';
}
