import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { businessCompanies } from './business-companies';
import { feedItems } from './feeds';
import { users, workspaces } from './tenancy';
import { setNullOnly } from './workspace-keys';

/**
 * What a workspace sells in an issue: "Presenting sponsor" (capacity 1 = exclusive), "Classified" (capacity 6)…
 * A product with bookings is archived rather than deleted, so its bookings and reports keep their product.
 */
export const adProducts = pgTable(
  'ad_products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** top | middle | bottom | any */
    position: text('position').notNull().default('any'),
    /** Seats per issue day; 1 = exclusive. The seats themselves are rows of ad_product_seats. */
    capacity: integer('capacity').notNull().default(1),
    /** Price per issue day in minor units of `currency`. */
    priceCents: integer('price_cents').notNull(),
    /** ISO 4217, upper case. */
    currency: text('currency').notNull(),
    /** Days before the issue after which the product can no longer be booked. */
    leadDays: integer('lead_days').notNull().default(0),
    /** The most issue days one public order may hold: an unpaid checkout cannot sit on a product's whole calendar. */
    maxDaysPerOrder: integer('max_days_per_order').notNull().default(8),
    description: text('description').notNull().default(''),
    active: boolean('active').notNull().default(true),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('ad_products_workspace_id_key').on(t.workspaceId, t.id),
    check('ad_products_capacity_check', sql`${t.capacity} between 1 and 100`),
    check('ad_products_price_check', sql`${t.priceCents} >= 0`),
    check('ad_products_lead_days_check', sql`${t.leadDays} between 0 and 365`),
    check('ad_products_max_days_per_order_check', sql`${t.maxDaysPerOrder} between 1 and 56`),
    check('ad_products_position_check', sql`${t.position} in ('top', 'middle', 'bottom', 'any')`),
    check('ad_products_currency_check', sql`${t.currency} ~ '^[A-Z]{3}$'`),
  ],
);

/**
 * The seats of a product: one row per seat number 1..capacity. A booked day references its seat, so the database
 * itself refuses a seat above the capacity, and lowering the capacity below an occupied seat fails (decision 0022).
 */
export const adProductSeats = pgTable(
  'ad_product_seats',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => adProducts.id, { onDelete: 'cascade' }),
    seat: integer('seat').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.seat] }), check('ad_product_seats_seat_check', sql`${t.seat} >= 1`)],
);

/**
 * A booking of one product by one advertiser on one or more issue days.
 * held → confirmed → placed → ran → reported; cancelled | refunded | expired end it and free its seats.
 */
export const adBookings = pgTable(
  'ad_bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').notNull(),
    businessCompanyId: uuid('business_company_id').notNull(),
    /** The ad item (creative) in the content manager, when linked. */
    feedItemId: uuid('feed_item_id'),
    status: text('status').notNull(),
    /** staff | self_serve */
    source: text('source').notNull().default('staff'),
    /** Until when a `held` booking keeps its seats; past it the seats count as free. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /** The Stripe Checkout Session paying for a self-serve booking. */
    stripeCheckoutSessionId: text('stripe_checkout_session_id'),
    /** Total for all days, minor units of `currency` (price per day × days at booking time). */
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('ad_bookings_workspace_id_key').on(t.workspaceId, t.id),
    // Same-workspace references only; a product with bookings is archived, never deleted.
    foreignKey({
      name: 'ad_bookings_product_fk',
      columns: [t.workspaceId, t.productId],
      foreignColumns: [adProducts.workspaceId, adProducts.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'ad_bookings_business_company_fk',
      columns: [t.workspaceId, t.businessCompanyId],
      foreignColumns: [businessCompanies.workspaceId, businessCompanies.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'ad_bookings_feed_item_fk',
      columns: [t.workspaceId, t.feedItemId],
      foreignColumns: [feedItems.workspaceId, feedItems.id],
    }).onDelete(setNullOnly('feed_item_id')),
    uniqueIndex('ad_bookings_stripe_session_key').on(t.stripeCheckoutSessionId),
    index('ad_bookings_workspace_status_idx').on(t.workspaceId, t.status),
    index('ad_bookings_product_idx').on(t.productId),
    check(
      'ad_bookings_status_check',
      sql`${t.status} in ('held', 'confirmed', 'placed', 'ran', 'reported', 'cancelled', 'refunded', 'expired')`,
    ),
    check('ad_bookings_hold_check', sql`${t.status} <> 'held' or ${t.holdExpiresAt} is not null`),
    check('ad_bookings_amount_check', sql`${t.amountCents} >= 0`),
  ],
);

/**
 * One issue day of a booking. `seat` is the seat it occupies while the booking is live and NULL once it ends
 * (cancelled, refunded, expired), so ended bookings never block a day. The unique (product, day, seat) index is
 * what makes double booking impossible; the seat foreign key keeps seat ≤ capacity.
 */
export const adBookingDays = pgTable(
  'ad_booking_days',
  {
    bookingId: uuid('booking_id').notNull(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    seat: integer('seat'),
  },
  (t) => [
    primaryKey({ columns: [t.bookingId, t.day] }),
    foreignKey({
      name: 'ad_booking_days_booking_fk',
      columns: [t.workspaceId, t.bookingId],
      foreignColumns: [adBookings.workspaceId, adBookings.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'ad_booking_days_seat_fk',
      columns: [t.productId, t.seat],
      foreignColumns: [adProductSeats.productId, adProductSeats.seat],
    }).onDelete('restrict'),
    uniqueIndex('ad_booking_days_seat_key').on(t.productId, t.day, t.seat),
    index('ad_booking_days_workspace_day_idx').on(t.workspaceId, t.day),
  ],
);
