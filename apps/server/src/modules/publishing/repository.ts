import { eq, sql } from 'drizzle-orm';
import type { WorkspaceScope } from '../../authz/workspace-scope';
import type { DbOrTx } from '../../db/client';
import { publishingDestinations } from '../../db/schema/index';

export type DestinationRow = typeof publishingDestinations.$inferSelect;
export type DestinationValues = Omit<DestinationRow, 'workspaceId' | 'updatedAt' | 'keyVersion'>;

export async function findDestination(
  db: DbOrTx,
  { workspaceId }: WorkspaceScope,
): Promise<DestinationRow | undefined> {
  const [row] = await db
    .select()
    .from(publishingDestinations)
    .where(eq(publishingDestinations.workspaceId, workspaceId))
    .limit(1);
  return row;
}

/** One destination per workspace; a new key bumps the key version. */
export async function upsertDestination(
  db: DbOrTx,
  { workspaceId }: WorkspaceScope,
  values: DestinationValues,
  newKey: boolean,
): Promise<DestinationRow> {
  const now = new Date();
  const [row] = await db
    .insert(publishingDestinations)
    .values({ ...values, workspaceId, updatedAt: now })
    .onConflictDoUpdate({
      target: publishingDestinations.workspaceId,
      set: {
        ...values,
        updatedAt: now,
        ...(newKey ? { keyVersion: sql`${publishingDestinations.keyVersion} + 1` } : {}),
      },
    })
    .returning();
  if (!row) throw new Error('publishing destination not stored');
  return row;
}
