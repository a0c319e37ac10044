import {
  adSnapshotOf,
  articleSnapshotOf,
  type Block,
  type BlockOfType,
  eventSnapshotOf,
  type FeedItem,
  type FeedSnapshotKind,
  feedSnapshotKindOf,
} from '@newsletter-os/contracts';

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

function sourceOf(item: FeedItem) {
  return {
    contentType: 'feed' as const,
    sourceItemId: item.id,
    snapshotAt: new Date().toISOString(),
    sourceUpdatedAt: item.updatedAt,
  };
}

/** What a content-manager item becomes in the newsletter: an article, an event or an ad card. */
export type FeedBlockKind = FeedSnapshotKind;
export const feedKindOf = feedSnapshotKindOf;
export { eventSnapshotOf };

/** A feed block made from a content-manager item: it keeps the item's id and a snapshot of what it showed. */
export function feedBlockOf(item: FeedItem, id = newBlockId()): BlockOfType<'article' | 'event' | 'ad'> {
  const kind = feedKindOf(item);
  if (kind === 'event') return { id, type: 'event', ...sourceOf(item), snapshot: eventSnapshotOf(item) };
  if (kind === 'ad') return { id, type: 'ad', ...sourceOf(item), snapshot: adSnapshotOf(item) };
  return { id, type: 'article', ...sourceOf(item), snapshot: articleSnapshotOf(item) };
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
