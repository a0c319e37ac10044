import {
  adSnapshotOf,
  articleSnapshotOf,
  type Block,
  type BlockSourceChange,
  type BlockSourceState,
  eventSnapshotOf,
  type FeedItem,
  type NewsletterDocument,
  snapshotChanges,
} from '@newsletter-os/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { WorkspaceScope } from '../../authz/workspace-scope';
import type { Db } from '../../db/client';
import { feedItems } from '../../db/schema/index';
import { badRequest } from '../../lib/errors';
import { presentFeedItem } from '../feeds/presenter';
import { selectFeedItems } from '../feeds/repository';
import type { NewsletterRow } from './repository';
import { type SaveOutcome, saveNewsletter } from './service';

// Feed blocks keep a snapshot of their content-manager item; this finds the ones whose item was saved since, and
// takes the item's current version into them without moving or restyling the block.

interface Source {
  sourceItemId: string;
  sourceUpdatedAt: string;
  snapshot: object;
}

type FeedBlock = Extract<Block, { type: 'article' | 'event' | 'ad' | 'events' }>;

function isFeedBlock(block: Block): block is FeedBlock {
  return block.type === 'article' || block.type === 'event' || block.type === 'ad' || block.type === 'events';
}

function sourcesOf(block: FeedBlock): Source[] {
  return block.type === 'events' ? block.entries : [block];
}

/** The source items of the document's feed blocks, by id (of this workspace only; others count as deleted). */
export async function loadSourceItems(
  db: Db,
  scope: WorkspaceScope,
  document: NewsletterDocument,
): Promise<Map<string, FeedItem>> {
  const ids = [...new Set(document.blocks.filter(isFeedBlock).flatMap((b) => sourcesOf(b).map((s) => s.sourceItemId)))];
  if (ids.length === 0) return new Map();
  const rows = await selectFeedItems(db).where(
    and(eq(feedItems.workspaceId, scope.workspaceId), inArray(feedItems.id, ids)),
  );
  return new Map(rows.map((row) => [row.id, presentFeedItem(row)]));
}

function stateOf(source: Source, item: FeedItem | undefined): BlockSourceState | 'fresh' {
  if (!item) return 'missing';
  if (item.feedStatus === 'archived' || item.feedStatus === 'rejected') return 'archived';
  // The same test as readiness' "feed-changed" check, so the block and the check always agree.
  return Date.parse(item.updatedAt) > Date.parse(source.sourceUpdatedAt) ? 'changed' : 'fresh';
}

function snapshotFor(block: FeedBlock, item: FeedItem): object {
  if (block.type === 'article') return articleSnapshotOf(item);
  if (block.type === 'ad') return adSnapshotOf(item);
  return eventSnapshotOf(item);
}

/** A block's worst source state: a deleted item outweighs an archived one, which outweighs a change. */
const WEIGHT: Record<BlockSourceState, number> = { changed: 1, archived: 2, missing: 3 };

/** The feed blocks whose source is no longer what they show, in the document's order. */
export function sourceChanges(document: NewsletterDocument, items: ReadonlyMap<string, FeedItem>): BlockSourceChange[] {
  const found: BlockSourceChange[] = [];
  for (const block of document.blocks) {
    if (!isFeedBlock(block)) continue;
    let worst: BlockSourceState | null = null;
    const ids: string[] = [];
    const changes: string[] = [];
    for (const source of sourcesOf(block)) {
      const item = items.get(source.sourceItemId);
      const state = stateOf(source, item);
      if (state === 'fresh') continue;
      if (worst === null || WEIGHT[state] > WEIGHT[worst]) {
        worst = state;
        ids.length = 0;
      }
      if (state !== worst) continue;
      ids.push(source.sourceItemId);
      if (state === 'changed' && item) {
        for (const label of snapshotChanges(source.snapshot, snapshotFor(block, item)))
          if (!changes.includes(label)) changes.push(label);
      }
    }
    if (worst) found.push({ blockId: block.id, state: worst, sourceItemIds: ids, changes });
  }
  return found;
}

/** The block with each changed source's current snapshot; its id, place, heading and booking stay as they are. */
function refreshed(block: FeedBlock, items: ReadonlyMap<string, FeedItem>, now: string): FeedBlock {
  const update = <S extends Source>(source: S): S => {
    const item = items.get(source.sourceItemId);
    if (!item || stateOf(source, item) !== 'changed') return source;
    return { ...source, snapshot: snapshotFor(block, item), snapshotAt: now, sourceUpdatedAt: item.updatedAt };
  };
  if (block.type === 'events') return { ...block, entries: block.entries.map(update) };
  return update(block);
}

export type RefreshOutcome =
  | { kind: 'conflict'; current: NewsletterRow }
  | { kind: 'done'; row: NewsletterRow; refreshed: string[]; notRefreshed: BlockSourceChange[] };

/**
 * Refreshes the named feed blocks (every changed one when none are named) in one save at `version`. A named block
 * that is not in the document is a 400; one whose source is archived or deleted is left and reported.
 */
export async function refreshBlocks(
  db: Db,
  scope: WorkspaceScope,
  userId: string,
  row: NewsletterRow,
  version: number,
  blockIds: readonly string[] | undefined,
): Promise<RefreshOutcome> {
  if (row.version !== version) return { kind: 'conflict', current: row };
  const present = new Set(row.document.blocks.map((block) => block.id));
  const unknown = blockIds?.findIndex((id) => !present.has(id)) ?? -1;
  if (blockIds && unknown >= 0) {
    throw badRequest(`blockIds.${unknown}: No block with this id in the newsletter`, `blockIds.${unknown}`);
  }
  const items = await loadSourceItems(db, scope, row.document);
  const wanted = blockIds ? new Set(blockIds) : null;
  const changes = sourceChanges(row.document, items).filter((change) => !wanted || wanted.has(change.blockId));
  const refreshable = new Set(changes.filter((c) => c.state === 'changed').map((c) => c.blockId));
  // An events list can have one changed entry and one archived: the changed one is still refreshed.
  for (const block of row.document.blocks) {
    if (block.type !== 'events' || (wanted && !wanted.has(block.id))) continue;
    if (block.entries.some((entry) => stateOf(entry, items.get(entry.sourceItemId)) === 'changed'))
      refreshable.add(block.id);
  }
  const notRefreshed = changes.filter((change) => change.state !== 'changed');
  if (refreshable.size === 0) return { kind: 'done', row, refreshed: [], notRefreshed };

  const now = new Date().toISOString();
  const document: NewsletterDocument = {
    ...row.document,
    blocks: row.document.blocks.map((block) =>
      isFeedBlock(block) && refreshable.has(block.id) ? refreshed(block, items, now) : block,
    ),
  };
  const outcome: SaveOutcome = await saveNewsletter(db, scope, userId, {
    date: row.issueDate,
    title: row.title,
    subject: row.subject,
    preheader: row.preheader,
    document,
    status: row.status === 'scheduled' || row.status === 'planned' ? row.status : 'draft',
    version,
  });
  if (outcome.kind === 'conflict') return { kind: 'conflict', current: outcome.current };
  return { kind: 'done', row: outcome.row, refreshed: [...refreshable], notRefreshed };
}
