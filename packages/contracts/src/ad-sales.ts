import { z } from 'zod';
import { daysBetween, isCalendarDate, publisherDateSchema } from './calendar-date';
import { lineText, workspaceIdSchema } from './common';
import { chargeableMinorAmount } from './money';
import { currencySchema } from './money-schema';

export { currencySchema };

// Ad sales: products a workspace sells per issue day, their availability, and bookings by advertisers.

export const AD_PRODUCT_NAME_MAX = 60;
export const AD_PRODUCT_DESCRIPTION_MAX = 280;
export const AD_CAPACITY_MAX = 100;
export const AD_LEAD_DAYS_MAX = 365;
/** Days one public order may hold: at most what the public page offers (8 weeks). */
export const AD_ORDER_DAYS_MAX = 56;
export const AD_ORDER_DAYS_DEFAULT = 8;
/** Price per issue day, minor units: 10,000,000.00 at most keeps every total inside a 32-bit integer for 200 days. */
export const AD_PRICE_CENTS_MAX = 1_000_000_000;
/** Days one booking may cover, and the widest availability / list window. */
export const AD_BOOKING_DAYS_MAX = 60;
export const AD_RANGE_DAYS_MAX = 366;

export const adPositions = ['top', 'middle', 'bottom', 'any'] as const;
export const adPositionSchema = z.enum(adPositions, { message: 'position must be top, middle, bottom or any' });
export type AdPosition = z.infer<typeof adPositionSchema>;

/** held → confirmed → placed (in an issue) → ran (issue published) → reported; cancelled, refunded, expired end it. */
export const adBookingStatuses = [
  'held',
  'confirmed',
  'placed',
  'ran',
  'reported',
  'cancelled',
  'refunded',
  'expired',
] as const;
export const adBookingStatusSchema = z.enum(adBookingStatuses, {
  message: `status must be one of ${adBookingStatuses.join(', ')}`,
});
export type AdBookingStatus = z.infer<typeof adBookingStatusSchema>;
/** Statuses that occupy seats (a `held` one only until its hold expires). */
export const adBookingLiveStatuses: readonly AdBookingStatus[] = ['held', 'confirmed', 'placed', 'ran', 'reported'];

/** ISO weekday: 1 = Monday … 7 = Sunday. */
export const isoWeekdaySchema = z
  .number({ message: 'Publishing days must be weekdays 1 (Monday) to 7 (Sunday)' })
  .int({ message: 'Publishing days must be weekdays 1 (Monday) to 7 (Sunday)' })
  .min(1, { message: 'Publishing days must be weekdays 1 (Monday) to 7 (Sunday)' })
  .max(7, { message: 'Publishing days must be weekdays 1 (Monday) to 7 (Sunday)' });
export const publishingDaysSchema = z
  .array(isoWeekdaySchema)
  .max(7)
  .transform((days) => [...new Set(days)].sort((a, b) => a - b));

const wholeNumber = (field: string, min: number, max: number) =>
  z.coerce
    .number({ message: `${field} must be a whole number` })
    .int({ message: `${field} must be a whole number` })
    .min(min, { message: `${field} must be at least ${min}` })
    .max(max, { message: `${field} must be at most ${max}` });

// ---- Products ----

/** Stripe refuses a three-decimal amount (KWD, BHD, …) whose last digit is not 0. */
export const THREE_DECIMAL_PRICE_MESSAGE =
  'priceCents must end in 0: Stripe charges three-decimal currencies such as KWD in steps of 0.010';

