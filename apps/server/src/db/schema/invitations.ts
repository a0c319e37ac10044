import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { businesses, users } from './tenancy';

/**
 * Invitations to join a business. The link token is stored as a SHA-256 hash and works once.
 * Re-inviting an email sets `replacedAt` on the older link, so at most one link per email and business is live.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** Lower-cased. */
    email: text('email').notNull(),
    /** admin | manager | user | partner */
    userType: text('user_type').notNull(),
    /** Workspaces the invitee joins; re-checked against the business on acceptance. */
    workspaceIds: uuid('workspace_ids').array().notNull().default(sql`'{}'::uuid[]`),
    tokenHash: text('token_hash').notNull().unique(),
    invitedById: uuid('invited_by_id').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invitations_live_key')
      .on(t.businessId, t.email)
      .where(sql`${t.acceptedAt} is null and ${t.replacedAt} is null`),
    // The sending limits count recent invitations per business and per inviter.
    index('invitations_business_created_idx').on(t.businessId, t.createdAt),
    index('invitations_inviter_created_idx').on(t.invitedById, t.createdAt),
  ],
);
