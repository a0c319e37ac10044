import type { AdBooking, AdBookingStatus } from '@newsletter-os/contracts';
import { BarChart3, CalendarX, ImagePlus } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../shared/api/errors';
import { showSuccess } from '../../shared/toast';
import { Badge, type BadgeTone } from '../../shared/ui/Badge';
import { Button } from '../../shared/ui/Button';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { LoadingState } from '../../shared/ui/Spinner';
import { EmptyState, ErrorState } from '../../shared/ui/States';
import { formatPrice, useAdBookings, useCancelBooking } from './api';
import { CreativeDialog } from './CreativeDialog';
import { addDays, BOOKING_WINDOW_DAYS, localDay, shortDay } from './dates';
import { PaymentFlag } from './PaymentFlag';
import { ReportDialog } from './ReportDialog';

const statusTones: Record<AdBookingStatus, BadgeTone> = {
  held: 'gray',
  confirmed: 'indigo',
  placed: 'indigo',
  ran: 'green',
  reported: 'green',
  cancelled: 'red',
  refunded: 'red',
  expired: 'gray',
};
const CANCELLABLE: AdBookingStatus[] = ['held', 'confirmed', 'placed'];
/** Bookings whose ad went out: their report has figures (or says why not). */
const REPORTABLE: AdBookingStatus[] = ['ran', 'reported'];

/** The bookings with a day from two weeks ago to eight weeks ahead, each cancellable until it runs. */
export function BookingsList({ workspaceId }: { workspaceId: string }) {
  const today = localDay();
  const bookings = useAdBookings(workspaceId, addDays(today, -14), addDays(today, BOOKING_WINDOW_DAYS));
  const cancel = useCancelBooking(workspaceId);
  const [cancelling, setCancelling] = useState<AdBooking | null>(null);
  const [reporting, setReporting] = useState<AdBooking | null>(null);
  const [choosingAd, setChoosingAd] = useState<AdBooking | null>(null);

  const confirmCancel = () => {
    if (!cancelling) return;
    cancel.mutate(cancelling.id, {
      onSuccess: ({ message }) => {
        showSuccess(`${message}: its days are free again`);
        setCancelling(null);
      },
    });
  };

  const list = [...(bookings.data ?? [])].sort((x, y) => (x.dates[0] ?? '').localeCompare(y.dates[0] ?? ''));
  return (
    <section aria-labelledby="bookings-heading" className="flex flex-col gap-3">
      <h2 id="bookings-heading" className="text-base font-semibold text-gray-900">
        Bookings
      </h2>
      {bookings.isPending ? (
        <LoadingState label="Loading bookings…" />
      ) : bookings.isError ? (
        <ErrorState message={errorMessage(bookings.error)} onRetry={() => bookings.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState icon={CalendarX} title="No bookings yet" description="Ads you book appear here by issue day." />
      ) : (
        <ul aria-label="Bookings" className="flex flex-col gap-2">
          {list.map((booking) => (
            <li
              key={booking.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-gray-200 bg-white p-4"
            >
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-gray-900">
                  {booking.businessCompanyName} — {booking.productName}
                  <Badge tone={statusTones[booking.status]}>{booking.status}</Badge>
                </p>
                <p className="mt-1 text-sm text-gray-600">
                  {booking.dates.map(shortDay).join(', ')} · {formatPrice(booking.amountCents, booking.currency)}
                  {booking.status === 'confirmed' && !booking.feedItemId ? ' · No ad yet' : null}
                </p>
                <PaymentFlag workspaceId={workspaceId} booking={booking} />
              </div>
              <div className="flex flex-wrap gap-2">
                {REPORTABLE.includes(booking.status) ? (
                  <Button
                    variant="secondary"
                    aria-label={`Report for ${booking.businessCompanyName}`}
                    onClick={() => setReporting(booking)}
                  >
                    <BarChart3 aria-hidden className="size-4" />
                    Report
                  </Button>
                ) : null}
                {booking.status === 'confirmed' ? (
                  <Button
                    variant="secondary"
                    aria-label={`${booking.feedItemId ? 'Change ad' : 'Choose ad'} for ${booking.businessCompanyName}`}
                    onClick={() => setChoosingAd(booking)}
                  >
                    <ImagePlus aria-hidden className="size-4" />
                    {booking.feedItemId ? 'Change ad' : 'Choose ad'}
                  </Button>
                ) : null}
                {CANCELLABLE.includes(booking.status) ? (
                  <Button variant="secondary" onClick={() => setCancelling(booking)}>
                    Cancel booking
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      {choosingAd ? (
        <CreativeDialog workspaceId={workspaceId} booking={choosingAd} onClose={() => setChoosingAd(null)} />
      ) : null}
      {reporting ? (
        <ReportDialog workspaceId={workspaceId} booking={reporting} onClose={() => setReporting(null)} />
      ) : null}
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => (open ? undefined : setCancelling(null))}
        title="Cancel this booking?"
        confirmLabel="Cancel booking"
        pendingLabel="Cancelling…"
        pending={cancel.isPending}
        onConfirm={confirmCancel}
      >
        {cancelling?.businessCompanyName}’s {cancelling?.productName} on {cancelling?.dates.map(shortDay).join(', ')}{' '}
        will be cancelled and the days offered again. A booking paid online is refunded in full.
      </ConfirmDialog>
    </section>
  );
}
