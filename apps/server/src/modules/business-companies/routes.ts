import {
  businessCompanyListQuerySchema,
  businessCompanySchema,
  createBusinessCompanyFieldsSchema,
  deleteBusinessCompanyQuerySchema,
  deleteBusinessCompanyResultSchema,
  envelope,
  idParamsSchema,
  paginated,
  updateBusinessCompanyFieldsSchema,
  workspaceQuerySchema,
} from '@newsletter-os/contracts';
import type { App, ModuleDeps } from '../../app';
import { parseForm, readUploadForm, singleFile, type UploadForm } from '../../lib/image-upload';
import { pageOf } from '../../lib/pagination';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { authorize, requireWorkspace } from '../../plugins/workspace-scope';
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
  const auth = { onRequest: [app.authenticate] };
  const tags = ['business-companies'];
  const one = envelope(businessCompanySchema);

  app.post('/business-companies', { ...auth, schema: { tags, response: { 201: one } } }, async (request, reply) => {
    const user = currentUser(request);
    // The role is known before the upload is read: a refused caller's file is never buffered.
    authorize(user, 'manageWorkspaces');
    const form = await readUploadForm(request);
    const fields = parseForm(createBusinessCompanyFieldsSchema, companyFields(form));
    await requireWorkspace(db, user, fields.workspaceId, 'manageWorkspaces');
    const row = await createBusinessCompany(deps, fields, singleFile(form, 'logo'));
    return reply.status(201).send(ok(presentBusinessCompany(row), 'Business company created'));
  });

  app.get(
    '/business-companies/list',
    {
      ...auth,
      schema: {
        tags,
        querystring: businessCompanyListQuerySchema,
        response: { 200: envelope(paginated(businessCompanySchema)) },
      },
    },
    async (request) => {
      const { workspaceId, page, pageSize } = request.query;
      await requireWorkspace(db, currentUser(request), workspaceId, 'useWorkspace');
      const { rows, total } = await findBusinessCompaniesPage(db, workspaceId, page, pageSize);
      return ok(pageOf(rows.map(presentBusinessCompany), total, page, pageSize));
    },
  );

  app.get(
    '/business-companies/:id',
    { ...auth, schema: { tags, params: idParamsSchema, querystring: workspaceQuerySchema, response: { 200: one } } },
    async (request) => {
      const { workspaceId } = request.query;
      await requireWorkspace(db, currentUser(request), workspaceId, 'useWorkspace');
      return ok(presentBusinessCompany(await requireBusinessCompany(deps, workspaceId, request.params.id)));
    },
  );

  app.put(
    '/business-companies/:id/update',
    { ...auth, schema: { tags, params: idParamsSchema, response: { 200: one } } },
    async (request) => {
      const user = currentUser(request);
      authorize(user, 'manageWorkspaces');
      const form = await readUploadForm(request);
      const fields = parseForm(updateBusinessCompanyFieldsSchema, companyFields(form));
      await requireWorkspace(db, user, fields.workspaceId, 'manageWorkspaces');
      const row = await changeBusinessCompany(deps, request.params.id, fields, singleFile(form, 'logo'));
      return ok(presentBusinessCompany(row), 'Business company updated');
    },
  );

  app.delete(
    '/business-companies/:id/delete',
    {
      ...auth,
      schema: {
        tags,
        params: idParamsSchema,
        querystring: deleteBusinessCompanyQuerySchema,
        response: { 200: envelope(deleteBusinessCompanyResultSchema) },
      },
    },
    async (request) => {
      const { workspaceId, confirm } = request.query;
      await requireWorkspace(db, currentUser(request), workspaceId, 'manageWorkspaces');
      const archivedAds = await deleteBusinessCompany(deps, workspaceId, request.params.id, confirm);
      return ok({ id: request.params.id, archivedAds }, 'Business company deleted');
    },
  );
}
