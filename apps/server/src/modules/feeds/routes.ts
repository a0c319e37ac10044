import {
  emptyEnvelopeSchema,
  envelope,
  feedBulkUpdateResultSchema,
  feedItemSchema,
  feedListQuerySchema,
  feedListResponseSchema,
  feedListUpdateBodySchema,
  idParamsSchema,
  workspaceQuerySchema,
} from '@newsletter-os/contracts';
import { z } from 'zod';
import { requireWorkspace } from '../../authz/workspace-scope';
import type { App, ModuleDeps } from '../../deps';
import { notFound } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { requireWorkspaceTags } from '../tags/service';
import { listFeedItems } from './list';
import { updateFeedItemsBulk } from './repository';
import { feedCreationRoutes } from './routes-create';
import { removeFeedItem, updateFeedItemFields } from './service';

/** The content manager: list, bulk and single updates (admin, manager, user). Creation is in routes-create.ts. */
export async function feedRoutes(app: App, deps: ModuleDeps) {
  const { db } = deps;
  const tags = ['feeds'];

  app.get(
    '/feeds/list',
    {
      schema: { tags, querystring: feedListQuerySchema, response: { 200: envelope(feedListResponseSchema) } },
    },
    async (request) => {
      const query = request.query;
      const scope = await requireWorkspace(db, currentUser(request), query.workspaceId, 'useWorkspace');
      return ok(await listFeedItems(db, scope, query));
    },
  );

  app.post(
    '/feeds/list',
    {
      schema: {
        tags,
        body: feedListUpdateBodySchema,
        response: { 200: envelope(z.union([feedItemSchema, feedBulkUpdateResultSchema])) },
      },
    },
    async (request) => {
      const body = request.body;
      const scope = await requireWorkspace(db, currentUser(request), body.workspaceId, 'useWorkspace');
      if (body.id && body.fields) {
        const item = await updateFeedItemFields(deps, scope, body.id, body.fields, undefined);
        return ok(item, 'Item updated');
      }
      const ids = [...new Set(body.ids ?? [])];
      const addTagIds = body.addTagIds?.length ? await requireWorkspaceTags(db, scope, body.addTagIds) : [];
      const removeTagIds = body.removeTagIds ?? [];
      const updated = await updateFeedItemsBulk(db, scope, ids, {
        feedStatus: body.feedStatus,
        addTagIds,
        removeTagIds,
      });
      if (updated.length === 0) throw notFound('No matching items');
      return ok({ updated: updated.length, ids: updated }, `${updated.length} items updated`);
    },
  );

  app.delete(
    '/feeds/:id',
    {
      schema: {
        tags,
        summary: 'Delete one content item of the workspace (its uploaded image too); the web offers undo first',
        params: idParamsSchema,
        querystring: workspaceQuerySchema,
        response: { 200: emptyEnvelopeSchema },
      },
    },
    async (request) => {
      const scope = await requireWorkspace(db, currentUser(request), request.query.workspaceId, 'useWorkspace');
      await removeFeedItem(deps, scope, request.params.id);
      return ok(null, 'Item deleted');
    },
  );

  await feedCreationRoutes(app, deps);
}
