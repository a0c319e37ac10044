import { z } from 'zod';
import { adAvailabilityDaySchema, adPositionSchema } from './ad-sales';

/** Weeks of issue days the public ad page offers. */
export const AD_OFFER_WEEKS = 8;

/** A product as advertisers see it on the public ad page (no ids of staff, no archive state). */
export const publicAdProductSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  position: adPositionSchema,
  description: z.string(),
  capacity: z.number().int(),
  priceCents: z.number().int(),
  currency: z.string(),
  leadDays: z.number().int(),
  /** The first day it can be booked: today in the newsletter's zone plus the lead time (days before are closed). */
  bookableFrom: z.string(),
});
export type PublicAdProduct = z.output<typeof publicAdProductSchema>;

/**
 * GET /portal/ad-offer?token: the products on sale and the next 8 weeks' issue days with their free seats.
 * Without online payments only free products are offered (`paymentsEnabled: false`).
 */
export const adOfferSchema = z.object({
  products: z.array(publicAdProductSchema),
  availability: z.array(adAvailabilityDaySchema),
  paymentsEnabled: z.boolean(),
});
export type AdOffer = z.output<typeof adOfferSchema>;
