import { adBookingSchema, envelope, idParamsSchema, retryAdRefundBodySchema } from '@newsletter-os/contracts';
import { requireWorkspace } from '../../authz/workspace-scope';
import type { App, ModuleDeps } from '../../deps';
import { conflict, notFound } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { findBookings } from '../ad-sales/booking-repository';
import { presentBookings } from '../ad-sales/booking-routes';
import { REFUND_FAILED_MESSAGE, refundAdPayment } from './refunds';
import { findPaymentsOfBookings, lockPaymentOfBooking } from './repository';

/**
 * `POST /ad-bookings/{id}/refund/` (staff): "Refund failed — retry" tries an owed refund again now, instead of at
 * the retry job's next backoff time. 409 when the booking owes no refund.
 */
export async function adRefundRoutes(app: App, deps: ModuleDeps) {
  const { db } = deps;
  app.post(
    '/ad-bookings/:id/refund',
    {
      schema: {
        tags: ['ad-sales'],
        params: idParamsSchema,
        body: retryAdRefundBodySchema,
        response: { 200: envelope(adBookingSchema) },
      },
    },
    async (request) => {
      const scope = await requireWorkspace(db, currentUser(request), request.body.workspaceId, 'useWorkspace');
      const [row] = await findBookings(db, scope, { ids: [request.params.id] });
      if (!row) throw notFound('Booking not found');
      const payment = await db.transaction((tx) => lockPaymentOfBooking(tx, scope, row.id));
      if (payment?.status !== 'paid' || payment.refundReason === null) {
        throw conflict('This booking has no refund waiting.');
      }
      const result = await refundAdPayment(deps, scope, payment, payment.refundReason);
      const [after] = await findBookings(db, scope, { ids: [row.id] });
      const [booking] = await presentBookings(db, scope, after ? [after] : [], findPaymentsOfBookings);
      if (!booking) throw notFound('Booking not found');
      return ok(booking, result === 'refunded' ? 'Payment refunded' : REFUND_FAILED_MESSAGE);
    },
  );
}
