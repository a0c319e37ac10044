import {
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { businessCompanies } from './business-companies';
import { feedItems } from './feeds';
import { users, workspaces } from './tenancy';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Submission links (docs/decisions/0014). The URL carries a signed token naming the row's id; the row decides
 * whether the link still works (revoked or expired) and which workspace (and ad business) it posts into.
 */
export const portalLinks = pgTable(
  'portal_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /** partner | ugc | events | ads */
    kind: text('kind').notNull(),
    /** Ads only: the advertiser the link's submissions are for (prefilled on the form). */
    businessCompanyId: uuid('business_company_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('portal_links_workspace_id_key').on(t.workspaceId, t.id),
    foreignKey({
      name: 'portal_links_business_company_fk',
      columns: [t.workspaceId, t.businessCompanyId],
      foreignColumns: [businessCompanies.workspaceId, businessCompanies.id],
    }).onDelete('cascade'),
    index('portal_links_current_idx').on(t.workspaceId, t.kind, t.businessCompanyId, t.createdAt),
  ],
);

/**
 * One submission: a content item (in feed_items, pending until approved) and its moderation state. Public
 * submissions are followed through a signed status link naming `trackingId`; partner uploads through history.
 */
export const portalSubmissions = pgTable(
  'portal_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id').notNull(),
    /** Short, unguessable, quoted by submitters ("SUB-…"). */
    trackingId: text('tracking_id').notNull().unique(),
    /** ugc | events | ads (public pages) | partner (signed-in upload) */
    origin: text('origin').notNull(),
    linkId: uuid('link_id').references(() => portalLinks.id, { onDelete: 'set null' }),
    /** pending | needs_changes | approved | rejected | withdrawn */
    status: text('status').notNull().default('pending'),
    /** The last reject or "needs changes" reason, shown to the submitter. */
    reason: text('reason'),
    submitterName: text('submitter_name'),
    submitterEmail: text('submitter_email'),
    /** The partner (or admin, manager) who uploaded it; null for public submissions. */
    submittedById: uuid('submitted_by_id').references(() => users.id, { onDelete: 'set null' }),
    imageAlt: text('image_alt'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('portal_submissions_workspace_id_key').on(t.workspaceId, t.id),
    foreignKey({
      name: 'portal_submissions_item_fk',
      columns: [t.workspaceId, t.itemId],
      foreignColumns: [feedItems.workspaceId, feedItems.id],
    }).onDelete('cascade'),
    index('portal_submissions_queue_idx').on(t.workspaceId, t.status, t.createdAt),
    index('portal_submissions_partner_idx').on(t.submittedById, t.workspaceId, t.createdAt),
    index('portal_submissions_item_idx').on(t.itemId),
  ],
);

/** The audit line of every transition: who, when, from → to, why. */
export const portalSubmissionEvents = pgTable(
  'portal_submission_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id').notNull(),
    submissionId: uuid('submission_id').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    reason: text('reason'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who it was at the time ("Sam Editor", "Submitter"), kept when the user is later removed. */
    actorLabel: text('actor_label').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      name: 'portal_submission_events_submission_fk',
      columns: [t.workspaceId, t.submissionId],
      foreignColumns: [portalSubmissions.workspaceId, portalSubmissions.id],
    }).onDelete('cascade'),
    index('portal_submission_events_submission_idx').on(t.submissionId, t.createdAt),
  ],
);

/**
 * Sliding-window counters of public submission attempts (per IP, per link). In PostgreSQL so a limit holds across
 * every server process; old windows are purged by a job.
 */
export const portalRateCounters = pgTable(
  'portal_rate_counters',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/** Submissions the spam defences stopped, per workspace, reason and day (shown to staff). */
export const portalBlockedCounts = pgTable(
  'portal_blocked_counts',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    day: date('day').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.reason, t.day] })],
);

/** Proof-of-work challenges already redeemed: a solution works once (until the challenge would expire anyway). */
export const portalUsedChallenges = pgTable('portal_used_challenges', {
  challengeId: text('challenge_id').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
