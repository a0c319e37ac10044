import type { WorkspaceScope } from '../../authz/workspace-scope';
import type { Db } from '../../db/client';
import { absoluteHttpUrl } from '../../integrations/feeds/item-fields';
import { finishReadFeed } from '../../integrations/feeds/parse';
import type { FeedEntry, NormalizedFeedItem, ParsedFeed, ReadFeed } from '../../integrations/feeds/types';
import { clampKey, dedupeKeyOf } from '../../lib/dedupe-key';
import { finishFeedEntriesOffThread } from '../../workers/sanitize-pool';
import { findKnownKeys, type ImportedFeedItem, storeFeedItems } from '../feeds/store-items';

/**
 * Importing a feed's items: entries the workspace already holds are dropped before anything is sanitised, the rest
 * are finished in batches, on the sanitiser workers (one message a batch) and, while it would only wait, on this
 * thread, as the previous batch is written: the database and the sanitising run side by side.
 */

/** Entries per worker message: few enough hops, and batches small enough to overlap the writes. */
const BATCH_ITEMS = 250;
/** Rows per write (one INSERT and one commit): each commit waits for the disk, so not one per batch. */
const WRITE_ROWS = 1_000;
/** Markup per batch: a batch of long articles must finish far inside the pool's budget, and not hold the event loop. */
const BATCH_CHARS = 256_000;
/** Batches handed to the pool ahead of the one being written: keeps the workers busy without monopolising them. */
const LOOKAHEAD = 2;

export interface ImportTarget {
  fetcherId: string | null;
  /** The items' source; the feed's title when not given. */
  source?: string;
}

/** The feed_items row of one finished item of type rss. */
export function rssItemRow(item: NormalizedFeedItem, feedTitle: string, target: ImportTarget): ImportedFeedItem {
  return {
    feedType: 'rss',
    feedStatus: 'active',
    title: item.title,
    summary: item.summary,
    content: item.content,
    contentText: item.contentText,
    link: item.link,
    imageUrl: item.imageUrl,
    author: item.author,
    publishedAt: item.publishedAt,
    source: target.source ?? feedTitle,
    guid: item.guid,
    dedupeKey: dedupeKeyOf(item),
    fetcherId: target.fetcherId,
  };
}

/** feed_items rows of type rss for one parsed feed; the feed's title is each item's source. */
export function rssItemRows(feed: ParsedFeed, target: ImportTarget): ImportedFeedItem[] {
  return feed.items.map((item) => rssItemRow(item, feed.title, target));
}

/**
 * The key the entry will be stored under, when it is known before finishing: the guid, else the link, resolved
 * exactly as finishItem resolves them (so it equals dedupeKeyOf of the finished item). Entries with neither are
 * keyed by their text, which only finishing gives.
 */
function keyBeforeFinishing(entry: FeedEntry, feedUrl: string): string | undefined {
  const guid = entry.raw.guid?.trim();
  if (guid) return clampKey(guid);
  const link = absoluteHttpUrl(entry.raw.link, entry.xmlBase ?? feedUrl);
  return link ? clampKey(link) : undefined;
}

