import type { Block, InlineNode, ReadinessCheck } from '@newsletter-os/contracts';
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
  const outside = newsletter.document.blocks.filter((block): block is Extract<Block, { type: 'ad' }> => {
    if (block.type !== 'ad') return false;
    // A booked ad runs on its booking's days (calendar dates in the newsletter's zone), checked against the issue
    // by the booking checks; its creative's moments are not the booking and must not refuse it a second time.
    if (block.bookingId) return false;
    const { startDate, endDate } = block.snapshot;
    if (startDate && newsletter.issueDate < dayIn(startDate, timeZone)) return true;
    return endDate !== undefined && newsletter.issueDate > dayIn(endDate, timeZone);
  });
  // Only ads placed without a booking are left here: their dates are run dates (set on the ad), not booked ones.
  return found(
    {
      id: 'ad-out-of-dates',
      severity: 'error',
      message: `${plural(outside.length, 'ad is', 'ads are')} outside ${outside.length === 1 ? 'its' : 'their'} run dates on the issue date.`,
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

/** The subject and the preview text are what the inbox shows before anyone opens the email. */
export function emptyEnvelopeChecks(newsletter: RenderableNewsletter): ReadinessCheck[] {
  const checks: ReadinessCheck[] = [];
  if (newsletter.subject.trim() === '') {
    checks.push({
      id: 'empty-subject',
      severity: 'warning',
      message: newsletter.title.trim()
        ? `The subject line is empty: the email goes out with the title "${newsletter.title.trim()}" as its subject.`
        : 'The subject line is empty: write what readers see first in their inbox.',
      blockIds: [],
    });
  }
  if (newsletter.preheader.trim() === '') {
    checks.push({
      id: 'empty-preheader',
      severity: 'warning',
      message: 'The preview text is empty: inboxes show the first words of the email beside the subject instead.',
      blockIds: [],
    });
  }
  return checks;
}

/** Link texts that say nothing about where they go once read out of context (a screen reader's list of links). */
const VAGUE_LINK_TEXTS = new Set([
  'click here',
  'click',
  'here',
  'read more',
  'more',
  'learn more',
  'more info',
  'find out more',
  'continue reading',
  'see more',
  'this',
  'this link',
  'link',
  'go',
]);

function isVague(text: string): boolean {
  return VAGUE_LINK_TEXTS.has(
    text
      .toLowerCase()
      .replace(/[.…:!?»›→>\s]+$/u, '')
      .replace(/\s+/g, ' ')
      .trim(),
  );
}

/** The text of each link in inline content (consecutive nodes with the same link are one link, as rendered). */
function linkTexts(content: readonly InlineNode[]): string[] {
  const texts: string[] = [];
  let previous: string | null = null;
  for (const node of content) {
    const href = node.type === 'text' ? (node.marks?.find((mark) => mark.type === 'link')?.attrs.href ?? null) : null;
    if (href !== null && href === previous && node.type === 'text') texts[texts.length - 1] += node.text;
    else if (href !== null && node.type === 'text') texts.push(node.text);
    previous = href;
  }
  return texts;
}

function blockLinkTexts(block: Block): string[] {
  if (block.type === 'button') return [block.label];
  if (block.type === 'ul' || block.type === 'ol') return block.items.flatMap((item) => linkTexts(item.content));
  if ('content' in block && block.type !== 'code') return linkTexts(block.content);
  return [];
}

export function vagueLinkTextChecks(blocks: readonly Block[]): ReadinessCheck[] {
  const vague = blocks.filter((block) => blockLinkTexts(block).some(isVague));
  const count = blocks.flatMap((block) => blockLinkTexts(block).filter(isVague)).length;
  return found(
    {
      id: 'vague-link-text',
      severity: 'warning',
      message: `${plural(count, 'link says', 'links say')} only "click here" or "read more". Name where it goes: screen readers list links without the text around them.`,
    },
    vague,
  );
}
