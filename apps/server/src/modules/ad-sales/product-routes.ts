import {
  adProductListQuerySchema,
  adProductSchema,
  createAdProductBodySchema,
  deleteAdProductResultSchema,
  envelope,
  idParamsSchema,
  updateAdProductBodySchema,
  workspaceQuerySchema,
} from '@newsletter-os/contracts';
import { z } from 'zod';
import { requireWorkspace } from '../../authz/workspace-scope';
import type { App, ModuleDeps } from '../../deps';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { presentAdProduct } from './product-presenter';
import { findAdProducts } from './product-repository';
import { changeAdProduct, createAdProduct, removeAdProduct } from './product-service';

/** Ad products: read by everyone who books ads, changed by admins and managers. */
export async function adProductRoutes(app: App, { db }: ModuleDeps) {
  const tags = ['ad-sales'];

  app.get(
    '/ad-products',
    { schema: { tags, querystring: adProductListQuerySchema, response: { 200: envelope(z.array(adProductSchema)) } } },
    async (request) => {
      const { workspaceId, includeArchived } = request.query;
      const scope = await requireWorkspace(db, currentUser(request), workspaceId, 'useWorkspace');
      const rows = await findAdProducts(db, scope, { includeArchived });
      return ok(rows.map(presentAdProduct));
    },
  );

  app.post(
    '/ad-products',
    { schema: { tags, body: createAdProductBodySchema, response: { 201: envelope(adProductSchema) } } },
    async (request, reply) => {
      const { workspaceId, ...values } = request.body;
      const scope = await requireWorkspace(db, currentUser(request), workspaceId, 'manageWorkspaces');
      const row = await createAdProduct(db, scope, values);
      return reply.status(201).send(ok(presentAdProduct(row), 'Ad product created'));
    },
  );

  app.put(
    '/ad-products/:id',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: updateAdProductBodySchema,
        response: { 200: envelope(adProductSchema) },
      },
    },
    async (request) => {
      const { workspaceId, ...values } = request.body;
      const scope = await requireWorkspace(db, currentUser(request), workspaceId, 'manageWorkspaces');
      const row = await changeAdProduct(db, scope, request.params.id, values);
      return ok(presentAdProduct(row), 'Ad product saved');
    },
  );

  app.delete(
    '/ad-products/:id',
    {
      schema: {
        tags,
        params: idParamsSchema,
        querystring: workspaceQuerySchema,
        response: { 200: envelope(deleteAdProductResultSchema) },
      },
    },
    async (request) => {
      const scope = await requireWorkspace(db, currentUser(request), request.query.workspaceId, 'manageWorkspaces');
      const result = await removeAdProduct(db, scope, request.params.id);
      return ok(result, result.archived ? 'Ad product archived: it has bookings' : 'Ad product deleted');
    },
  );
}
