import { index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users, workspaces } from './tenancy';

/**
 * A workspace's public events feed link (docs/decisions/0019). The URL carries a signed token naming the row's id;
 * the row decides whether it still works. "New link" revokes the current row and adds one; "Turn off" revokes.
 */
export const eventFeedLinks = pgTable(
  'event_feed_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('event_feed_links_current_idx').on(t.workspaceId, t.createdAt)],
);
