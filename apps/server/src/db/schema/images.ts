import { boolean, foreignKey, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { templates } from './newsletters';
import { users, workspaces } from './tenancy';
import { setNullOnly } from './workspace-keys';

export const images = pgTable(
  'images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /** Key in the storage backend (local disk or S3). */
    storageKey: text('storage_key').notNull(),
    thumbnailKey: text('thumbnail_key'),
    url: text('url').notNull(),
    thumbnailUrl: text('thumbnail_url'),
    originalName: text('original_name'),
    mimeType: text('mime_type').notNull(),
    width: integer('width'),
    height: integer('height'),
    sizeBytes: integer('size_bytes').notNull(),
    /** e.g. upload | template | logo */
    imageType: text('image_type').notNull().default('upload'),
    isFavorite: boolean('is_favorite').notNull().default(false),
    templateId: uuid('template_id'),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('images_workspace_created_idx').on(t.workspaceId, t.createdAt),
    // A template of the same workspace only; deleting the template keeps its images in the library.
    foreignKey({
      name: 'images_template_fk',
      columns: [t.workspaceId, t.templateId],
      foreignColumns: [templates.workspaceId, templates.id],
    }).onDelete(setNullOnly('template_id')),
    index('images_template_idx').on(t.templateId),
  ],
);
