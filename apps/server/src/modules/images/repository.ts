import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { WorkspaceScope } from '../../authz/workspace-scope';
import type { Db } from '../../db/client';
import { images } from '../../db/schema/index';

export type ImageRow = typeof images.$inferSelect;

export async function insertImages(
  db: Db,
  { workspaceId }: WorkspaceScope,
  rows: Omit<typeof images.$inferInsert, 'workspaceId'>[],
): Promise<ImageRow[]> {
  if (rows.length === 0) return [];
  return db
    .insert(images)
    .values(rows.map((row) => ({ ...row, workspaceId })))
    .returning();
}

export interface ImageFilters {
  from?: Date;
  to?: Date;
  isFavorite?: boolean;
  templateId?: string;
  imageType?: string;
}

export async function findImagesPage(
  db: Db,
  { workspaceId }: WorkspaceScope,
  filters: ImageFilters,
  page: number,
  pageSize: number,
): Promise<{ rows: ImageRow[]; total: number }> {
  const conditions: SQL[] = [eq(images.workspaceId, workspaceId)];
  if (filters.from) conditions.push(sql`${images.createdAt} >= ${filters.from}`);
  if (filters.to) conditions.push(sql`${images.createdAt} < ${filters.to}`);
  if (filters.isFavorite !== undefined) conditions.push(eq(images.isFavorite, filters.isFavorite));
  if (filters.templateId) conditions.push(eq(images.templateId, filters.templateId));
  if (filters.imageType) conditions.push(eq(images.imageType, filters.imageType));
  const where = and(...conditions);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(images)
      .where(where)
      .orderBy(desc(images.createdAt), desc(images.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(images).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/** Deletes the workspace's images among `ids`; returns the storage keys of what was deleted. */
export async function deleteImages(
  db: Db,
  { workspaceId }: WorkspaceScope,
  ids: string[],
): Promise<{ storageKey: string; thumbnailKey: string | null }[]> {
  return db
    .delete(images)
    .where(and(eq(images.workspaceId, workspaceId), inArray(images.id, ids)))
    .returning({ storageKey: images.storageKey, thumbnailKey: images.thumbnailKey });
}

export async function setImageFavorite(
  db: Db,
  { workspaceId }: WorkspaceScope,
  id: string,
  isFavorite: boolean,
): Promise<ImageRow | undefined> {
  const [row] = await db
    .update(images)
    .set({ isFavorite })
    .where(and(eq(images.id, id), eq(images.workspaceId, workspaceId)))
    .returning();
  return row;
}
