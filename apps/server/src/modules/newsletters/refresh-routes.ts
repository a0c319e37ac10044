import {
  blockSourceChangesSchema,
  envelope,
  idParamsSchema,
  newsletterConflictSchema,
  refreshBlocksBodySchema,
  refreshBlocksResultSchema,
  workspaceQuerySchema,
} from '@newsletter-os/contracts';
import { requireWorkspace } from '../../authz/workspace-scope';
import type { App, ModuleDeps } from '../../deps';
import { notFound } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { presentNewsletter } from './presenter';
import { loadSourceItems, refreshBlocks, sourceChanges } from './refresh-blocks';
import { findNewsletter } from './repository';
import { STALE_VERSION_MESSAGE } from './routes';

/** Feed blocks that follow their content-manager items: what changed, and taking the change in. */
export async function newsletterRefreshRoutes(app: App, { db }: ModuleDeps) {
  const tags = ['newsletters'];

  app.get(
    '/newsletters/:id/source-changes',
    {
      schema: {
        tags,
        params: idParamsSchema,
        querystring: workspaceQuerySchema,
        response: { 200: envelope(blockSourceChangesSchema) },
      },
    },
    async (request) => {
      const scope = await requireWorkspace(db, currentUser(request), request.query.workspaceId, 'editNewsletters');
      const row = await findNewsletter(db, scope, request.params.id);
      if (!row) throw notFound('Newsletter not found');
      const items = await loadSourceItems(db, scope, row.document);
      return ok({ version: row.version, blocks: sourceChanges(row.document, items) });
    },
  );

  app.post(
    '/newsletters/:id/refresh-blocks',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: refreshBlocksBodySchema,
        response: { 200: envelope(refreshBlocksResultSchema), 409: envelope(newsletterConflictSchema) },
      },
    },
    async (request, reply) => {
      const { workspaceId, version, blockIds } = request.body;
      const user = currentUser(request);
      const scope = await requireWorkspace(db, user, workspaceId, 'editNewsletters');
      const row = await findNewsletter(db, scope, request.params.id);
      if (!row) throw notFound('Newsletter not found');
      const outcome = await refreshBlocks(db, scope, user.id, row, version, blockIds);
      if (outcome.kind === 'conflict') {
        const current = presentNewsletter(outcome.current);
        return reply.status(409).send({
          meta: { code: 0, message: STALE_VERSION_MESSAGE },
          data: { currentVersion: current.version, current },
        });
      }
      const count = outcome.refreshed.length;
      const message =
        count === 0
          ? 'Nothing to refresh'
          : `${count} block${count === 1 ? '' : 's'} refreshed from the content manager`;
      return ok(
        {
          newsletter: presentNewsletter(outcome.row),
          refreshed: outcome.refreshed,
          notRefreshed: outcome.notRefreshed,
        },
        message,
      );
    },
  );
}
