import { envelope, eventsFeedBodySchema, eventsFeedSchema, workspaceQuerySchema } from '@newsletter-os/contracts';
import { requireWorkspace } from '../../authz/workspace-scope';
import type { App, ModuleDeps } from '../../deps';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { getEventsFeed, rotateEventsFeed, turnOffEventsFeed } from './link-service';

/** Settings → Events calendar: admins and managers turn the public events feed on, replace its link, turn it off. */
export async function eventsFeedLinkRoutes(app: App, deps: ModuleDeps) {
  const { db } = deps;
  const tags = ['calendar'];
  const response = { 200: envelope(eventsFeedSchema) };

  app.get('/events-feed', { schema: { tags, querystring: workspaceQuerySchema, response } }, async (request) => {
    const scope = await requireWorkspace(db, currentUser(request), request.query.workspaceId, 'manageWorkspaces');
    return ok(await getEventsFeed(deps, scope));
  });

  app.post('/events-feed/rotate', { schema: { tags, body: eventsFeedBodySchema, response } }, async (request) => {
    const user = currentUser(request);
    const scope = await requireWorkspace(db, user, request.body.workspaceId, 'manageWorkspaces');
    const { replaced, ...feed } = await rotateEventsFeed(deps, user, scope);
    return ok(feed, replaced ? 'A new link is ready; the old one no longer works' : 'The events calendar is on');
  });

  app.post('/events-feed/revoke', { schema: { tags, body: eventsFeedBodySchema, response } }, async (request) => {
    const scope = await requireWorkspace(db, currentUser(request), request.body.workspaceId, 'manageWorkspaces');
    return ok(await turnOffEventsFeed(deps, scope), 'The events calendar is off; its links no longer work');
  });
}
