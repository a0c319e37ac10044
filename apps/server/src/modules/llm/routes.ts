import {
  createLlmKeyBodySchema,
  emptyEnvelopeSchema,
  envelope,
  llmSettingsSchema,
  modelListSchema,
  updateLlmKeyBodySchema,
  workspaceQuerySchema,
} from '@newsletter-os/contracts';
import { requireWorkspace } from '../../authz/workspace-scope';
import type { App, ModuleDeps } from '../../deps';
import { assistantErrorOf } from '../../integrations/llm/assistant-errors';
import { listChatModels } from '../../integrations/llm/models';
import { notFound } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { providersOffered, workspaceLlm } from './connection';
import { cachedModelList, forgetModelList } from './model-list-cache';
import { presentLlmKey } from './presenter';
import { deleteLlmKey, findLlmKey } from './repository';
import { changeLlmKey, saveLlmKey } from './service';

/** The workspace's LLM connection (settings tab "LLM": admins and managers) and its model list (everyone). */
export async function llmRoutes(app: App, { db, config }: ModuleDeps) {
  const tags = ['llm'];
  const settingsEnvelope = envelope(llmSettingsSchema);

  app.get(
    '/llm',
    { schema: { tags, querystring: workspaceQuerySchema, response: { 200: settingsEnvelope } } },
    async (request) => {
      const scope = await requireWorkspace(db, currentUser(request), request.query.workspaceId, 'manageWorkspaces');
      const row = await findLlmKey(db, scope);
      return ok({ key: row ? presentLlmKey(row) : null, providers: providersOffered(config) });
    },
  );

  app.post(
    '/llm',
    { schema: { tags, body: createLlmKeyBodySchema, response: { 201: settingsEnvelope } } },
    async (request, reply) => {
      const { workspaceId, ...values } = request.body;
      const scope = await requireWorkspace(db, currentUser(request), workspaceId, 'manageWorkspaces');
      const row = await saveLlmKey(db, config, scope, values);
      return reply
        .status(201)
        .send(ok({ key: presentLlmKey(row), providers: providersOffered(config) }, 'LLM key saved'));
    },
  );

  app.patch(
    '/llm',
    { schema: { tags, body: updateLlmKeyBodySchema, response: { 200: settingsEnvelope } } },
    async (request) => {
      const { workspaceId, ...values } = request.body;
      const scope = await requireWorkspace(db, currentUser(request), workspaceId, 'manageWorkspaces');
      const row = await changeLlmKey(db, config, scope, values);
      return ok({ key: presentLlmKey(row), providers: providersOffered(config) }, 'LLM key updated');
    },
  );

  app.delete(
    '/llm',
    { schema: { tags, querystring: workspaceQuerySchema, response: { 200: emptyEnvelopeSchema } } },
    async (request) => {
      const scope = await requireWorkspace(db, currentUser(request), request.query.workspaceId, 'manageWorkspaces');
      if (!(await deleteLlmKey(db, scope))) throw notFound('No LLM key is saved for this newsletter');
      forgetModelList(scope);
      return ok(null, 'LLM key removed');
    },
  );

  app.get(
    '/modellist',
    { schema: { tags, querystring: workspaceQuerySchema, response: { 200: envelope(modelListSchema) } } },
    async (request) => {
      const scope = await requireWorkspace(db, currentUser(request), request.query.workspaceId, 'useWorkspace');
      try {
        const llm = await workspaceLlm(db, config, scope);
        const models = await cachedModelList(scope, llm.keyVersion, () => listChatModels(llm.connection));
        return ok({ models, defaultModel: llm.defaultModel });
      } catch (err) {
        throw assistantErrorOf(err);
      }
    },
  );
}
