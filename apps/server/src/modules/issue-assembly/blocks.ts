import {
  type AdPosition,
  adSnapshotOf,
  articleSnapshotOf,
  type Block,
  type BlockOfType,
  EVENTS_BLOCK_MAX,
  eventSnapshotOf,
  type FeedItem,
  markdownToBlocks,
} from '@newsletter-os/contracts';

// The blocks an assembly adds: the same cards the builder makes from a content-manager item (its id, a snapshot of
// what it showed), laid out as the standard issue: intro, stories, events, with booked ads at their positions.

export const STORIES_HEADING = 'Top stories';
export const EVENTS_HEADING = 'Coming up';

function sourceOf(item: FeedItem, now: string) {
  return { contentType: 'feed' as const, sourceItemId: item.id, snapshotAt: now, sourceUpdatedAt: item.updatedAt };
}

const eventEntry = (item: FeedItem, now: string) => ({ ...sourceOf(item, now), snapshot: eventSnapshotOf(item) });
const eventCard = (item: FeedItem, id: string, now: string): Block => ({ id, type: 'event', ...eventEntry(item, now) });

export function articleBlock(item: FeedItem, id: string, now: string): BlockOfType<'article'> {
  return {
    id,
    type: 'article',
    ...sourceOf(item, now),
    snapshot: articleSnapshotOf(item),
  };
}

export function adBlock(bookingId: string, item: FeedItem, id: string, now: string): BlockOfType<'ad'> {
  return {
    id,
    type: 'ad',
    ...sourceOf(item, now),
    bookingId,
    snapshot: adSnapshotOf(item),
  };
}

export interface AssemblyAdditions {
  intro?: string;
  articles: FeedItem[];
  events: FeedItem[];
  ads: { bookingId: string; position: AdPosition; creative: FeedItem }[];
}

/** One events list of the first EVENTS_BLOCK_MAX events, the rest as event cards after it. */
export function eventsListBlocks(events: readonly FeedItem[], nextId: () => string, now: string): Block[] {
  const list: Block = {
    id: nextId(),
    type: 'events',
    contentType: 'feed',
    entries: events.slice(0, EVENTS_BLOCK_MAX).map((item) => eventEntry(item, now)),
  };
  const rest = events.slice(EVENTS_BLOCK_MAX).map((item) => eventCard(item, nextId(), now));
  return [list, ...rest];
}

const lastIndexOf = (blocks: readonly Block[], test: (block: Block) => boolean) => {
  for (let index = blocks.length - 1; index >= 0; index--) if (test(blocks[index] as Block)) return index;
  return -1;
};

/**
 * The blocks with the additions laid in. An empty issue gets the standard layout (intro, "Top stories",
 * the stories, "Coming up" with one events list); a built one keeps every block where it is: new stories go after
 * its last story, new events into its events list (or after its last event), an intro only when it has no text.
 * Ads go at their product's position: top first, bottom last, middle halfway down (any: after the stories).
 */
export function layOut(existing: readonly Block[], add: AssemblyAdditions, nextId: () => string, now: string): Block[] {
  const blocks = [...existing];
  const heading = (text: string) => markdownToBlocks(`## ${text}`, () => nextId()) as Block[];

  if (add.intro?.trim() && !blocks.some((block) => block.type === 'paragraph')) {
    blocks.unshift(...(markdownToBlocks(add.intro, () => nextId()) as Block[]));
  }

  if (add.articles.length) {
    const cards = add.articles.map((item) => articleBlock(item, nextId(), now));
    const last = lastIndexOf(blocks, (block) => block.type === 'article');
    if (last >= 0) blocks.splice(last + 1, 0, ...cards);
    else {
      const firstEvent = blocks.findIndex((block) => block.type === 'event' || block.type === 'events');
      const at = firstEvent >= 0 ? firstEvent : blocks.length;
      blocks.splice(at, 0, ...heading(STORIES_HEADING), ...cards);
    }
  }

  let events = add.events;
  if (events.length) {
    const listIndex = lastIndexOf(blocks, (block) => block.type === 'events');
    const list = blocks[listIndex];
    if (list?.type === 'events') {
      const room = Math.max(0, EVENTS_BLOCK_MAX - list.entries.length);
      const entries = events.slice(0, room).map((item) => eventEntry(item, now));
      blocks[listIndex] = { ...list, entries: [...list.entries, ...entries] };
      events = events.slice(room);
    }
    if (events.length) {
      const lastEvent = lastIndexOf(blocks, (block) => block.type === 'event' || block.type === 'events');
      const added: Block[] =
        lastEvent >= 0
          ? events.map((item) => eventCard(item, nextId(), now))
          : [
              ...heading(EVENTS_HEADING),
              {
                id: nextId(),
                type: 'events',
                contentType: 'feed',
                entries: events.slice(0, EVENTS_BLOCK_MAX).map((item) => eventEntry(item, now)),
              },
            ];
      blocks.splice(lastEvent >= 0 ? lastEvent + 1 : blocks.length, 0, ...added);
    }
  }

  const byPosition = (position: AdPosition) =>
    add.ads.filter((ad) => ad.position === position).map((ad) => adBlock(ad.bookingId, ad.creative, nextId(), now));
  const afterStories = lastIndexOf(blocks, (block) => block.type === 'article');
  blocks.splice(afterStories >= 0 ? afterStories + 1 : blocks.length, 0, ...byPosition('any'));
  blocks.splice(Math.ceil(blocks.length / 2), 0, ...byPosition('middle'));
  blocks.unshift(...byPosition('top'));
  blocks.push(...byPosition('bottom'));
  return blocks;
}
