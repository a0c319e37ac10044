import {
  BRAND_LOGO_MAX_BYTES,
  envelope,
  syncWorkspacePublicationBodySchema,
  updateWorkspaceBrandFieldsSchema,
  workspaceBrandSchema,
  workspaceQuerySchema,
  workspaceSchema,
} from '@newsletter-os/contracts';
import { authorize } from '../../authz/workspace-scope';
import type { App, ModuleDeps } from '../../deps';
import { parseForm, readUploadForm, singleFile } from '../../http/multipart';
import { badRequest } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { uploadRateLimit } from '../../plugins/rate-limit';
import { getWorkspaceBrand, syncPublicationId, updateWorkspaceBrand } from './service';

const tags = ['workspaces'];

/** Multipart text fields through the contracts schema; the first problem names its field. */
function parseBrandFields(fields: Record<string, string | string[]>) {
  for (const [name, value] of Object.entries(fields)) {
    if (Array.isArray(value)) throw badRequest(`${name}: send one value only`, name);
  }
  return parseForm(updateWorkspaceBrandFieldsSchema, fields);
}

export async function workspaceBrandRoutes(app: App, deps: ModuleDeps) {
  app.get(
    '/get-workspaces-brands',
    {
      schema: {
        tags,
        summary: "A workspace's brand: logo URL (brand, logo), brand name and colour",
        querystring: workspaceQuerySchema,
        response: { 200: envelope(workspaceBrandSchema) },
      },
    },
    async (request) => ok(await getWorkspaceBrand(deps.db, currentUser(request), request.query.workspaceId)),
  );

  app.post(
    '/update-workspaces-brands',
    {
      schema: {
        tags,
        summary: 'Update brand name, colour and logo (multipart: workspaceId, brandName, brandColor, logo file)',
        multipart: { fields: updateWorkspaceBrandFieldsSchema, files: ['logo'] },
        response: { 200: envelope(workspaceBrandSchema) },
      },
      config: uploadRateLimit(deps.config.UPLOAD_RATE_LIMIT_MAX),
    },
    async (request) => {
      const user = currentUser(request);
      // Refuse before reading an upload the caller may not make.
      authorize(user, 'manageWorkspaces');
      const form = await readUploadForm(request, { maxFileBytes: BRAND_LOGO_MAX_BYTES });
      const logo = singleFile(form, 'logo');
      const fields = parseBrandFields(form.fields);
      const brand = await updateWorkspaceBrand(deps, user, { ...fields, logo: logo?.bytes });
      return ok(brand, 'Brand updated');
    },
  );

  app.post(
    '/sync-workspace-publication-id',
    {
      schema: {
        tags,
        summary: 'Link the workspace to its Beehiiv publication (empty publicationId unlinks)',
        body: syncWorkspacePublicationBodySchema,
        response: { 200: envelope(workspaceSchema) },
      },
    },
    async (request) => ok(await syncPublicationId(deps.db, currentUser(request), request.body), 'Publication linked'),
  );
}
