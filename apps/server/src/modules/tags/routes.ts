import {
  createTagBodySchema,
  emptyEnvelopeSchema,
  envelope,
  idParamsSchema,
  paginated,
  tagListQuerySchema,
  tagSchema,
  updateTagBodySchema,
  workspaceQuerySchema,
} from '@newsletter-os/contracts';
import { requireWorkspace } from '../../authz/workspace-scope';
import type { App, ModuleDeps } from '../../deps';
import { pageOf } from '../../lib/pagination';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { presentTag } from './presenter';
import { findTagsPage } from './repository';
import { changeTag, createTag, removeTag } from './service';

/** Tags: read by everyone who uses the content manager, changed by admins and managers. */
export async function tagRoutes(app: App, { db }: ModuleDeps) {
  const tags = ['tags'];

  app.post(
    '/tags',
    { schema: { tags, body: createTagBodySchema, response: { 201: envelope(tagSchema) } } },
    async (request, reply) => {
      const { workspaceId, ...values } = request.body;
      const scope = await requireWorkspace(db, currentUser(request), workspaceId, 'manageWorkspaces');
      const row = await createTag(db, scope, values);
      return reply.status(201).send(ok(presentTag(row), 'Tag created'));
    },
  );

  app.get(
    '/tags/list',
    { schema: { tags, querystring: tagListQuerySchema, response: { 200: envelope(paginated(tagSchema)) } } },
    async (request) => {
      const { workspaceId, page, pageSize } = request.query;
      const scope = await requireWorkspace(db, currentUser(request), workspaceId, 'useWorkspace');
      const { rows, total } = await findTagsPage(db, scope, page, pageSize);
      return ok(pageOf(rows.map(presentTag), total, page, pageSize));
    },
  );

  app.put(
    '/tags/:id',
    {
      schema: { tags, params: idParamsSchema, body: updateTagBodySchema, response: { 200: envelope(tagSchema) } },
    },
    async (request) => {
      const { workspaceId, ...values } = request.body;
      const scope = await requireWorkspace(db, currentUser(request), workspaceId, 'manageWorkspaces');
      const row = await changeTag(db, scope, request.params.id, values);
      return ok(presentTag(row), 'Tag updated');
    },
  );

  app.delete(
    '/tags/:id/delete',
    {
      schema: {
        tags,
        params: idParamsSchema,
        querystring: workspaceQuerySchema,
        response: { 200: emptyEnvelopeSchema },
      },
    },
    async (request) => {
      const { workspaceId } = request.query;
      const scope = await requireWorkspace(db, currentUser(request), workspaceId, 'manageWorkspaces');
      await removeTag(db, scope, request.params.id);
      return ok(null, 'Tag deleted');
    },
  );
}
