import { and, eq } from 'drizzle-orm';
import type { WorkspaceScope } from '../../authz/workspace-scope';
import type { Db } from '../../db/client';
import { issueAssemblies } from '../../db/schema/index';

export type AssemblyRow = typeof issueAssemblies.$inferSelect;

export async function insertAssembly(
  db: Db,
  { workspaceId }: WorkspaceScope,
  values: Pick<AssemblyRow, 'userId' | 'issueDate' | 'itemIds' | 'bookingIds' | 'toneId' | 'toneMode'>,
): Promise<AssemblyRow> {
  const [row] = await db
    .insert(issueAssemblies)
    .values({ ...values, workspaceId })
    .returning();
  if (!row) throw new Error('The assembly was not stored');
  return row;
}

export async function findAssembly(
  db: Db,
  { workspaceId }: WorkspaceScope,
  id: string,
): Promise<AssemblyRow | undefined> {
  const [row] = await db
    .select()
    .from(issueAssemblies)
    .where(and(eq(issueAssemblies.id, id), eq(issueAssemblies.workspaceId, workspaceId)))
    .limit(1);
  return row;
}

export async function updateAssembly(
  db: Db,
  { workspaceId }: WorkspaceScope,
  id: string,
  values: Partial<Pick<AssemblyRow, 'status' | 'newsletterId' | 'added' | 'warnings'>>,
): Promise<void> {
  await db
    .update(issueAssemblies)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(issueAssemblies.id, id), eq(issueAssemblies.workspaceId, workspaceId)));
}
