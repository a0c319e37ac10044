import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const businesses = pgTable('businesses', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  website: text('website'),
  phone: text('phone'),
  address: text('address'),
  city: text('city'),
  country: text('country'),
  industry: text('industry'),
  description: text('description'),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** admin | manager | user | partner */
    userType: text('user_type').notNull().default('admin'),
    gender: text('gender'),
    isVerified: boolean('is_verified').notNull().default(false),
    businessId: uuid('business_id').references(() => businesses.id, { onDelete: 'set null' }),
    /** Bumped to end every session of the user at once (password change, removal). Carried in the JWT. */
    sessionVersion: integer('session_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_key').on(sql`lower(${t.email})`), index('users_business_idx').on(t.businessId)],
);

export const workspaces = pgTable(
  'workspaces',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    brandName: text('brand_name'),
    brandColor: text('brand_color'),
    /** Public URL of the brand logo (served from storage). */
    logoUrl: text('logo_url'),
    /** Storage key of the logo, so a replaced logo can be deleted. */
    logoKey: text('logo_key'),
    publicationId: text('publication_id'),
    /** IANA zone the newsletter's days and send times are in (the scheduler); from the creator's browser. */
    timeZone: text('time_zone').notNull().default('UTC'),
    /** Send time a newly scheduled newsletter starts from, "HH:mm" in `timeZone`. */
    defaultSendTime: text('default_send_time').notNull().default('09:00'),
    /** BCP 47 tag (canonical form) the emails carry on `<html lang>`; the direction is derived from it. */
    language: text('language').notNull().default('en'),
    /** ISO weekdays (1 = Monday … 7 = Sunday) the newsletter goes out on: the issue days ads are sold for. */
    publishingDays: integer('publishing_days').array().notNull().default(sql`'{}'::integer[]`),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('workspaces_business_name_key').on(t.businessId, sql`lower(${t.name})`)],
);

export const workspaceMembers = pgTable(
  'workspace_members',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.userId] }), index('workspace_members_user_idx').on(t.userId)],
);
