import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { workspaces } from './tenancy';

export const rssFetchers = pgTable(
  'rss_fetchers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    url: text('url').notNull(),
    intervalMinutes: integer('interval_minutes').notNull().default(60),
    isActive: boolean('is_active').notNull().default(true),
    /** Tags applied to every item this fetcher imports. */
    defaultTagIds: uuid('default_tag_ids').array().notNull().default([]),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    /** ok | error | never */
    lastStatus: text('last_status').notNull().default('never'),
    lastError: text('last_error'),
    itemCount: integer('item_count').notNull().default(0),
    /** Conditional GET validators from the last successful fetch. */
    etag: text('etag'),
    lastModified: text('last_modified'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rss_fetchers_workspace_idx').on(t.workspaceId)],
);
