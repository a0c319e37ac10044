import type { AdPosition, BlockOfType, FeedItem } from '@newsletter-os/contracts';
import { feedBlockOf, newBlockId } from './block-factory';

/**
 * Where a booked ad goes in the issue, by its product's position: top = the first block, bottom = the last,
 * middle = halfway down, any = right after the block being edited (or at the end when none is).
 */
export function placementIndex(position: AdPosition, blockCount: number, cursorIndex: number | null): number {
  switch (position) {
    case 'top':
      return 0;
    case 'bottom':
      return blockCount;
    case 'middle':
      return Math.ceil(blockCount / 2);
    default:
      return cursorIndex === null ? blockCount : Math.min(cursorIndex + 1, blockCount);
  }
}

/**
 * The ad block of a booking: its creative's card, carrying the booking's id so saving marks it placed. It runs on
 * the booking's days, calendar dates in the newsletter's zone, not on the creative's moments.
 */
export function bookedAdBlock(
  bookingId: string,
  creative: FeedItem,
  dates: readonly string[] = [],
  id = newBlockId(),
): BlockOfType<'ad'> {
  // A booking's creative is an ad item (the server checks it when booking), so this is always an ad card.
  const block = feedBlockOf({ ...creative, feedType: 'ads' }, id) as BlockOfType<'ad'>;
  const [first, last] = [dates[0], dates.at(-1)];
  const snapshot = first && last ? { ...block.snapshot, startDate: first, endDate: last } : block.snapshot;
  return { ...block, snapshot, bookingId };
}