export const adProductSchema = z.object({
  id: z.uuid(),
  workspaceId: z.uuid(),
  name: z.string(),
  position: adPositionSchema,
  capacity: z.number().int(),
  priceCents: z.number().int(),
  currency: z.string(),
  leadDays: z.number().int(),
  /** The most issue days one public order may hold while it is unpaid. */
  maxDaysPerOrder: z.number().int(),
  description: z.string(),
  active: z.boolean(),
  /** Set when a deleted product had bookings: hidden from sale, kept for its bookings. */
  archivedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdProduct = z.output<typeof adProductSchema>;

const productFields = {
  name: lineText(AD_PRODUCT_NAME_MAX, 'Name'),
  position: adPositionSchema,
  capacity: wholeNumber('capacity', 1, AD_CAPACITY_MAX),
  priceCents: wholeNumber('priceCents', 0, AD_PRICE_CENTS_MAX),
  currency: currencySchema,
  leadDays: wholeNumber('leadDays', 0, AD_LEAD_DAYS_MAX),
  maxDaysPerOrder: wholeNumber('maxDaysPerOrder', 1, AD_ORDER_DAYS_MAX),
  description: z
    .string()
    .trim()
    .max(AD_PRODUCT_DESCRIPTION_MAX, {
      message: `description must be at most ${AD_PRODUCT_DESCRIPTION_MAX} characters`,
    }),
  active: z.boolean({ message: 'active must be true or false' }),
};

/** POST /ad-products/ */
export const createAdProductBodySchema = z
  .object({
    workspaceId: workspaceIdSchema,
    name: productFields.name,
    position: productFields.position.default('any'),
    capacity: productFields.capacity.default(1),
    priceCents: productFields.priceCents,
    currency: productFields.currency,
    leadDays: productFields.leadDays.default(0),
    maxDaysPerOrder: productFields.maxDaysPerOrder.default(AD_ORDER_DAYS_DEFAULT),
    description: productFields.description.default(''),
    active: productFields.active.default(true),
  })
  .refine((body) => chargeableMinorAmount(body.priceCents, body.currency), {
    message: THREE_DECIMAL_PRICE_MESSAGE,
    path: ['priceCents'],
  });
export type CreateAdProductBody = z.input<typeof createAdProductBodySchema>;

/** PUT /ad-products/{id}/ — fields left out stay as they are. */
export const updateAdProductBodySchema = z.object({
  workspaceId: workspaceIdSchema,
  name: productFields.name.optional(),
  position: productFields.position.optional(),
  capacity: productFields.capacity.optional(),
  priceCents: productFields.priceCents.optional(),
  currency: productFields.currency.optional(),
  leadDays: productFields.leadDays.optional(),
  maxDaysPerOrder: productFields.maxDaysPerOrder.optional(),
  description: productFields.description.optional(),
  active: productFields.active.optional(),
});
export type UpdateAdProductBody = z.input<typeof updateAdProductBodySchema>;

/** GET /ad-products/?workspaceId[&includeArchived=true] */
export const adProductListQuerySchema = z.object({
  workspaceId: workspaceIdSchema,
  includeArchived: z
    .enum(['true', 'false'], { message: 'includeArchived must be true or false' })
    .optional()
    .transform((v) => v === 'true'),
});
export type AdProductListQuery = z.input<typeof adProductListQuerySchema>;

/** DELETE /ad-products/{id}/?workspaceId → `archived` tells whether bookings kept it as an archived product. */
export const deleteAdProductResultSchema = z.object({ id: z.uuid(), archived: z.boolean() });
export type DeleteAdProductResult = z.output<typeof deleteAdProductResultSchema>;

// ---- Availability ----

function refineRange<T extends { from: string; to: string }>(value: T, ctx: z.RefinementCtx) {
  // Object refinements run even when a field failed: only two real days are compared.
  if (!isCalendarDate(value.from) || !isCalendarDate(value.to)) return;
  if (value.to < value.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must be on or after from' });
  const days = daysBetween(value.from, value.to);
  if (days >= AD_RANGE_DAYS_MAX) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: `The range must be at most ${AD_RANGE_DAYS_MAX} days` });
  }
}

/** GET /ad-availability/?workspaceId&from&to (both inclusive, days in the workspace's zone). */
export const adAvailabilityQuerySchema = z
  .object({ workspaceId: workspaceIdSchema, from: publisherDateSchema, to: publisherDateSchema })
  .superRefine(refineRange);
export type AdAvailabilityQuery = z.input<typeof adAvailabilityQuerySchema>;

export const adProductAvailabilitySchema = z.object({
  productId: z.uuid(),
  capacity: z.number().int(),
  /** Seats of confirmed, placed, ran and reported bookings. */
  booked: z.number().int(),
  /** Seats of holds that have not expired (expired holds count as free). */
  held: z.number().int(),
  free: z.number().int(),
  priceCents: z.number().int(),
});
export type AdProductAvailability = z.output<typeof adProductAvailabilitySchema>;

export const adAvailabilityDaySchema = z.object({
  date: z.string(),
  products: z.array(adProductAvailabilitySchema),
});
export type AdAvailabilityDay = z.output<typeof adAvailabilityDaySchema>;

// ---- Bookings ----

