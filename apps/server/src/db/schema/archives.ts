import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { workspaces } from './tenancy';

/**
 * A newsletter's public archive and feed (docs/decisions/0054): its slug (unique across newsletters), whether it is
 * public, unlisted (the signed token opens it) or off, and the id the token is signed over; a new id revokes
 * every link given out before. No row means off.
 */
export const workspaceArchives = pgTable(
  'workspace_archives',
  {
    workspaceId: uuid('workspace_id')
      .primaryKey()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull().unique('workspace_archives_slug_key'),
    visibility: text('visibility').$type<'public' | 'unlisted' | 'off'>().notNull(),
    tokenId: uuid('token_id').notNull().defaultRandom(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('workspace_archives_visibility_check', sql`${t.visibility} in ('public', 'unlisted', 'off')`)],
);

/** Slugs a newsletter used before: their links redirect to the current slug, and no other newsletter takes them. */
export const workspaceArchiveOldSlugs = pgTable(
  'workspace_archive_old_slugs',
  {
    slug: text('slug').primaryKey(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('workspace_archive_old_slugs_workspace_idx').on(t.workspaceId)],
);

/**
 * Days whose published issue was deleted (docs/decisions/0058): the archive answers 410 Gone there instead of 404,
 * so readers, link checkers and search engines learn the page is gone for good. Written by a trigger on
 * `newsletters` (migration 0016) whatever removes the row; a later issue published on the same day takes the
 * address back.
 */
export const archiveTombstones = pgTable(
  'archive_tombstones',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'archive_tombstones_pkey', columns: [t.workspaceId, t.issueDate] })],
);
