import {
  adAvailabilityDaySchema,
  adAvailabilityQuerySchema,
  adBookingConflictSchema,
  adBookingListQuerySchema,
  adBookingSchema,
  cancelAdBookingBodySchema,
  createAdBookingBodySchema,
  createdAdBookingSchema,
  envelope,
  idParamsSchema,
  setAdBookingCreativeBodySchema,
} from '@newsletter-os/contracts';
import { z } from 'zod';
import { requireWorkspace, type WorkspaceScope } from '../../authz/workspace-scope';
import type { DbOrTx } from '../../db/client';
import type { App, ModuleDeps } from '../../deps';
import { notFound } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import type { RouteRegistrar } from '../../plugins/route-scopes';
import { REFUND_FAILED_MESSAGE } from '../submissions/paid-ads-port';
import { availability } from './availability';
import { setBookingCreative } from './booking-creative';
import type { BookingPaymentsPort, PaymentsOfBookings } from './booking-payments-port';
import { presentAdBooking } from './booking-presenter';
import { type AdBookingListRow, findBookings, unpaidHoldsOn } from './booking-repository';
import { bookSeats, cancelBooking } from './booking-service';
import { dayInWords } from './day-words';

/** The 409 of a booking refused because days are full: "Tue 5 May and Thu 7 May are sold out. Nothing was booked." */
export function fullDatesMessage(fullDates: string[]): string {
  const days = fullDates.map(dayInWords);
  const list = days.length > 1 ? `${days.slice(0, -1).join(', ')} and ${days.at(-1)}` : (days[0] ?? '');
  return `${list} ${days.length > 1 ? 'are' : 'is'} sold out. Nothing was booked.`;
}

/** Bookings as staff see them, each with its Stripe payment (a mismatch or a failed refund shows). */
export async function presentBookings(
  db: DbOrTx,
  scope: WorkspaceScope,
  rows: AdBookingListRow[],
  paymentsOf: PaymentsOfBookings,
) {
  const payments = await paymentsOf(
    db,
    scope,
    rows.map((row) => row.id),
  );
  return rows.map((row) => presentAdBooking(row, payments.get(row.id)));
}

/** Availability and staff bookings: everyone who works in the workspace (admins, managers, users). */
export function adBookingRoutes(payments: BookingPaymentsPort): RouteRegistrar {
  return (app, deps) => registerBookingRoutes(app, deps, payments);
}

async function registerBookingRoutes(app: App, deps: ModuleDeps, payments: BookingPaymentsPort) {
  const { db } = deps;
  const tags = ['ad-sales'];

  app.get(
    '/ad-availability',
    {
      schema: {
        tags,
        querystring: adAvailabilityQuerySchema,
        response: { 200: envelope(z.array(adAvailabilityDaySchema)) },
      },
    },
    async (request) => {
      const { workspaceId, from, to } = request.query;
      const scope = await requireWorkspace(db, currentUser(request), workspaceId, 'useWorkspace');
      return ok(await availability(db, scope, from, to));
    },
  );

  app.post(
    '/ad-bookings',
    {
      schema: {
        tags,
        body: createAdBookingBodySchema,
        response: { 201: envelope(createdAdBookingSchema), 409: envelope(adBookingConflictSchema) },
      },
    },
    async (request, reply) => {
      const { workspaceId, takeUnpaidHolds, ...booking } = request.body;
      const user = currentUser(request);
      const scope = await requireWorkspace(db, user, workspaceId, 'useWorkspace');
      const seats = { ...booking, createdById: user.id };
      const outcome = takeUnpaidHolds
        ? await payments.bookTakingUnpaidHolds(deps, scope, seats)
        : await bookSeats(db, scope, seats);
      if (!outcome.ok) {
        // Staff may take a full day whose seat an unpaid checkout holds: the answer names those days.
        const held = await unpaidHoldsOn(db, scope, booking.productId, outcome.fullDates);
        return reply.status(409).send({
          meta: { code: 0, message: fullDatesMessage(outcome.fullDates) },
          data: { fullDates: outcome.fullDates, heldDates: [...new Set(held.map((h) => h.day))] },
        });
      }
      const { booking: row, dates } = outcome;
      return reply.status(201).send(ok({ id: row.id, status: row.status as 'confirmed', dates }, 'Ad booked'));
    },
  );

  app.get(
    '/ad-bookings',
    { schema: { tags, querystring: adBookingListQuerySchema, response: { 200: envelope(z.array(adBookingSchema)) } } },
    async (request) => {
      const { workspaceId, from, to, status } = request.query;
      const scope = await requireWorkspace(db, currentUser(request), workspaceId, 'useWorkspace');
      const rows = await findBookings(db, scope, { from, to, status });
      return ok(await presentBookings(db, scope, rows, payments.paymentsOfBookings));
    },
  );

  app.post(
    '/ad-bookings/:id/cancel',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: cancelAdBookingBodySchema,
        response: { 200: envelope(adBookingSchema) },
      },
    },
    async (request) => {
      const scope = await requireWorkspace(db, currentUser(request), request.body.workspaceId, 'useWorkspace');
      const cancelled = await cancelBooking(db, scope, request.params.id);
      let message = 'Booking cancelled';
      // A paid self-serve booking is refunded in full, a held one's payment page closed; the cancel stands even if
      // Stripe is down.
      const settled = await payments.afterCancel(deps, scope, cancelled.id).catch((error: unknown) => {
        request.log.error({ err: error }, 'settling the payment of a cancelled booking failed');
        message = 'Booking cancelled, but Stripe could not be reached: check the payment in Stripe';
        return 'none' as const;
      });
      if (settled === 'refunded') message = 'Booking cancelled and its payment refunded';
      if (settled === 'closed') message = 'Booking cancelled and its payment page closed';
      if (settled === 'failed') message = `Booking cancelled. ${REFUND_FAILED_MESSAGE}`;
      const [row] = await findBookings(db, scope, { ids: [cancelled.id] });
      if (!row) throw notFound('Booking not found');
      const [booking] = await presentBookings(db, scope, [row], payments.paymentsOfBookings);
      return ok(booking ?? presentAdBooking(row), message);
    },
  );

  app.post(
    '/ad-bookings/:id/creative',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: setAdBookingCreativeBodySchema,
        response: { 200: envelope(adBookingSchema) },
      },
    },
    async (request) => {
      const { workspaceId, feedItemId } = request.body;
      const scope = await requireWorkspace(db, currentUser(request), workspaceId, 'useWorkspace');
      await setBookingCreative(db, scope, request.params.id, feedItemId);
      const [row] = await findBookings(db, scope, { ids: [request.params.id] });
      if (!row) throw notFound('Booking not found');
      const [booking] = await presentBookings(db, scope, [row], payments.paymentsOfBookings);
      return ok(booking ?? presentAdBooking(row), feedItemId ? 'Ad set for this booking' : 'Ad taken off this booking');
    },
  );
}
