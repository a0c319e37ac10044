import { boolean, foreignKey, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { newsletters } from './newsletters';
import { workspaces } from './tenancy';

/**
 * A scheduled newsletter's claim on publishing to Beehiiv. The publish job writes it under the newsletter's row
 * lock before it calls Beehiiv, and releases the lock during the call: the row says "a post may exist for this
 * schedule", so no later attempt (a retry, another process) creates a second one. `postId` is stored as soon as
 * Beehiiv answers the creation; without it, a later attempt looks the post up by title first. `leaseUntil` keeps
 * a second process out while the first is still calling. The rendered version is kept here so the published
 * version recorded afterwards is exactly what Beehiiv received.
 */
export const beehiivPostClaims = pgTable(
  'beehiiv_post_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    newsletterId: uuid('newsletter_id').notNull(),
    /** The schedule the claim belongs to (newsletters.schedule_token); a new schedule starts a new claim. */
    scheduleToken: uuid('schedule_token').notNull(),
    /** The attempt holding the claim; changes when an expired claim is taken over. */
    claimToken: uuid('claim_token').notNull(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
    publicationId: text('publication_id').notNull(),
    postId: text('post_id'),
    newsletterVersion: integer('newsletter_version').notNull(),
    title: text('title').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** Sent beside the body (which is cut from `html`): the preheader and the first content image. */
    previewText: text('preview_text').notNull().default(''),
    thumbnailUrl: text('thumbnail_url'),
    /** Whether the body keeps our logo header and address footer, as the issue said when it was claimed. */
    headerAndFooter: boolean('header_and_footer').notNull().default(false),
  },
  (t) => [
    uniqueIndex('beehiiv_post_claims_newsletter_key').on(t.newsletterId),
    index('beehiiv_post_claims_workspace_idx').on(t.workspaceId),
    foreignKey({
      name: 'beehiiv_post_claims_newsletter_fk',
      columns: [t.workspaceId, t.newsletterId],
      foreignColumns: [newsletters.workspaceId, newsletters.id],
    }).onDelete('cascade'),
  ],
);
