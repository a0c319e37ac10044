import { doublePrecision, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { workspaces } from './tenancy';

export interface EventSource {
  url: string;
  kind: 'ics' | 'rss';
}

export const eventLocations = pgTable(
  'event_locations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    defaultRadiusKm: doublePrecision('default_radius_km').notNull().default(25),
    /** ICS or RSS URLs whose events are imported for this location. */
    sources: jsonb('sources').$type<EventSource[]>().notNull().default([]),
    lastFetchedAt: timestamp('last_fetched_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The target of composite foreign keys from rows of the same workspace; also serves lookups by workspace.
    unique('event_locations_workspace_id_key').on(t.workspaceId, t.id),
  ],
);
