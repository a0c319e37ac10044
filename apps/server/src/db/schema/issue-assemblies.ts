import { date, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { newsletters } from './newsletters';
import { users, workspaces } from './tenancy';

/**
 * "Assemble this issue": one request to build the day's issue from what is ready (a pg-boss job does the work when
 * the assistant writes the text). Null id lists mean "what the candidates marked picked" at the time the job runs.
 */
export const issueAssemblies = pgTable(
  'issue_assemblies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    itemIds: jsonb('item_ids').$type<string[] | null>(),
    bookingIds: jsonb('booking_ids').$type<string[] | null>(),
    toneId: uuid('tone_id'),
    /** default (the request left the tone out) | none (asked for no tone) | chosen (`toneId`) */
    toneMode: text('tone_mode').notNull().default('default'),
    /** queued | running | done | failed */
    status: text('status').notNull().default('queued'),
    newsletterId: uuid('newsletter_id').references(() => newsletters.id, { onDelete: 'set null' }),
    added: jsonb('added')
      .$type<{ articles: number; events: number; ads: number }>()
      .notNull()
      .default({ articles: 0, events: 0, ads: 0 }),
    warnings: jsonb('warnings').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('issue_assemblies_workspace_idx').on(t.workspaceId, t.createdAt)],
);
