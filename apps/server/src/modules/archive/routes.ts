import {
  envelope,
  putWorkspaceArchiveBodySchema,
  workspaceArchiveSchema,
  workspaceQuerySchema,
} from '@newsletter-os/contracts';
import { requireWorkspace } from '../../authz/workspace-scope';
import type { App, ModuleDeps } from '../../deps';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { findArchive } from './repository';
import { presentArchive, saveArchive } from './service';

/** The archive's settings: admins and managers only, since an unlisted archive's addresses carry its token. */
export async function workspaceArchiveRoutes(app: App, { db, config }: ModuleDeps) {
  const tags = ['archive'];

  app.get(
    '/workspace-archive',
    {
      schema: {
        tags,
        summary: "The newsletter's public archive: slug, visibility and its addresses",
        querystring: workspaceQuerySchema,
        response: { 200: envelope(workspaceArchiveSchema) },
      },
    },
    async (request) => {
      const scope = await requireWorkspace(db, currentUser(request), request.query.workspaceId, 'manageWorkspaces');
      return ok(presentArchive(config, scope, await findArchive(db, scope)));
    },
  );

  app.put(
    '/workspace-archive',
    {
      schema: {
        tags,
        summary: 'Sets the archive slug and visibility (public, unlisted or off); newToken revokes unlisted links',
        body: putWorkspaceArchiveBodySchema,
        response: { 200: envelope(workspaceArchiveSchema) },
      },
    },
    async (request) => {
      const { workspaceId, ...values } = request.body;
      const scope = await requireWorkspace(db, currentUser(request), workspaceId, 'manageWorkspaces');
      const row = await saveArchive({ db, config }, scope, values);
      return ok(presentArchive(config, scope, row), 'Archive saved');
    },
  );
}
