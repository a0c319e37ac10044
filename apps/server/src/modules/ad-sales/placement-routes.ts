import { adPlacementQuerySchema, envelope, type IssueAdBooking, issueAdBookingSchema } from '@newsletter-os/contracts';
import { z } from 'zod';
import { requireWorkspace } from '../../authz/workspace-scope';
import type { App, ModuleDeps } from '../../deps';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { loadFeedItemsByIds } from '../feeds/submitted-items';
import { presentAdBooking } from './booking-presenter';
import { findBookings } from './booking-repository';

/** Sold bookings an issue carries: not a hold still waiting for payment, not an ended one. */
const SOLD = new Set(['confirmed', 'placed', 'ran', 'reported']);

/** The builder's "Booked ads for this issue": everyone who builds newsletters in the workspace. */
export async function adPlacementRoutes(app: App, { db }: ModuleDeps) {
  app.get(
    '/ad-placements',
    {
      schema: {
        tags: ['ad-sales'],
        querystring: adPlacementQuerySchema,
        response: { 200: envelope(z.array(issueAdBookingSchema)) },
      },
    },
    async (request) => {
      const { workspaceId, date } = request.query;
      const scope = await requireWorkspace(db, currentUser(request), workspaceId, 'editNewsletters');
      const rows = (await findBookings(db, scope, { from: date, to: date })).filter((row) => SOLD.has(row.status));
      const creatives = await loadFeedItemsByIds(
        db,
        scope,
        rows.flatMap((row) => (row.feedItemId ? [row.feedItemId] : [])),
      );
      return ok(
        rows.map(
          (row): IssueAdBooking => ({
            ...presentAdBooking(row),
            creative: (row.feedItemId && creatives.get(row.feedItemId)) || null,
          }),
        ),
      );
    },
  );
}
