import {
  destinationFiguresSchema,
  envelope,
  publishingDestinationSchema,
  putPublishingDestinationBodySchema,
  workspaceQuerySchema,
} from '@newsletter-os/contracts';
import { requireWorkspace } from '../../authz/workspace-scope';
import type { App, ModuleDeps } from '../../deps';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { findBeehiivKey } from '../beehiiv/repository';
import { destinationDashboard } from './dashboard';
import { presentDestination } from './presenter';
import { findDestination } from './repository';
import { saveDestination } from './service';

/** Settings → Publishing: where each newsletter's issues go. Admins and managers only (the key is theirs). */
export async function publishingDestinationRoutes(app: App, { db, config }: ModuleDeps) {
  const tags = ['publishing'];

  app.get(
    '/publishing-destination',
    {
      schema: {
        tags,
        summary: "The newsletter's publishing destination (the key's last four characters only)",
        querystring: workspaceQuerySchema,
        response: { 200: envelope(publishingDestinationSchema) },
      },
    },
    async (request) => {
      const scope = await requireWorkspace(db, currentUser(request), request.query.workspaceId, 'manageWorkspaces');
      return ok(presentDestination(await findDestination(db, scope), await findBeehiivKey(db, scope)));
    },
  );

  app.put(
    '/publishing-destination',
    {
      schema: {
        tags,
        summary: 'Choose Beehiiv, Mailchimp, Kit or export only (a new key is checked with the service first)',
        body: putPublishingDestinationBodySchema,
        response: { 200: envelope(publishingDestinationSchema) },
      },
    },
    async (request) => {
      const { workspaceId, ...values } = request.body;
      const scope = await requireWorkspace(db, currentUser(request), workspaceId, 'manageWorkspaces');
      const row = await saveDestination(db, config, scope, values);
      return ok(presentDestination(row, await findBeehiivKey(db, scope)), 'Publishing destination saved');
    },
  );

  app.get(
    '/publishing-destination/figures',
    {
      schema: {
        tags,
        summary: "The last issues sent with Mailchimp or Kit, with that service's figures (for the dashboard)",
        querystring: workspaceQuerySchema,
        response: { 200: envelope(destinationFiguresSchema) },
      },
    },
    async (request) => {
      const scope = await requireWorkspace(db, currentUser(request), request.query.workspaceId, 'useWorkspace');
      return ok(await destinationDashboard(db, config, scope));
    },
  );
}
