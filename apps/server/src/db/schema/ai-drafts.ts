import { date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { newsletters } from './newsletters';
import { users, workspaces } from './tenancy';

/**
 * An issue drafted by the assistant from chosen content items (a pg-boss job does the work): the request, where
 * it stands, and the result (the newsletter it went into, what was dropped).
 */
export const aiDrafts = pgTable(
  'ai_drafts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    itemIds: jsonb('item_ids').$type<string[]>().notNull(),
    toneId: uuid('tone_id'),
    /** queued | running | done | failed */
    status: text('status').notNull().default('queued'),
    newsletterId: uuid('newsletter_id').references(() => newsletters.id, { onDelete: 'set null' }),
    blocksAdded: integer('blocks_added').notNull().default(0),
    warnings: jsonb('warnings').$type<string[]>().notNull().default([]),
    errorCode: text('error_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ai_drafts_workspace_idx').on(t.workspaceId, t.createdAt)],
);
