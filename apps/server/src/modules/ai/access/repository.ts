import { and, eq, gte, sql, sum } from 'drizzle-orm';
import type { WorkspaceScope } from '../../../authz/workspace-scope';
import type { Db } from '../../../db/client';
import { aiSettings, aiUsage } from '../../../db/schema/index';

export interface AiSettingsValues {
  chatEnabled: boolean;
  monthlyTokenBudget: number | null;
}

const DEFAULTS: AiSettingsValues = { chatEnabled: true, monthlyTokenBudget: null };

/** No row yet: the assistant is on and has no budget. */
export async function findAiSettings(db: Db, { workspaceId }: WorkspaceScope): Promise<AiSettingsValues> {
  const [row] = await db
    .select({ chatEnabled: aiSettings.chatEnabled, monthlyTokenBudget: aiSettings.monthlyTokenBudget })
    .from(aiSettings)
    .where(eq(aiSettings.workspaceId, workspaceId))
    .limit(1);
  return row ?? DEFAULTS;
}

export async function upsertAiSettings(
  db: Db,
  scope: WorkspaceScope,
  values: Partial<AiSettingsValues>,
): Promise<AiSettingsValues> {
  const merged = { ...(await findAiSettings(db, scope)), ...values };
  await db
    .insert(aiSettings)
    .values({ workspaceId: scope.workspaceId, ...merged })
    .onConflictDoUpdate({ target: aiSettings.workspaceId, set: { ...merged, updatedAt: new Date() } });
  return merged;
}

/** Tokens the workspace used since the first of this month (UTC): what the budget is checked against. */
export async function tokensUsedThisMonth(db: Db, { workspaceId }: WorkspaceScope): Promise<number> {
  const [row] = await db
    .select({ total: sum(aiUsage.totalTokens) })
    .from(aiUsage)
    .where(
      and(
        eq(aiUsage.workspaceId, workspaceId),
        gte(aiUsage.createdAt, sql`date_trunc('month', now() at time zone 'utc') at time zone 'utc'`),
      ),
    );
  return Number(row?.total ?? 0);
}
