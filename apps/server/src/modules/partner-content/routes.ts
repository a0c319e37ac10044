import {
  emptyEnvelopeSchema,
  envelope,
  IMAGE_ALT_REQUIRED,
  PORTAL_IMAGE_MAX_BYTES,
  partnerDeleteQuerySchema,
  partnerListQuerySchema,
  partnerUploadFieldsSchema,
  partnerUploadPageSchema,
  partnerUploadQuerySchema,
  partnerUploadResultSchema,
  partnerUploadTagsSchema,
} from '@newsletter-os/contracts';
import { authorize, requireWorkspace } from '../../authz/workspace-scope';
import type { App, ModuleDeps } from '../../deps';
import { parseForm, readUploadForm, singleFile } from '../../http/multipart';
import { badRequest, notFound } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { uploadRateLimit } from '../../plugins/rate-limit';
import { findTagsPage } from '../tags/repository';
import { requireWorkspaceTags } from '../tags/service';
import { listOwnUploads, uploadPartnerContent, withdrawOwnUpload } from './service';

/** The tags a partner may choose from: at most this many, by name. */
const TAG_CHOICES = 100;

/**
 * Partner content (docs/product-spec.md section 7): signed-in partners (and admins and managers) upload content into a
 * workspace's moderation queue, see their own uploads with status, and withdraw them. Nobody sees another
 * uploader's items here.
 */
export async function partnerContentRoutes(app: App, deps: ModuleDeps) {
  const { db } = deps;
  const tags = ['partner-content'];

  app.get(
    '/partner-content/upload',
    {
      schema: { tags, querystring: partnerUploadQuerySchema, response: { 200: envelope(partnerUploadTagsSchema) } },
    },
    async (request) => {
      const scope = await requireWorkspace(db, currentUser(request), request.query.workspace_id, 'partnerContent');
      const { rows } = await findTagsPage(db, scope, 1, TAG_CHOICES);
      return ok({ tags: rows.map((t) => ({ tagId: t.id, name: t.name, color: t.color })) });
    },
  );

  app.post(
    '/partner-content/upload',
    {
      schema: {
        tags,
        multipart: { fields: partnerUploadFieldsSchema, files: ['image'] },
        response: { 201: envelope(partnerUploadResultSchema) },
      },
      config: uploadRateLimit(deps.config.UPLOAD_RATE_LIMIT_MAX),
    },
    async (request, reply) => {
      const user = currentUser(request);
      authorize(user, 'partnerContent');
      const form = await readUploadForm(request, { maxFileBytes: PORTAL_IMAGE_MAX_BYTES });
      const fields = parseForm(partnerUploadFieldsSchema, form.fields);
      const scope = await requireWorkspace(db, user, fields.workspaceId, 'partnerContent');
      const image = singleFile(form, 'image');
      if (image && !fields.imageAlt) throw badRequest(IMAGE_ALT_REQUIRED, 'imageAlt');
      const tagIds = fields.tagIds?.length ? await requireWorkspaceTags(db, scope, fields.tagIds) : [];
      const row = await uploadPartnerContent(deps, user, scope, fields, tagIds, image);
      return reply
        .status(201)
        .send(ok({ trackingId: row.trackingId, status: 'pending' as const }, 'Submission Successful!'));
    },
  );

  app.get(
    '/partner-content/list',
    { schema: { tags, querystring: partnerListQuerySchema, response: { 200: envelope(partnerUploadPageSchema) } } },
    async (request) => {
      const user = currentUser(request);
      const { workspaceId, page, pageSize, search } = request.query;
      const scope = await requireWorkspace(db, user, workspaceId, 'partnerContent');
      return ok(await listOwnUploads(deps, user, scope, { page, pageSize }, search));
    },
  );

  app.delete(
    '/partner-content/delete',
    { schema: { tags, querystring: partnerDeleteQuerySchema, response: { 200: emptyEnvelopeSchema } } },
    async (request) => {
      const user = currentUser(request);
      authorize(user, 'partnerContent');
      const { trackingId, workspaceId } = request.query;
      const found = await withdrawOwnUpload(deps, user, trackingId, workspaceId);
      if (!found) throw notFound('Upload not found');
      return ok(null, 'Upload withdrawn');
    },
  );
}
