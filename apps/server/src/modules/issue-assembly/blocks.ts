import {
  type AdPosition,
  type Block,
  type BlockOfType,
  EVENTS_BLOCK_MAX,
  type FeedItem,
  markdownToBlocks,
} from '@newsletter-os/contracts';

// The blocks an assembly adds: the same cards the builder makes from a content-manager item (its id, a snapshot of
// what it showed), laid out as the standard issue: intro, stories, events, with booked ads at their positions.

export const STORIES_HEADING = 'Top stories';
export const EVENTS_HEADING = 'Coming up';

/** Text for a snapshot: the document refuses markup in plain-text fields. */
function plain(value: string | null | undefined, max: number): string | undefined {
  if (!value) return undefined;
  const text = value
    .replace(/<[^>]*>/g, ' ')
    .replace(/<(?=[A-Za-z/!?])/g, '‹')
    .replace(/\s+/g, ' ')
    .trim();
  return text ? text.slice(0, max) : undefined;
}

const isHttpUrl = (value: string | null | undefined): value is string => !!value && /^https?:\/\/\S+$/i.test(value);
const optional = (value: string | null | undefined) => (value ? value : undefined);

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

function sourceOf(item: FeedItem, now: string) {
  return { contentType: 'feed' as const, sourceItemId: item.id, snapshotAt: now, sourceUpdatedAt: item.updatedAt };
}

function baseSnapshot(item: FeedItem) {
  return {
    title: plain(item.title, 500) ?? 'Untitled',
    summary: plain(item.summary, 5_000),
    imageUrl: imageOf(item),
    link: linkOf(item),
  };
}

export function articleBlock(item: FeedItem, id: string, now: string): BlockOfType<'article'> {
  const feedType =
    item.feedType === 'rss' || item.feedType === 'original' || item.feedType === 'ugc' ? item.feedType : undefined;
  return {
    id,
    type: 'article',
    ...sourceOf(item, now),
    snapshot: {
      ...baseSnapshot(item),
      feedType,
      author: plain(item.author, 200),
      publishedAt: optional(item.publishedAt),
    },
  };
}

function eventSnapshot(item: FeedItem): BlockOfType<'event'>['snapshot'] {
  return {
    ...baseSnapshot(item),
    startsAt: optional(item.eventStartsAt),
    endsAt: optional(item.eventEndsAt),
    venue: plain(item.venue, 300),
    address: plain(item.address, 500),
  };
}

export function adBlock(bookingId: string, item: FeedItem, id: string, now: string): BlockOfType<'ad'> {
  return {
    id,
    type: 'ad',
    ...sourceOf(item, now),
    bookingId,
    snapshot: {
      ...baseSnapshot(item),
      startDate: optional(item.adStartsAt),
      endDate: optional(item.adEndsAt),
      businessName: plain(item.company?.name, 200),
    },
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
    entries: events
      .slice(0, EVENTS_BLOCK_MAX)
      .map((item) => ({ ...sourceOf(item, now), snapshot: eventSnapshot(item) })),
  };
  const rest = events
    .slice(EVENTS_BLOCK_MAX)
    .map((item): Block => ({ id: nextId(), type: 'event', ...sourceOf(item, now), snapshot: eventSnapshot(item) }));
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
      const entries = events.slice(0, room).map((item) => ({ ...sourceOf(item, now), snapshot: eventSnapshot(item) }));
      blocks[listIndex] = { ...list, entries: [...list.entries, ...entries] };
      events = events.slice(room);
    }
    if (events.length) {
      const lastEvent = lastIndexOf(blocks, (block) => block.type === 'event' || block.type === 'events');
      const added: Block[] =
        lastEvent >= 0
          ? events.map((item) => ({
              id: nextId(),
              type: 'event',
              ...sourceOf(item, now),
              snapshot: eventSnapshot(item),
            }))
          : [
              ...heading(EVENTS_HEADING),
              {
                id: nextId(),
                type: 'events',
                contentType: 'feed',
                entries: events
                  .slice(0, EVENTS_BLOCK_MAX)
                  .map((item) => ({ ...sourceOf(item, now), snapshot: eventSnapshot(item) })),
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
