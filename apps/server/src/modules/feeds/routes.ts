import {
  envelope,
  feedBulkUpdateResultSchema,
  feedItemSchema,
  feedListQuerySchema,
  feedListResponseSchema,
  feedListUpdateBodySchema,
} from '@newsletter-os/contracts';
import { z } from 'zod';
import type { App, ModuleDeps } from '../../app';
import { notFound } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { requireWorkspace } from '../../plugins/workspace-scope';
import { requireWorkspaceTags } from '../tags/service';
import { listFeedItems } from './list';
import { updateFeedItemsBulk } from './repository';
import { feedCreationRoutes } from './routes-create';
import { updateFeedItemFields } from './service';

/** The content manager: list, bulk and single updates (admin, manager, user). Creation is in routes-create.ts. */
export async function feedRoutes(app: App, deps: ModuleDeps) {
  const { db } = deps;
  const auth = { onRequest: [app.authenticate] };
  const tags = ['feeds'];

  app.get(
    '/feeds/list',
    {
      ...auth,
      schema: { tags, querystring: feedListQuerySchema, response: { 200: envelope(feedListResponseSchema) } },
    },
    async (request) => {
      const query = request.query;
      await requireWorkspace(db, currentUser(request), query.workspaceId, 'useWorkspace');
      return ok(await listFeedItems(db, query.workspaceId, query));
    },
  );

  app.post(
    '/feeds/list',
    {
      ...auth,
      schema: {
        tags,
        body: feedListUpdateBodySchema,
        response: { 200: envelope(z.union([feedItemSchema, feedBulkUpdateResultSchema])) },
      },
    },
    async (request) => {
      const body = request.body;
      await requireWorkspace(db, currentUser(request), body.workspaceId, 'useWorkspace');
      if (body.id && body.fields) {
        const item = await updateFeedItemFields(deps, body.workspaceId, body.id, body.fields, undefined);
        return ok(item, 'Item updated');
      }
      const ids = [...new Set(body.ids ?? [])];
      const addTagIds = body.addTagIds?.length ? await requireWorkspaceTags(db, body.workspaceId, body.addTagIds) : [];
      const removeTagIds = body.removeTagIds ?? [];
      const updated = await updateFeedItemsBulk(db, body.workspaceId, ids, {
        feedStatus: body.feedStatus,
        addTagIds,
        removeTagIds,
      });
      if (updated.length === 0) throw notFound('No matching items');
      return ok({ updated: updated.length, ids: updated }, `${updated.length} items updated`);
    },
  );

  await feedCreationRoutes(app, deps);
}
