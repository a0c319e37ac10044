import {
  envelope,
  pageQuerySchema,
  paginated,
  workspaceRegisterBodySchema,
  workspaceRegisterResponseSchema,
  workspaceSchema,
} from '@newsletter-os/contracts';
import type { App, ModuleDeps } from '../../deps';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { workspaceBrandRoutes } from './brand-routes';
import { listBusinessWorkspaces, listMyWorkspaces, registerWorkspaces } from './service';

const tags = ['workspaces'];

export async function workspaceRoutes(app: App, deps: ModuleDeps) {
  app.get(
    '/workspaces',
    {
      schema: {
        tags,
        summary: "The caller's workspaces (admins: every workspace of the business)",
        querystring: pageQuerySchema,
        response: { 200: envelope(paginated(workspaceSchema)) },
      },
    },
    async (request) => ok(await listMyWorkspaces(deps.db, currentUser(request), request.query)),
  );

  app.get(
    '/workspaces/business',
    {
      schema: {
        tags,
        summary: "Every workspace of the caller's business (admins and managers)",
        querystring: pageQuerySchema,
        response: { 200: envelope(paginated(workspaceSchema)) },
      },
    },
    async (request) => ok(await listBusinessWorkspaces(deps.db, currentUser(request), request.query)),
  );

  app.post(
    '/workspace-register',
    {
      schema: {
        tags,
        summary: 'Create newsletters (workspaces) in the business',
        body: workspaceRegisterBodySchema,
        response: { 201: envelope(workspaceRegisterResponseSchema) },
      },
    },
    async (request, reply) => {
      const { workspaces, timeZone } = request.body;
      const created = await registerWorkspaces(deps.db, currentUser(request), workspaces, timeZone);
      return reply.status(201).send(ok(created, created.length === 1 ? 'Newsletter created' : 'Newsletters created'));
    },
  );

  await workspaceBrandRoutes(app, deps);
}
