import type { AdBookingStatus, IssueAdBooking } from '@newsletter-os/contracts';
import { Check } from 'lucide-react';
import { useId, useMemo } from 'react';
import { errorMessage } from '../../../shared/api/errors';
import { Badge } from '../../../shared/ui/Badge';
import { Button } from '../../../shared/ui/Button';
import { Spinner } from '../../../shared/ui/Spinner';
import { ErrorState } from '../../../shared/ui/States';
import { useIssueAdBookings } from '../api';
import { bookedAdBlock, placementIndex } from '../document/ad-placement';
import { focusBlock } from '../inserter';
import { useBuilderStore } from '../store';

/** Bookings the issue can still take: sold and not yet run. */
const PLACEABLE: readonly AdBookingStatus[] = ['confirmed', 'placed'];

const labelOf = (booking: IssueAdBooking) => `${booking.productName} — ${booking.businessCompanyName}`;

/** The booking ids the issue's ad blocks carry right now (saved or not). */
function useBookingIdsInIssue(): Set<string> {
  const blocks = useBuilderStore((state) => state.blocks);
  return useMemo(
    () =>
      new Set(
        Object.values(blocks).flatMap((block) => (block.type === 'ad' && block.bookingId ? [block.bookingId] : [])),
      ),
    [blocks],
  );
}

/** Inserts the booking's creative at its product's position and moves focus into it. */
function place(booking: IssueAdBooking) {
  if (!booking.creative) return;
  const store = useBuilderStore.getState();
  const cursor = store.activeBlockId ? store.order.indexOf(store.activeBlockId) : -1;
  const block = bookedAdBlock(booking.id, booking.creative, booking.dates);
  store.insertBlocks([block], placementIndex(booking.position, store.order.length, cursor >= 0 ? cursor : null));
  store.announce(`${labelOf(booking)} placed`);
  focusBlock(block.id);
}

/**
 * "Booked ads for this issue": the issue day's sold bookings, each placed with one click at its product's position.
 * Saving the issue marks them placed in Ad sales; the readiness checks report a booking left out.
 */
export function BookedAdsPanel({ workspaceId, date }: { workspaceId: string; date: string }) {
  const headingId = useId();
  const query = useIssueAdBookings(workspaceId, date);
  const inIssue = useBookingIdsInIssue();

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-gray-200 bg-white px-4 py-3">
      <h2 id={headingId} className="text-sm font-semibold text-gray-900">
        Booked ads for this issue
      </h2>
      {query.isPending ? (
        <p className="mt-2 flex items-center gap-2 text-sm text-gray-600">
          <Spinner />
          Loading booked ads...
        </p>
      ) : query.isError ? (
        <div className="mt-2">
          <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
        </div>
      ) : query.data.length === 0 ? (
        <p className="mt-1 text-sm text-gray-600">No ads booked for this day</p>
      ) : (
        <ul className="mt-1 divide-y divide-gray-100">
          {query.data.map((booking) => (
            <BookingRow key={booking.id} booking={booking} placed={inIssue.has(booking.id)} />
          ))}
        </ul>
      )}
    </section>
  );
}

function BookingRow({ booking, placed }: { booking: IssueAdBooking; placed: boolean }) {
  const label = labelOf(booking);
  // Per issue: a booking counts as placed here once this issue carries it (before the save reaches Ad sales).
  const status = placed ? 'placed' : booking.status === 'placed' ? 'confirmed' : booking.status;
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2">
      <p className="min-w-0 text-sm text-gray-900">
        <span className="font-medium">{label}</span>
        <span className="text-gray-600">, {status}</span>
      </p>
      {placed ? (
        <Badge tone="green">
          <Check aria-hidden="true" className="mr-1 size-3.5" />
          Placed
        </Badge>
      ) : !PLACEABLE.includes(booking.status) ? null : booking.creative ? (
        <Button
          variant="secondary"
          className="px-3 py-1.5"
          aria-label={`Place ${label}`}
          onClick={() => place(booking)}
        >
          Place
        </Button>
      ) : (
        <p className="text-sm text-gray-600">No ad chosen for this booking yet, so it cannot be placed</p>
      )}
    </li>
  );
}
