import {
  assembleCandidatesQuerySchema,
  assembleCandidatesSchema,
  assemblySchema,
  assemblyStartedSchema,
  createAssemblyBodySchema,
  envelope,
  idParamsSchema,
  workspaceQuerySchema,
} from '@newsletter-os/contracts';
import { requireWorkspace } from '../../authz/workspace-scope';
import type { App, ModuleDeps } from '../../deps';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { enqueueAssembly } from './queue';
import { createAssembly, getAssembly, getCandidates } from './service';

/** "Assemble this issue": what is ready for a day, then the issue built from it (queued when the assistant writes). */
export async function issueAssemblyRoutes(app: App, { db, config, boss }: ModuleDeps) {
  const tags = ['newsletters'];

  app.get(
    '/newsletters/assemble/candidates/',
    {
      schema: {
        tags,
        querystring: assembleCandidatesQuerySchema,
        response: { 200: envelope(assembleCandidatesSchema) },
      },
    },
    async (request) => {
      const { workspaceId, date } = request.query;
      const user = currentUser(request);
      const scope = await requireWorkspace(db, user, workspaceId, 'editNewsletters');
      return ok(await getCandidates(db, config, scope, date, user.id));
    },
  );

  app.post(
    '/newsletters/assemble/',
    { schema: { tags, body: createAssemblyBodySchema, response: { 202: envelope(assemblyStartedSchema) } } },
    async (request, reply) => {
      const user = currentUser(request);
      const { workspaceId, ...body } = request.body;
      const scope = await requireWorkspace(db, user, workspaceId, 'editNewsletters');
      const enqueue = boss ? (row: { id: string; workspaceId: string }) => enqueueAssembly(boss, row) : undefined;
      const started = await createAssembly({ db, config, enqueue }, scope, user.id, body);
      return reply.status(202).send(ok(started));
    },
  );

  app.get(
    '/newsletters/assemble/:id/',
    {
      schema: {
        tags,
        params: idParamsSchema,
        querystring: workspaceQuerySchema,
        response: { 200: envelope(assemblySchema) },
      },
    },
    async (request) => {
      const scope = await requireWorkspace(db, currentUser(request), request.query.workspaceId, 'editNewsletters');
      return ok(await getAssembly(db, scope, request.params.id));
    },
  );
}
