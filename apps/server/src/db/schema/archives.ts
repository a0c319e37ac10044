import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
