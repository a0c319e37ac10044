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
import { requireWorkspace } from '../../authz/workspace-scope';
import type { App, ModuleDeps } from '../../deps';
import { notFound } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { refundCancelledBooking } from '../ad-payments/refunds';
import { availability } from './availability';
import { setBookingCreative } from './booking-creative';
import { presentAdBooking } from './booking-presenter';
import { findBookings } from './booking-repository';
import { bookSeats, cancelBooking } from './booking-service';
import { dayInWords } from './day-words';

/** The 409 of a booking refused because days are full: "Tue 5 May and Thu 7 May are sold out. Nothing was booked." */
export function fullDatesMessage(fullDates: string[]): string {
  const days = fullDates.map(dayInWords);
  const list = days.length > 1 ? `${days.slice(0, -1).join(', ')} and ${days.at(-1)}` : (days[0] ?? '');
  return `${list} ${days.length > 1 ? 'are' : 'is'} sold out. Nothing was booked.`;
}

/** Availability and staff bookings: everyone who works in the workspace (admins, managers, users). */
export async function adBookingRoutes(app: App, deps: ModuleDeps) {
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
      const { workspaceId, ...booking } = request.body;
      const user = currentUser(request);
      const scope = await requireWorkspace(db, user, workspaceId, 'useWorkspace');
      const outcome = await bookSeats(db, scope, { ...booking, createdById: user.id });
      if (!outcome.ok) {
        return reply.status(409).send({
          meta: { code: 0, message: fullDatesMessage(outcome.fullDates) },
          data: { fullDates: outcome.fullDates },
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
      return ok(rows.map(presentAdBooking));
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
      // A paid self-serve booking is refunded in full; the cancel stands even if Stripe is down.
      const refunded = await refundCancelledBooking(deps, scope, cancelled.id).catch((error: unknown) => {
        request.log.error({ err: error }, 'refund of a cancelled paid booking failed');
        message = 'Booking cancelled, but the refund failed: refund it in Stripe';
        return false;
      });
      if (refunded) message = 'Booking cancelled and its payment refunded';
      const [row] = await findBookings(db, scope, { ids: [cancelled.id] });
      if (!row) throw notFound('Booking not found');
      return ok(presentAdBooking(row), message);
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
      return ok(presentAdBooking(row), feedItemId ? 'Ad set for this booking' : 'Ad taken off this booking');
    },
  );
}
