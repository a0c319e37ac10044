import { eq, sql } from 'drizzle-orm';
import type { WorkspaceScope } from '../../authz/workspace-scope';
import type { Db } from '../../db/client';
import { llmKeys } from '../../db/schema/index';

export type LlmKeyRow = typeof llmKeys.$inferSelect;
export type LlmKeyValues = Pick<LlmKeyRow, 'provider' | 'baseUrl' | 'defaultModel' | 'sealedKey' | 'lastFour'>;

export async function findLlmKey(db: Db, { workspaceId }: WorkspaceScope): Promise<LlmKeyRow | undefined> {
  const [row] = await db.select().from(llmKeys).where(eq(llmKeys.workspaceId, workspaceId)).limit(1);
  return row;
}

/** Stores the workspace's connection (one per workspace); a changed key gets a new version. */
export async function upsertLlmKey(
  db: Db,
  { workspaceId }: WorkspaceScope,
  values: LlmKeyValues,
  keyChanged: boolean,
): Promise<LlmKeyRow> {
  const now = new Date();
  const [row] = await db
    .insert(llmKeys)
    .values({ ...values, workspaceId, checkedAt: now })
    .onConflictDoUpdate({
      target: llmKeys.workspaceId,
      set: {
        ...values,
        checkedAt: now,
        updatedAt: now,
        keyVersion: keyChanged ? sql`${llmKeys.keyVersion} + 1` : llmKeys.keyVersion,
      },
    })
    .returning();
  if (!row) throw new Error('llm key not stored');
  return row;
}

/** Removes the workspace's connection; whether there was one. */
export async function deleteLlmKey(db: Db, { workspaceId }: WorkspaceScope): Promise<boolean> {
  const rows = await db
    .delete(llmKeys)
    .where(eq(llmKeys.workspaceId, workspaceId))
    .returning({ id: llmKeys.workspaceId });
  return rows.length > 0;
}
