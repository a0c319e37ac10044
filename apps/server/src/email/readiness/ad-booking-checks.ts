import type { AdBookingStatus, Block, BlockOfType, ReadinessCheck } from '@newsletter-os/contracts';
import type { RenderableNewsletter } from '../context';

// Checks that tie the issue's ad blocks to the ad bookings of its day (issue 20, placement).

/** A booking as the checks see it: the issue day's bookings and those the ad blocks name. */
export interface AdBookingState {
  id: string;
  /** "Presenting sponsor — Joe's Pizza" (product — advertiser). */
  label: string;
  status: AdBookingStatus;
  /** Its issue days, YYYY-MM-DD, ascending. */
  dates: string[];
}

/** Bookings the issue of their day must carry: sold and not yet run. */
const TO_PLACE: readonly AdBookingStatus[] = ['confirmed', 'placed'];
const ENDED: readonly AdBookingStatus[] = ['cancelled', 'refunded', 'expired'];
const ENDED_WORD: Partial<Record<AdBookingStatus, string>> = {
  cancelled: 'was cancelled',
  refunded: 'was refunded',
  expired: 'expired unpaid',
};

const adBlocks = (blocks: readonly Block[]) =>
  blocks.filter((block): block is BlockOfType<'ad'> => block.type === 'ad');

const listOf = (days: readonly string[]) =>
  days.length > 1 ? `${days.slice(0, -1).join(', ')} and ${days.at(-1)}` : (days[0] ?? '');

export function adBookingChecks(
  newsletter: RenderableNewsletter,
  bookings: readonly AdBookingState[],
): ReadinessCheck[] {
  const blocks = adBlocks(newsletter.document.blocks);
  const byId = new Map(bookings.map((booking) => [booking.id, booking]));
  const carried = new Set(blocks.flatMap((block) => (block.bookingId ? [block.bookingId] : [])));
  const checks: ReadinessCheck[] = [];

  for (const booking of bookings) {
    if (!TO_PLACE.includes(booking.status) || !booking.dates.includes(newsletter.issueDate)) continue;
    if (carried.has(booking.id)) continue;
    checks.push({
      id: 'ad-booking-missing',
      severity: 'error',
      message: `${booking.label} is booked for this issue but not in it. Place it from "Booked ads for this issue", or cancel the booking in Ad sales.`,
      blockIds: [],
    });
  }

  for (const block of blocks) {
    if (!block.bookingId) continue;
    const booking = byId.get(block.bookingId);
    const message = !booking
      ? 'An ad block names a booking that does not exist. Remove the block, or place a current booking instead.'
      : ENDED.includes(booking.status)
        ? `${booking.label} ${ENDED_WORD[booking.status]}: it must not run. Remove its ad block.`
        : !booking.dates.includes(newsletter.issueDate)
          ? `${booking.label} is booked for ${listOf(booking.dates)}, not for this issue. Remove its ad block, or move the block to the issue of its day.`
          : null;
    if (message) checks.push({ id: 'ad-booking-mismatch', severity: 'error', message, blockIds: [block.id] });
  }

  const unbooked = blocks.filter((block) => !block.bookingId);
  if (unbooked.length > 0) {
    checks.push({
      id: 'ad-without-booking',
      severity: 'warning',
      message: `${unbooked.length === 1 ? '1 ad block has' : `${unbooked.length} ad blocks have`} no booking, so ${unbooked.length === 1 ? 'it is' : 'they are'} not tracked in Ad sales. Place booked ads from "Booked ads for this issue".`,
      blockIds: unbooked.map((block) => block.id),
    });
  }
  return checks;
}
