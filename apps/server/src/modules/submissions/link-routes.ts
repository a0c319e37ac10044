import {
  envelope,
  portalLinksSchema,
  revokePortalLinkBodySchema,
  rotatePortalLinkBodySchema,
  workspaceQuerySchema,
} from '@newsletter-os/contracts';
import { requireWorkspace } from '../../authz/workspace-scope';
import type { App, ModuleDeps } from '../../deps';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { listPortalLinks, rotatePortalLink, turnOffPortalLink } from './link-service';

/** Settings → Submission links: admins and managers copy, rotate and turn off the workspace's portal links. */
export async function portalLinkRoutes(app: App, deps: ModuleDeps) {
  const { db } = deps;
  const tags = ['portal-links'];
  const response = { 200: envelope(portalLinksSchema) };

  app.get('/portal-links', { schema: { tags, querystring: workspaceQuerySchema, response } }, async (request) => {
    const user = currentUser(request);
    const scope = await requireWorkspace(db, user, request.query.workspaceId, 'manageWorkspaces');
    return ok({ links: await listPortalLinks(deps, user, scope) });
  });

  app.post(
    '/portal-links/rotate',
    { schema: { tags, body: rotatePortalLinkBodySchema, response } },
    async (request) => {
      const user = currentUser(request);
      const { workspaceId, ...body } = request.body;
      const scope = await requireWorkspace(db, user, workspaceId, 'manageWorkspaces');
      return ok(
        { links: await rotatePortalLink(deps, user, scope, body) },
        'A new link is ready; the old one no longer works',
      );
    },
  );

  app.post(
    '/portal-links/revoke',
    { schema: { tags, body: revokePortalLinkBodySchema, response } },
    async (request) => {
      const user = currentUser(request);
      const { workspaceId, linkId } = request.body;
      const scope = await requireWorkspace(db, user, workspaceId, 'manageWorkspaces');
      return ok({ links: await turnOffPortalLink(deps, user, scope, linkId) }, 'The link was turned off');
    },
  );
}
