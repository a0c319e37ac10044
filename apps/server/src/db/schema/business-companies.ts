import { boolean, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { workspaces } from './tenancy';

/** Advertisers: the companies whose ads a workspace runs. */
export const businessCompanies = pgTable(
  'business_companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    logoUrl: text('logo_url'),
    /** Storage key of an uploaded logo (null for a linked one), deleted with the company or on replacement. */
    logoKey: text('logo_key'),
    website: text('website'),
    contactName: text('contact_name'),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    /** Added by a public ad form, never matched to an existing advertiser by name: staff merge it if it is one. */
    fromPublicForm: boolean('from_public_form').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The target of composite foreign keys from rows of the same workspace; also serves lookups by workspace.
    unique('business_companies_workspace_id_key').on(t.workspaceId, t.id),
  ],
);
