import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { WorkspaceScope } from '../../authz/workspace-scope';
import type { Db } from '../../db/client';
import { eventLocations } from '../../db/schema/index';

export type EventLocationRow = typeof eventLocations.$inferSelect;

/** Every location of the workspace; a workspace has a handful, so no paging. */
export async function findEventLocations(db: Db, { workspaceId }: WorkspaceScope): Promise<EventLocationRow[]> {
  return db
    .select()
    .from(eventLocations)
    .where(eq(eventLocations.workspaceId, workspaceId))
    .orderBy(asc(sql`lower(${eventLocations.name})`), asc(eventLocations.id));
}

export async function findEventLocationsByIds(
  db: Db,
  { workspaceId }: WorkspaceScope,
  ids: string[],
): Promise<EventLocationRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(eventLocations)
    .where(and(eq(eventLocations.workspaceId, workspaceId), inArray(eventLocations.id, ids)));
}

export async function findEventLocation(
  db: Db,
  { workspaceId }: WorkspaceScope,
  id: string,
): Promise<EventLocationRow | undefined> {
  const [row] = await db
    .select()
    .from(eventLocations)
    .where(and(eq(eventLocations.id, id), eq(eventLocations.workspaceId, workspaceId)));
  return row;
}

/** Records an import run: when it happened and what failed (null when every source imported). */
export async function recordEventLocationFetch(
  db: Db,
  { workspaceId }: WorkspaceScope,
  id: string,
  lastError: string | null,
): Promise<void> {
  await db
    .update(eventLocations)
    .set({ lastFetchedAt: sql`now()`, lastError })
    .where(and(eq(eventLocations.id, id), eq(eventLocations.workspaceId, workspaceId)));
}

export async function insertEventLocation(
  db: Db,
  { workspaceId }: WorkspaceScope,
  values: Omit<typeof eventLocations.$inferInsert, 'workspaceId'>,
): Promise<EventLocationRow> {
  const [row] = await db
    .insert(eventLocations)
    .values({ ...values, workspaceId })
    .returning();
  if (!row) throw new Error('event location not created');
  return row;
}

export async function updateEventLocation(
  db: Db,
  { workspaceId }: WorkspaceScope,
  id: string,
  values: Omit<Partial<typeof eventLocations.$inferInsert>, 'workspaceId'>,
): Promise<EventLocationRow | undefined> {
  const scope = and(eq(eventLocations.id, id), eq(eventLocations.workspaceId, workspaceId));
  if (Object.keys(values).length === 0) {
    const [row] = await db.select().from(eventLocations).where(scope);
    return row;
  }
  const [row] = await db.update(eventLocations).set(values).where(scope).returning();
  return row;
}

export async function deleteEventLocation(db: Db, { workspaceId }: WorkspaceScope, id: string): Promise<boolean> {
  const rows = await db
    .delete(eventLocations)
    .where(and(eq(eventLocations.id, id), eq(eventLocations.workspaceId, workspaceId)))
    .returning({ id: eventLocations.id });
  return rows.length > 0;
}