/** POST /ad-bookings/ */
export const createAdBookingBodySchema = z.object({
  workspaceId: workspaceIdSchema,
  productId: z.uuid({ message: 'productId must be a valid id' }),
  dates: z
    .array(publisherDateSchema, { message: 'dates must be a list of days' })
    .min(1, { message: 'dates must name at least one day' })
    .max(AD_BOOKING_DAYS_MAX, { message: `dates may name at most ${AD_BOOKING_DAYS_MAX} days` })
    .transform((days) => [...new Set(days)].sort()),
  businessCompanyId: z.uuid({ message: 'businessCompanyId must be a valid id' }),
  feedItemId: z.uuid({ message: 'feedItemId must be a valid id' }).nullish(),
  /** Take days whose seats are held only by unpaid checkouts: those checkouts are closed and their advertisers told. */
  takeUnpaidHolds: z.boolean({ message: 'takeUnpaidHolds must be true or false' }).optional(),
});
export type CreateAdBookingBody = z.input<typeof createAdBookingBodySchema>;

/** 201 of POST /ad-bookings/ */
export const createdAdBookingSchema = z.object({
  id: z.uuid(),
  status: adBookingStatusSchema,
  dates: z.array(z.string()),
});
export type CreatedAdBooking = z.output<typeof createdAdBookingSchema>;

/** 409 of POST /ad-bookings/: every requested day without a free seat (nothing was booked). */
export const adBookingConflictSchema = z.object({
  fullDates: z.array(z.string()),
  /** Staff only: the full days on which an unpaid checkout holds a seat (booking again with takeUnpaidHolds frees it). */
  heldDates: z.array(z.string()).optional(),
});
export type AdBookingConflict = z.output<typeof adBookingConflictSchema>;

export const adPaymentStatuses = ['awaiting_payment', 'paid', 'expired', 'refunded', 'mismatch'] as const;

/** A self-serve booking's Stripe payment as staff see it; null for a staff booking. */
export const adBookingPaymentSchema = z.object({
  status: z.enum(adPaymentStatuses),
  amountCents: z.number().int(),
  currency: z.string(),
  /** What Stripe reported as paid (minor units of `paidCurrency`); differs from the booking's when `mismatch`. */
  paidAmountCents: z.number().int().nullable(),
  paidCurrency: z.string().nullable(),
  /** A refund is owed and not yet made (it is retried automatically with backoff). */
  refundOwed: z.boolean(),
  /** Stripe's answer to the last failed refund try: staff see "Refund failed — retry". */
  refundError: z.string().nullable(),
  refundedAt: z.string().nullable(),
});
export type AdBookingPayment = z.output<typeof adBookingPaymentSchema>;

export const adBookingSchema = z.object({
  id: z.uuid(),
  workspaceId: z.uuid(),
  productId: z.uuid(),
  productName: z.string(),
  position: adPositionSchema,
  businessCompanyId: z.uuid(),
  businessCompanyName: z.string(),
  feedItemId: z.uuid().nullable(),
  status: adBookingStatusSchema,
  source: z.enum(['staff', 'self_serve']),
  dates: z.array(z.string()),
  holdExpiresAt: z.string().nullable(),
  amountCents: z.number().int(),
  currency: z.string(),
  createdAt: z.string(),
  cancelledAt: z.string().nullable(),
  payment: adBookingPaymentSchema.nullable(),
});
export type AdBooking = z.output<typeof adBookingSchema>;

/** POST /ad-bookings/{id}/refund/: tries an owed refund again now (after "Refund failed — retry"). */
export const retryAdRefundBodySchema = z.object({ workspaceId: workspaceIdSchema });
export type RetryAdRefundBody = z.input<typeof retryAdRefundBodySchema>;

/** GET /ad-bookings/?workspaceId&from&to&status — bookings with at least one day in the range. */
export const adBookingListQuerySchema = z
  .object({
    workspaceId: workspaceIdSchema,
    from: publisherDateSchema,
    to: publisherDateSchema,
    status: adBookingStatusSchema.optional(),
  })
  .superRefine(refineRange);
export type AdBookingListQuery = z.input<typeof adBookingListQuerySchema>;

/** POST /ad-bookings/{id}/cancel/ */
export const cancelAdBookingBodySchema = z.object({ workspaceId: workspaceIdSchema });
export type CancelAdBookingBody = z.input<typeof cancelAdBookingBodySchema>;

/** POST /ad-bookings/{id}/creative/: the ad (an item of the Ads feed) a booking runs; null takes it off. */
export const setAdBookingCreativeBodySchema = z.object({
  workspaceId: workspaceIdSchema,
  feedItemId: z.uuid({ message: 'feedItemId must be a valid id' }).nullable(),
});
export type SetAdBookingCreativeBody = z.input<typeof setAdBookingCreativeBodySchema>;
