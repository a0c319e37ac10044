import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per process-wide secret (SECRETS_KEY, JWT_SECRET): a keyed fingerprint of the value the database was first
 * started with, never the value. Every process on the database compares its own against it before it serves anything,
 * so two processes with different secrets cannot both run (docs/decisions/0025).
 */
export const secretFingerprints = pgTable('secret_fingerprints', {
  name: text('name').primaryKey(),
  fingerprint: text('fingerprint').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
