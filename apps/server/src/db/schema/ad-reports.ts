import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { adBookings } from './ad-sales';
import { users, workspaces } from './tenancy';

/**
 * A booking's figures in one published issue (docs/decisions/0028): read from the Beehiiv post's stats once a day
 * for at most seven days after the send, each read replacing the last (stats keep moving after a send). Opens are
 * kept but labelled as estimates (Apple Mail Privacy Protection); the ad's clicks are the post's per-URL rows whose
 * base URL is one of the ad's own links.
 */
export const adReportIssues = pgTable(
  'ad_report_issues',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id').notNull(),
    /** The issue day the ad ran on (one of the booking's days). */
    day: date('day', { mode: 'string' }).notNull(),
    publicationId: text('publication_id').notNull(),
    postId: text('post_id').notNull(),
    /** Days with a successful read (1..7); the seventh makes the figures final. */
    readCount: integer('read_count').notNull().default(1),
    /** The UTC day of the last read: a second read on the same day replaces the figures but counts nothing. */
    lastReadOn: date('last_read_on', { mode: 'string' }).notNull(),
    firstReadAt: timestamp('first_read_at', { withTimezone: true }).notNull().defaultNow(),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }).notNull().defaultNow(),
    recipients: integer('recipients').notNull(),
    delivered: integer('delivered').notNull(),
    uniqueOpens: integer('unique_opens').notNull(),
    /** Email clicks on the ad's links, summed over every URL variant. Null: the ad has no link to count. */
    adClicks: integer('ad_clicks'),
    adUniqueClicks: integer('ad_unique_clicks'),
    /** Unique clicks that passed Beehiiv's bot check; null where Beehiiv did not say. */
    adVerifiedUniqueClicks: integer('ad_verified_unique_clicks'),
  },
  (t) => [
    uniqueIndex('ad_report_issues_booking_day_key').on(t.bookingId, t.day),
    index('ad_report_issues_workspace_idx').on(t.workspaceId),
    foreignKey({
      name: 'ad_report_issues_booking_fk',
      columns: [t.workspaceId, t.bookingId],
      foreignColumns: [adBookings.workspaceId, adBookings.id],
    }).onDelete('cascade'),
    check('ad_report_issues_read_count_check', sql`${t.readCount} between 1 and 7`),
    check(
      'ad_report_issues_counts_check',
      sql`${t.recipients} >= 0 and ${t.delivered} >= 0 and ${t.uniqueOpens} >= 0
        and coalesce(${t.adClicks}, 0) >= 0 and coalesce(${t.adUniqueClicks}, 0) >= 0
        and coalesce(${t.adVerifiedUniqueClicks}, 0) >= 0`,
    ),
  ],
);

/**
 * The sponsor's link to a booking's report: the signed token names this row, and the row decides (decision 0014's
 * model). At most one live link per booking; a new one revokes the old.
 */
export const adReportLinks = pgTable(
  'ad_report_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id').notNull(),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    foreignKey({
      name: 'ad_report_links_booking_fk',
      columns: [t.workspaceId, t.bookingId],
      foreignColumns: [adBookings.workspaceId, adBookings.id],
    }).onDelete('cascade'),
    uniqueIndex('ad_report_links_live_key').on(t.bookingId).where(sql`${t.revokedAt} is null`),
  ],
);
