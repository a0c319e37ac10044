import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { newsletters } from './newsletters';
import { workspaces } from './tenancy';

/**
 * Where a newsletter (workspace) publishes: Beehiiv (its key stays in beehiiv_keys), Mailchimp, Kit or export
 * only. No row means Beehiiv, as before this table existed. The Mailchimp or Kit key is sealed
 * (lib/secret-box, purpose publishing-api-key); a new key bumps `keyVersion`.
 */
export const publishingDestinations = pgTable(
  'publishing_destinations',
  {
    workspaceId: uuid('workspace_id')
      .primaryKey()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'beehiiv' | 'mailchimp' | 'kit' | 'export'>().notNull(),
    /** The service the sealed key belongs to: switching to another service never sends this key there. */
    keyKind: text('key_kind').$type<'mailchimp' | 'kit'>(),
    sealedKey: text('sealed_key'),
    lastFour: text('last_four'),
    keyVersion: integer('key_version').notNull().default(1),
    audienceId: text('audience_id'),
    segmentId: text('segment_id'),
    tagId: text('tag_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('publishing_destinations_kind_check', sql`${t.kind} in ('beehiiv', 'mailchimp', 'kit', 'export')`),
    // A Mailchimp or Kit destination always has its key and, for Mailchimp, its audience.
    check(
      'publishing_destinations_complete_check',
      sql`(${t.kind} not in ('mailchimp', 'kit') or (${t.keyKind} = ${t.kind} and ${t.sealedKey} is not null)) and (${t.kind} <> 'mailchimp' or ${t.audienceId} is not null)`,
    ),
  ],
);

/**
 * The claim of one scheduled send to Mailchimp or Kit (as beehiiv_post_claims for Beehiiv): written before the
 * create call, with the marker our campaign or broadcast carries, so that a retry after a crash looks the
 * campaign up by the marker instead of creating (and sending) a second one.
 */
export const destinationSendClaims = pgTable(
  'destination_send_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    newsletterId: uuid('newsletter_id').notNull(),
    scheduleToken: uuid('schedule_token').notNull(),
    claimToken: uuid('claim_token').notNull(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
    kind: text('kind').$type<'mailchimp' | 'kit'>().notNull(),
    /** Ours, in the campaign title (Mailchimp) or the broadcast's internal description (Kit). */
    marker: text('marker').notNull(),
    /** The campaign or broadcast id, once the service answered. */
    remoteId: text('remote_id'),
    newsletterVersion: integer('newsletter_version').notNull(),
    title: text('title').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    previewText: text('preview_text').notNull().default(''),
    thumbnailUrl: text('thumbnail_url'),
  },
  (t) => [
    uniqueIndex('destination_send_claims_newsletter_key').on(t.newsletterId),
    index('destination_send_claims_workspace_idx').on(t.workspaceId),
    foreignKey({
      name: 'destination_send_claims_newsletter_fk',
      columns: [t.workspaceId, t.newsletterId],
      foreignColumns: [newsletters.workspaceId, newsletters.id],
    }).onDelete('cascade'),
  ],
);
