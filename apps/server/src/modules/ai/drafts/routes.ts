import {
  aiDraftSchema,
  createAiDraftBodySchema,
  envelope,
  idParamsSchema,
  workspaceQuerySchema,
} from '@newsletter-os/contracts';
import { requireWorkspace } from '../../../authz/workspace-scope';
import type { App, ModuleDeps } from '../../../deps';
import { ok } from '../../../lib/reply';
import { currentUser } from '../../../plugins/auth';
import { aiRateLimit } from '../../../plugins/rate-limit';
import { enqueueDraftIssue } from './queue';
import { createDraft, getDraft } from './service';

/** Drafting an issue from chosen items: queued (a pg-boss job asks the model), then read back until done. */
export async function aiDraftRoutes(app: App, { db, config, boss }: ModuleDeps) {
  const tags = ['ai'];

  app.post(
    '/ai/drafts/',
    {
      schema: { tags, body: createAiDraftBodySchema, response: { 200: envelope(aiDraftSchema) } },
      config: aiRateLimit(config.AI_RATE_LIMIT_MAX),
    },
    async (request) => {
      const user = currentUser(request);
      const { workspaceId, ...body } = request.body;
      const scope = await requireWorkspace(db, user, workspaceId, 'editNewsletters');
      const enqueue = boss ? (draft: { id: string; workspaceId: string }) => enqueueDraftIssue(boss, draft) : undefined;
      return ok(await createDraft({ db, config, enqueue }, scope, user.id, body));
    },
  );

  app.get(
    '/ai/drafts/:id/',
    {
      schema: {
        tags,
        params: idParamsSchema,
        querystring: workspaceQuerySchema,
        response: { 200: envelope(aiDraftSchema) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const scope = await requireWorkspace(db, user, request.query.workspaceId, 'useWorkspace');
      return ok(await getDraft(db, scope, request.params.id));
    },
  );
}
