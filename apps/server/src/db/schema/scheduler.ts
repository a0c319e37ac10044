import { foreignKey, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { newsletters } from './newsletters';
import { workspaces } from './tenancy';

/**
 * What a newsletter was when it was published: the rendered HTML and text, never changed afterwards (no code path
 * updates a row). One per newsletter: a published newsletter never publishes again.
 * `handoff` says where it went: 'ready-to-send' (mailed to the workspace's admins to paste into their sending
 * platform) or 'beehiiv' (a confirmed post in the workspace's linked publication).
 */
export const newsletterPublications = pgTable(
  'newsletter_publications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    newsletterId: uuid('newsletter_id').notNull(),
    /** The newsletter's version that was rendered. */
    newsletterVersion: integer('newsletter_version').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    handoff: text('handoff').$type<'ready-to-send' | 'beehiiv' | 'mailchimp' | 'kit'>().notNull(),
    /** The Beehiiv post the newsletter became (handoff 'beehiiv' only). */
    beehiivPostId: text('beehiiv_post_id'),
    /** The Mailchimp campaign or Kit broadcast the newsletter became (handoff 'mailchimp' or 'kit'). */
    remoteId: text('remote_id'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('newsletter_publications_newsletter_key').on(t.newsletterId),
    index('newsletter_publications_workspace_idx').on(t.workspaceId),
    foreignKey({
      name: 'newsletter_publications_newsletter_fk',
      columns: [t.workspaceId, t.newsletterId],
      foreignColumns: [newsletters.workspaceId, newsletters.id],
    }).onDelete('cascade'),
  ],
);
