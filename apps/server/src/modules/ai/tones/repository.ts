import type { ToneValues } from '@newsletter-os/contracts';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { WorkspaceScope } from '../../../authz/workspace-scope';
import type { Db } from '../../../db/client';
import { aiTones } from '../../../db/schema/index';

export type ToneRow = typeof aiTones.$inferSelect;

export async function findTones(db: Db, { workspaceId }: WorkspaceScope): Promise<ToneRow[]> {
  return db
    .select()
    .from(aiTones)
    .where(eq(aiTones.workspaceId, workspaceId))
    .orderBy(sql`${aiTones.isDefault} desc`, asc(sql`lower(${aiTones.name})`));
}

export async function findTone(db: Db, { workspaceId }: WorkspaceScope, id: string): Promise<ToneRow | undefined> {
  const [row] = await db
    .select()
    .from(aiTones)
    .where(and(eq(aiTones.id, id), eq(aiTones.workspaceId, workspaceId)))
    .limit(1);
  return row;
}

export async function findDefaultTone(db: Db, { workspaceId }: WorkspaceScope): Promise<ToneRow | undefined> {
  const [row] = await db
    .select()
    .from(aiTones)
    .where(and(eq(aiTones.workspaceId, workspaceId), eq(aiTones.isDefault, true)))
    .limit(1);
  return row;
}

/** Writes a tone; a new default takes the flag from the previous one in the same transaction. */
export async function saveTone(
  db: Db,
  { workspaceId }: WorkspaceScope,
  values: ToneValues,
  id?: string,
): Promise<ToneRow | undefined> {
  return db.transaction(async (tx) => {
    if (values.isDefault) {
      await tx
        .update(aiTones)
        .set({ isDefault: false })
        .where(
          and(
            eq(aiTones.workspaceId, workspaceId),
            eq(aiTones.isDefault, true),
            id === undefined ? undefined : ne(aiTones.id, id),
          ),
        );
    }
    if (id === undefined) {
      const [row] = await tx
        .insert(aiTones)
        .values({ ...values, workspaceId })
        .returning();
      return row;
    }
    const [row] = await tx
      .update(aiTones)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(aiTones.id, id), eq(aiTones.workspaceId, workspaceId)))
      .returning();
    return row;
  });
}

export async function deleteTone(db: Db, { workspaceId }: WorkspaceScope, id: string): Promise<boolean> {
  const rows = await db
    .delete(aiTones)
    .where(and(eq(aiTones.id, id), eq(aiTones.workspaceId, workspaceId)))
    .returning({ id: aiTones.id });
  return rows.length > 0;
}
