import type { WorkspaceScope } from '../../authz/workspace-scope';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { assistantError } from '../../integrations/llm/assistant-errors';
import { LlmError } from '../../integrations/llm/errors';
import { languageModelOf } from '../../integrations/llm/model';
import { type WorkspaceLlm, workspaceLlm } from '../llm/connection';
import { findAiSettings, tokensUsedThisMonth } from './access/repository';

export interface OpenAssistant extends WorkspaceLlm {
  model: ReturnType<typeof languageModelOf>;
  modelId: string;
}

/**
 * Everything checked before a model is called, in this order and before any provider request: the assistant is
 * on for the workspace (403), the month's budget is not used up (429), the workspace has its own key (409).
 */
export async function openAssistant(
  db: Db,
  config: Config,
  scope: WorkspaceScope,
  requestedModel?: string,
): Promise<OpenAssistant> {
  const settings = await findAiSettings(db, scope);
  if (!settings.chatEnabled) throw assistantError('assistant_off');
  if (settings.monthlyTokenBudget !== null && (await tokensUsedThisMonth(db, scope)) >= settings.monthlyTokenBudget) {
    throw assistantError('budget_exhausted');
  }
  let llm: WorkspaceLlm;
  try {
    llm = await workspaceLlm(db, config, scope);
  } catch (err) {
    if (err instanceof LlmError) throw assistantError(err.code);
    throw err;
  }
  const modelId = requestedModel ?? llm.defaultModel;
  return { ...llm, modelId, model: languageModelOf(llm.connection, modelId) };
}
