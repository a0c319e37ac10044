import {
  businessCompanyListQuerySchema,
  businessCompanySchema,
  createBusinessCompanyFieldsSchema,
  deleteBusinessCompanyQuerySchema,
  deleteBusinessCompanyResultSchema,
  envelope,
  idParamsSchema,
  mergeBusinessCompanyBodySchema,
  paginated,
  updateBusinessCompanyFieldsSchema,
  workspaceQuerySchema,
} from '@newsletter-os/contracts';
import { authorize, requireWorkspace } from '../../authz/workspace-scope';
import type { App, ModuleDeps } from '../../deps';
import { parseForm, readUploadForm, singleFile, type UploadForm } from '../../http/multipart';
import { pageOf } from '../../lib/pagination';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { uploadRateLimit } from '../../plugins/rate-limit';
import { mergeBusinessCompany } from './merge';
import { presentBusinessCompany } from './presenter';
import { findBusinessCompaniesPage } from './repository';
import { changeBusinessCompany, createBusinessCompany, deleteBusinessCompany, requireBusinessCompany } from './service';

/** The logo is the `logo` file, or a URL in `logoUrl` (or in a text field named `logo`). */
function companyFields(form: UploadForm): Record<string, unknown> {
  const { logo, ...fields } = form.fields;
  return fields.logoUrl === undefined && typeof logo === 'string' ? { ...fields, logoUrl: logo } : fields;
}

/** Advertisers: read by content-manager users, changed by admins and managers. */
export async function businessCompanyRoutes(app: App, deps: ModuleDeps) {
  const { db } = deps;
  const tags = ['business-companies'];
  const one = envelope(businessCompanySchema);

  const createForm = { fields: createBusinessCompanyFieldsSchema, files: ['logo'] };
  const createSchema = { tags, multipart: createForm, response: { 201: one } };
  app.post(
    '/business-companies',
    { schema: createSchema, config: uploadRateLimit(deps.config.UPLOAD_RATE_LIMIT_MAX) },
    async (request, reply) => {
      const user = currentUser(request);
      // The role is known before the upload is read: a refused caller's file is never buffered.
      authorize(user, 'manageWorkspaces');
      const form = await readUploadForm(request);
      const fields = parseForm(createBusinessCompanyFieldsSchema, companyFields(form));
      const scope = await requireWorkspace(db, user, fields.workspaceId, 'manageWorkspaces');
      const row = await createBusinessCompany(deps, scope, fields, singleFile(form, 'logo'));
      return reply.status(201).send(ok(presentBusinessCompany(row), 'Business company created'));
    },
  );

  app.get(
    '/business-companies/list',
    {
      schema: {
        tags,
        querystring: businessCompanyListQuerySchema,
        response: { 200: envelope(paginated(businessCompanySchema)) },
      },
    },
    async (request) => {
      const { workspaceId, page, pageSize } = request.query;
      const scope = await requireWorkspace(db, currentUser(request), workspaceId, 'useWorkspace');
      const { rows, total } = await findBusinessCompaniesPage(db, scope, page, pageSize);
      return ok(pageOf(rows.map(presentBusinessCompany), total, page, pageSize));
    },
  );

  app.get(
    '/business-companies/:id',
    { schema: { tags, params: idParamsSchema, querystring: workspaceQuerySchema, response: { 200: one } } },
    async (request) => {
      const { workspaceId } = request.query;
      const scope = await requireWorkspace(db, currentUser(request), workspaceId, 'useWorkspace');
      return ok(presentBusinessCompany(await requireBusinessCompany(deps, scope, request.params.id)));
    },
  );

  app.put(
    '/business-companies/:id/update',
    {
      schema: {
        tags,
        params: idParamsSchema,
        multipart: { fields: updateBusinessCompanyFieldsSchema, files: ['logo'] },
        response: { 200: one },
      },
      config: uploadRateLimit(deps.config.UPLOAD_RATE_LIMIT_MAX),
    },
    async (request) => {
      const user = currentUser(request);
      authorize(user, 'manageWorkspaces');
      const form = await readUploadForm(request);
      const fields = parseForm(updateBusinessCompanyFieldsSchema, companyFields(form));
      const scope = await requireWorkspace(db, user, fields.workspaceId, 'manageWorkspaces');
      const row = await changeBusinessCompany(deps, scope, request.params.id, fields, singleFile(form, 'logo'));
      return ok(presentBusinessCompany(row), 'Business company updated');
    },
  );

  app.delete(
    '/business-companies/:id/delete',
    {
      schema: {
        tags,
        params: idParamsSchema,
        querystring: deleteBusinessCompanyQuerySchema,
        response: { 200: envelope(deleteBusinessCompanyResultSchema) },
      },
    },
    async (request) => {
      const { workspaceId, confirm } = request.query;
      const scope = await requireWorkspace(db, currentUser(request), workspaceId, 'manageWorkspaces');
      const archivedAds = await deleteBusinessCompany(deps, scope, request.params.id, confirm);
      return ok({ id: request.params.id, archivedAds }, 'Business company deleted');
    },
  );

  app.post(
    '/business-companies/:id/merge',
    { schema: { tags, params: idParamsSchema, body: mergeBusinessCompanyBodySchema, response: { 200: one } } },
    async (request) => {
      const { workspaceId, intoId } = request.body;
      const scope = await requireWorkspace(db, currentUser(request), workspaceId, 'manageWorkspaces');
      const kept = await mergeBusinessCompany(deps, scope, request.params.id, intoId);
      return ok(presentBusinessCompany(kept), `Merged into ${kept.name}`);
    },
  );
}
