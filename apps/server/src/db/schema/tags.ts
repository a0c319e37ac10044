import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { workspaces } from './tenancy';

export const tags = pgTable(
  'tags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    color: text('color').notNull().default('#6b7280'),
    /** What kind of thing the tag is for (e.g. feeds); the API calls it modelName. */
    modelName: text('model_name').notNull().default('feeds'),
    modelType: text('model_type').notNull().default('content'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tags_workspace_name_key').on(t.workspaceId, t.modelName, sql`lower(${t.name})`),
    // The target of composite foreign keys from rows of the same workspace; also serves lookups by workspace.
    unique('tags_workspace_id_key').on(t.workspaceId, t.id),
  ],
);
