import {
  boolean,
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
import { tags } from './tags';
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
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    /** ok | error | never */
    lastStatus: text('last_status').notNull().default('never'),
    lastError: text('last_error'),
    itemCount: integer('item_count').notNull().default(0),
    /** Conditional GET validators from the last successful fetch. */
    etag: text('etag'),
    lastModified: text('last_modified'),
    /**
     * SHA-256 of the body (with its content type and final URL) of the last feed imported in full: the same bytes
     * served again skip the parse and the item lookups (integrations/feeds/fetch.ts).
     */
    bodyHash: text('body_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The target of composite foreign keys from rows of the same workspace; also serves lookups by workspace.
    unique('rss_fetchers_workspace_id_key').on(t.workspaceId, t.id),
  ],
);

/**
 * Tags applied to every item a fetcher imports, in the order they were given. The workspace is part of both keys,
 * so a fetcher can only carry tags of its own workspace; deleting a tag or the fetcher removes the link.
 */
export const rssFetcherTags = pgTable(
  'rss_fetcher_tags',
  {
    workspaceId: uuid('workspace_id').notNull(),
    fetcherId: uuid('fetcher_id').notNull(),
    tagId: uuid('tag_id').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.fetcherId, t.tagId] }),
    index('rss_fetcher_tags_tag_idx').on(t.tagId),
    foreignKey({
      name: 'rss_fetcher_tags_fetcher_fk',
      columns: [t.workspaceId, t.fetcherId],
      foreignColumns: [rssFetchers.workspaceId, rssFetchers.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'rss_fetcher_tags_tag_fk',
      columns: [t.workspaceId, t.tagId],
      foreignColumns: [tags.workspaceId, tags.id],
    }).onDelete('cascade'),
  ],
);
