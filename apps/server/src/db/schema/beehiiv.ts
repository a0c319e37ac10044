import { date, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { workspaces } from './tenancy';

const workspaceId = () =>
  uuid('workspace_id')
    .notNull()
    .references(() => workspaces.id, { onDelete: 'cascade' });

/** A workspace's Beehiiv API key: one per workspace, sealed (lib/secret-box, purpose beehiiv-api-key). */
export const beehiivKeys = pgTable('beehiiv_keys', {
  workspaceId: workspaceId().primaryKey(),
  sealedKey: text('sealed_key').notNull(),
  lastFour: text('last_four').notNull(),
  /** Bumped on every new key: cached answers of the old key are never served for the new one. */
  keyVersion: integer('key_version').notNull().default(1),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Beehiiv answers kept for a few minutes, per workspace and request (the request names the publication), so every
 * process shares one copy and a dashboard reload costs the publisher's 180-a-minute budget nothing.
 */
export const beehiivResponseCache = pgTable(
  'beehiiv_response_cache',
  {
    workspaceId: workspaceId(),
    /** The key version and the request path with its query, e.g. `2 GET /publications/pub_…/posts?…`. */
    cacheKey: text('cache_key').notNull(),
    body: jsonb('body').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.cacheKey] })],
);

/**
 * One row per linked publication and UTC day, written by the daily job (and by the first dashboard load of a day):
 * Beehiiv has no subscriber history, so growth and the subscribers chart come from these.
 */
export const beehiivSnapshots = pgTable(
  'beehiiv_snapshots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    publicationId: text('publication_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    activeSubscriptions: integer('active_subscriptions').notNull(),
    /** Every subscription, whatever its status; null where Beehiiv did not say. */
    totalSubscriptions: integer('total_subscriptions'),
    totalSent: integer('total_sent'),
    totalUniqueOpened: integer('total_unique_opened'),
    totalClicked: integer('total_clicked'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('beehiiv_snapshots_day_key').on(t.workspaceId, t.publicationId, t.day)],
);
