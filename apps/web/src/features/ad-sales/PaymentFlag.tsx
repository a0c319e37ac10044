import { type AdBooking, formatMoney } from '@newsletter-os/contracts';
import { AlertTriangle, RotateCcw } from 'lucide-react';
import { errorMessage } from '../../shared/api/errors';
import { showSuccess } from '../../shared/toast';
import { Button } from '../../shared/ui/Button';
import { useRetryRefund } from './api';

/**
 * What staff must act on in a self-serve booking's payment: Stripe reported another sum than the booking's
 * (nothing was confirmed), or a refund that failed and is still owed ("Refund failed — retry"). Nothing otherwise.
 */
export function PaymentFlag({ workspaceId, booking }: { workspaceId: string; booking: AdBooking }) {
  const retry = useRetryRefund(workspaceId);
  const payment = booking.payment;
  if (!payment) return null;
  if (payment.status === 'mismatch') {
    const paid =
      payment.paidAmountCents !== null && payment.paidCurrency
        ? formatMoney(payment.paidAmountCents, payment.paidCurrency)
        : 'an unknown sum';
    return (
      <p role="status" className="mt-2 flex items-start gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
        <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span>
          Payment mismatch: Stripe received {paid}, the booking costs{' '}
          {formatMoney(payment.amountCents, payment.currency)}. Nothing was confirmed; check it in Stripe.
        </span>
      </p>
    );
  }
  if (!payment.refundOwed) return null;
  return (
    <div
      role="status"
      className="mt-2 flex flex-col items-start gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 sm:flex-row sm:items-center"
    >
      <span className="flex items-start gap-2">
        <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span>
          {formatMoney(payment.amountCents, payment.currency)} is owed to the advertiser
          {payment.refundError ? ': Stripe refused the refund. It is retried automatically.' : '.'}
        </span>
      </span>
      <Button
        variant="secondary"
        disabled={retry.isPending}
        onClick={() => retry.mutate(booking.id, { onSuccess: ({ message }) => showSuccess(message) })}
      >
        <RotateCcw aria-hidden className="size-4" />
        {retry.isPending ? 'Retrying…' : payment.refundError ? 'Refund failed — retry' : 'Refund now'}
      </Button>
      {retry.isError ? <span className="w-full">{errorMessage(retry.error)}</span> : null}
    </div>
  );
}
