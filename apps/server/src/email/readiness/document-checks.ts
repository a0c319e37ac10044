import type { Block, ReadinessCheck } from '@newsletter-os/contracts';
import { isEmptyBlock } from '../blocks';
import type { RenderableNewsletter } from '../context';

// Checks read from the newsletter's blocks: what the author can fix in the builder, tied to the blocks.

/** The content manager's current state of an item a feed block was made from. */
export interface FeedItemState {
  updatedAt: string;
  archived: boolean;
}

/** The calendar day (YYYY-MM-DD) of an ISO timestamp in a time zone; a bare date stays as it is. */
export function dayIn(value: string, timeZone: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(value),
  );
}

function found(check: Omit<ReadinessCheck, 'blockIds'>, blocks: readonly Block[]): ReadinessCheck[] {
  return blocks.length === 0 ? [] : [{ ...check, blockIds: blocks.map((block) => block.id) }];
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export function emptyBlockChecks(blocks: readonly Block[]): ReadinessCheck[] {
  const empty = blocks.filter(isEmptyBlock);
  return found(
    {
      id: 'empty-blocks',
      severity: 'warning',
      message: `${plural(empty.length, 'block is', 'blocks are')} empty and will not show in the email.`,
    },
    empty,
  );
}

export function imageAltChecks(blocks: readonly Block[]): ReadinessCheck[] {
  const missing = blocks.filter(
    (block) =>
      (block.type === 'image' && !block.decorative && block.alt.trim() === '') ||
      (block.type === 'gif' && block.alt.trim() === ''),
  );
  return found(
    {
      id: 'image-alt',
      severity: 'error',
      message: `${plural(missing.length, 'image has', 'images have')} no alt text. Describe it, or mark it decorative.`,
    },
    missing,
  );
}

export function eventEndedChecks(newsletter: RenderableNewsletter, timeZone: string): ReadinessCheck[] {
  const ended = newsletter.document.blocks.filter((block) => {
    const snapshots =
      block.type === 'event'
        ? [block.snapshot]
        : block.type === 'events'
          ? block.entries.map((entry) => entry.snapshot)
          : [];
    return snapshots.some((snapshot) => {
      const end = snapshot.endsAt ?? snapshot.startsAt;
      return end !== undefined && dayIn(end, timeZone) < newsletter.issueDate;
    });
  });
  return found(
    {
      id: 'event-ended',
      severity: 'error',
      message: `${plural(ended.length, 'event block has an event that ends', 'event blocks have events that end')} before the issue date.`,
    },
    ended,
  );
}

export function adDateChecks(newsletter: RenderableNewsletter, timeZone: string): ReadinessCheck[] {
  const outside = newsletter.document.blocks.filter((block) => {
    if (block.type !== 'ad') return false;
    const { startDate, endDate } = block.snapshot;
    if (startDate && newsletter.issueDate < dayIn(startDate, timeZone)) return true;
    return endDate !== undefined && newsletter.issueDate > dayIn(endDate, timeZone);
  });
  return found(
    {
      id: 'ad-out-of-dates',
      severity: 'error',
      message: `${plural(outside.length, 'ad runs', 'ads run')} outside ${outside.length === 1 ? 'its' : 'their'} booked dates on the issue date.`,
    },
    outside,
  );
}

export function feedChangedChecks(
  blocks: readonly Block[],
  feedItems: ReadonlyMap<string, FeedItemState>,
): ReadinessCheck[] {
  const stale = blocks.filter((block) => {
    const sources =
      block.type === 'article' || block.type === 'event' || block.type === 'ad'
        ? [block]
        : block.type === 'events'
          ? block.entries
          : [];
    return sources.some((source) => {
      const item = feedItems.get(source.sourceItemId);
      // An item that is gone (deleted or in another workspace) counts as changed too.
      if (!item) return true;
      return item.archived || Date.parse(item.updatedAt) > Date.parse(source.sourceUpdatedAt);
    });
  });
  return found(
    {
      id: 'feed-changed',
      severity: 'warning',
      message: `${plural(stale.length, 'feed block was', 'feed blocks were')} changed or archived in the content manager since ${stale.length === 1 ? 'it was' : 'they were'} added. Refresh to use the current version.`,
    },
    stale,
  );
}
