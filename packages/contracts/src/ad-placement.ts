import { z } from 'zod';
import { adBookingSchema } from './ad-sales';
import { workspaceIdSchema } from './common';
import { feedItemSchema } from './feeds';
import { issueDateSchema } from './newsletters';

// Placement: the builder's "Booked ads for this issue" (issue 20).

/** GET /ad-placements/?workspaceId&date — the sold bookings of one issue day, each with its creative. */
export const adPlacementQuerySchema = z.object({ workspaceId: workspaceIdSchema, date: issueDateSchema });
export type AdPlacementQuery = z.input<typeof adPlacementQuerySchema>;

export const issueAdBookingSchema = adBookingSchema.extend({
  /** The ad the booking runs (its linked content-manager item); null while the advertiser has not sent one. */
  creative: feedItemSchema.nullable(),
});
export type IssueAdBooking = z.output<typeof issueAdBookingSchema>;
