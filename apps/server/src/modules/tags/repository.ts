import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { WorkspaceScope } from '../../authz/workspace-scope';
import type { Db } from '../../db/client';
import { tags } from '../../db/schema/index';

export type TagRow = typeof tags.$inferSelect;

export async function findTagsPage(
  db: Db,
  { workspaceId }: WorkspaceScope,
  page: number,
  pageSize: number,
): Promise<{ rows: TagRow[]; total: number }> {
  const where = eq(tags.workspaceId, workspaceId);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(tags)
      .where(where)
      .orderBy(asc(sql`lower(${tags.name})`), asc(tags.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(tags).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

export async function insertTag(
  db: Db,
  { workspaceId }: WorkspaceScope,
  values: Omit<typeof tags.$inferInsert, 'workspaceId'>,
): Promise<TagRow> {
  const [row] = await db
    .insert(tags)
    .values({ ...values, workspaceId })
    .returning();
  if (!row) throw new Error('tag not created');
  return row;
}

export async function updateTag(
  db: Db,
  { workspaceId }: WorkspaceScope,
  id: string,
  values: Partial<Pick<TagRow, 'name' | 'color' | 'modelName' | 'modelType'>>,
): Promise<TagRow | undefined> {
  if (Object.keys(values).length === 0) {
    const [row] = await db
      .select()
      .from(tags)
      .where(and(eq(tags.id, id), eq(tags.workspaceId, workspaceId)));
    return row;
  }
  const [row] = await db
    .update(tags)
    .set(values)
    .where(and(eq(tags.id, id), eq(tags.workspaceId, workspaceId)))
    .returning();
  return row;
}

export async function deleteTag(db: Db, { workspaceId }: WorkspaceScope, id: string): Promise<boolean> {
  const rows = await db
    .delete(tags)
    .where(and(eq(tags.id, id), eq(tags.workspaceId, workspaceId)))
    .returning({ id: tags.id });
  return rows.length > 0;
}

/** The ids among `ids` that are tags of this workspace (another workspace's tags are simply not found). */
export async function findWorkspaceTagIds(
  db: Db,
  { workspaceId }: WorkspaceScope,
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: tags.id })
    .from(tags)
    .where(and(eq(tags.workspaceId, workspaceId), inArray(tags.id, [...ids])));
  return rows.map((r) => r.id);
}
