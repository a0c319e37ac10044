import {
  aiChatAccessSchema,
  envelope,
  updateAiChatAccessBodySchema,
  workspaceQuerySchema,
} from '@newsletter-os/contracts';
import type { WorkspaceScope } from '../../../authz/workspace-scope';
import { requireWorkspace } from '../../../authz/workspace-scope';
import type { Db } from '../../../db/client';
import type { App, ModuleDeps } from '../../../deps';
import { ok } from '../../../lib/reply';
import { currentUser } from '../../../plugins/auth';
import { findLlmKey } from '../../llm/repository';
import { type AiSettingsValues, findAiSettings, tokensUsedThisMonth, upsertAiSettings } from './repository';

async function present(db: Db, scope: WorkspaceScope, settings: AiSettingsValues) {
  const [used, key] = await Promise.all([tokensUsedThisMonth(db, scope), findLlmKey(db, scope)]);
  return {
    enabled: settings.chatEnabled,
    keyConfigured: key !== undefined,
    monthlyTokenBudget: settings.monthlyTokenBudget,
    tokensUsedThisMonth: used,
  };
}

/** Whether the assistant is on for a workspace, and its monthly token budget (changed by admins and managers). */
export async function aiAccessRoutes(app: App, { db }: ModuleDeps) {
  const tags = ['ai'];
  const accessEnvelope = envelope(aiChatAccessSchema);

  app.get(
    '/ai-chat-access',
    { schema: { tags, querystring: workspaceQuerySchema, response: { 200: accessEnvelope } } },
    async (request) => {
      const scope = await requireWorkspace(db, currentUser(request), request.query.workspaceId, 'useWorkspace');
      return ok(await present(db, scope, await findAiSettings(db, scope)));
    },
  );

  app.patch(
    '/ai-chat-access',
    { schema: { tags, body: updateAiChatAccessBodySchema, response: { 200: accessEnvelope } } },
    async (request) => {
      const { workspaceId, enabled, monthlyTokenBudget } = request.body;
      const scope = await requireWorkspace(db, currentUser(request), workspaceId, 'manageWorkspaces');
      const settings = await upsertAiSettings(db, scope, {
        ...(enabled === undefined ? {} : { chatEnabled: enabled }),
        ...(monthlyTokenBudget === undefined ? {} : { monthlyTokenBudget }),
      });
      return ok(await present(db, scope, settings), 'AI assistant settings saved');
    },
  );
}
