import type { LanguageModelUsage } from 'ai';
import type { WorkspaceScope } from '../../authz/workspace-scope';
import type { Db } from '../../db/client';
import { aiUsage } from '../../db/schema/index';

export type AiFeature = 'chat' | 'rewrite' | 'rewrite-event' | 'draft';

export interface UsageRecord {
  userId: string | null;
  feature: AiFeature;
  provider: string;
  model: string;
  usage?: LanguageModelUsage;
  status: 'ok' | 'aborted' | 'error';
  errorCode?: string;
}

/** One row per model request: the budget is the sum of these for the month. */
export async function recordUsage(db: Db, { workspaceId }: WorkspaceScope, record: UsageRecord): Promise<void> {
  const input = record.usage?.inputTokens ?? 0;
  const output = record.usage?.outputTokens ?? 0;
  await db.insert(aiUsage).values({
    workspaceId,
    userId: record.userId,
    feature: record.feature,
    provider: record.provider,
    model: record.model,
    inputTokens: input,
    outputTokens: output,
    totalTokens: record.usage?.totalTokens ?? input + output,
    status: record.status,
    errorCode: record.errorCode ?? null,
  });
}

/** Adds up the usage of each step of a tool loop (what an aborted answer reports). */
export function addUsage(steps: readonly { usage: LanguageModelUsage }[]): LanguageModelUsage {
  let inputTokens = 0;
  let outputTokens = 0;
  for (const step of steps) {
    inputTokens += step.usage.inputTokens ?? 0;
    outputTokens += step.usage.outputTokens ?? 0;
  }
  return {
    inputTokens,
    outputTokens,
    totalTokens: inputTokens + outputTokens,
    inputTokenDetails: { noCacheTokens: undefined, cacheReadTokens: undefined, cacheWriteTokens: undefined },
    outputTokenDetails: { textTokens: undefined, reasoningTokens: undefined },
  };
}