function batchesOf(entries: FeedEntry[]): FeedEntry[][] {
  const batches: FeedEntry[][] = [];
  let current: FeedEntry[] = [];
  let chars = 0;
  for (const entry of entries) {
    const size = (entry.raw.contentHtml?.length ?? 0) + (entry.raw.description?.length ?? 0);
    if (current.length > 0 && (current.length >= BATCH_ITEMS || chars + size > BATCH_CHARS)) {
      batches.push(current);
      current = [];
      chars = 0;
    }
    current.push(entry);
    chars += size;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

/**
 * One batch finished on a worker. When the workers cannot take it (none could start, or the batch overran the time
 * budget) it is finished here instead, as every feed was before the workers took this work: an item is never lost
 * to the pool's state.
 */
async function finishBatch(feed: ReadFeed, entries: FeedEntry[], now: Date): Promise<NormalizedFeedItem[]> {
  try {
    return await finishFeedEntriesOffThread(entries, feed.feedUrl, now);
  } catch {
    return finishReadFeed({ ...feed, entries }, now).items;
  }
}

/** Writes in flight at once (each on its own connection). */
const WRITERS = 2;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Batches finished in order for the writer: the front ones by the workers (a few ahead), and, whenever the event loop
 * would only wait (for a worker or a write), the last ones not yet handed out on this thread, one batch at a time with
 * a turn of the event loop between. The workers run at a low priority (0006), so on a busy machine this thread does
 * a fair share instead of waiting on them; each batch blocks the event loop for a few tens of milliseconds at most.
 */
function finishInTurn(
  batches: FeedEntry[][],
  offThread: (entries: FeedEntry[]) => Promise<NormalizedFeedItem[]>,
  here: (entries: FeedEntry[]) => NormalizedFeedItem[],
) {
  const results: Promise<NormalizedFeedItem[]>[] = [];
  const keep = (index: number, promise: Promise<NormalizedFeedItem[]>) => {
    // A batch whose turn never comes (an earlier write failed) must not become an unhandled rejection.
    promise.catch(() => undefined);
    results[index] = promise;
  };
  let front = 0;
  let back = batches.length;
  const handOut = (upTo: number) => {
    for (; front < back && front <= upTo; front++) keep(front, offThread(batches[front] ?? []));
  };
  async function whileWaiting<T>(work: Promise<T>): Promise<T> {
    let settled = false;
    work.then(
      () => {
        settled = true;
      },
      () => {
        settled = true;
      },
    );
    await nextTurn();
    while (!settled && back > front) {
      back--;
      const entries = batches[back] ?? [];
      try {
        keep(back, Promise.resolve(here(entries)));
      } catch (err) {
        keep(back, Promise.reject(err));
      }
      await nextTurn();
    }
    return work;
  }
  return {
    whileWaiting,
    async next(index: number): Promise<NormalizedFeedItem[]> {
      handOut(index + LOOKAHEAD);
      return whileWaiting(results[index] ?? Promise.resolve([]));
    },
  };
}

/**
 * Stores the feed's items that are new to the workspace, with the given tags; returns how many were new. Items the
 * workspace holds (same dedupe key, see lib/dedupe-key.ts) are left untouched and are not sanitised again.
 */
export async function importFeedItems(
  db: Db,
  scope: WorkspaceScope,
  feed: ReadFeed,
  target: ImportTarget,
  tagIds: readonly string[] = [],
): Promise<number> {
  const now = new Date();
  // One entry per key, the first one: the same rule storeFeedItems applies to finished rows.
  const seen = new Set<string>();
  const candidates: { entry: FeedEntry; key?: string }[] = [];
  for (const entry of feed.entries) {
    const key = keyBeforeFinishing(entry, feed.feedUrl);
    if (key !== undefined) {
      if (seen.has(key)) continue;
      seen.add(key);
    }
    candidates.push({ entry, key });
  }
  const known = await findKnownKeys(db, scope, [...seen]);
  const fresh = candidates.filter(({ key }) => key === undefined || !known.has(key)).map(({ entry }) => entry);
  // Every key looked up above and not found: the store need not look them up again.
  const checked = new Set([...seen].filter((key) => !known.has(key)));

  const batches = batchesOf(fresh);
  const finished = finishInTurn(
    batches,
    (entries) => finishBatch(feed, entries, now),
    (entries) => finishReadFeed({ ...feed, entries }, now).items,
  );
  // Two writes at a time: one INSERT keeps one PostgreSQL backend busy, and it is the longest step.
  const writes: Promise<number>[] = [];
  const inFlight: Promise<number>[] = [];
  // Keys of rows already handed to a write: a text-keyed repeat in a later write must not race the first copy.
  const written = new Set<string>();
  let rows: ImportedFeedItem[] = [];
  for (let i = 0; i < batches.length; i++) {
    const items = await finished.next(i);
    for (const item of items) {
      const row = rssItemRow(item, feed.title, target);
      if (written.has(row.dedupeKey as string)) continue;
      written.add(row.dedupeKey as string);
      rows.push(row);
    }
    if (rows.length < WRITE_ROWS && i < batches.length - 1) continue;
    const write = storeFeedItems(db, scope, rows, tagIds, checked);
    write.catch(() => undefined); // awaited below; a failure must not go unhandled meanwhile
    writes.push(write);
    inFlight.push(write);
    rows = [];
    const oldest = inFlight.length >= WRITERS ? inFlight.shift() : undefined;
    if (oldest) await finished.whileWaiting(oldest);
  }
  const imported = (await finished.whileWaiting(Promise.all(writes))).reduce((sum, n) => sum + n, 0);
  return imported;
}
