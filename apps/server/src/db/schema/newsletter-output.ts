import { index, integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { newsletters } from './newsletters';
import { users, workspaces } from './tenancy';

/** Test sends of newsletters, kept to limit them per workspace and hour. */
export const newsletterTestSends = pgTable(
  'newsletter_test_sends',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    newsletterId: uuid('newsletter_id')
      .notNull()
      .references(() => newsletters.id, { onDelete: 'cascade' }),
    sentById: uuid('sent_by_id').references(() => users.id, { onDelete: 'set null' }),
    recipientCount: integer('recipient_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('newsletter_test_sends_workspace_created_idx').on(t.workspaceId, t.createdAt)],
);
