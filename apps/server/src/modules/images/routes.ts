import {
  deleteImagesBodySchema,
  deleteImagesResultSchema,
  envelope,
  IMAGES_UPLOAD_MAX,
  idParamsSchema,
  imageFavoriteBodySchema,
  imageListQuerySchema,
  imageSchema,
  paginated,
  uploadImagesFieldsSchema,
} from '@newsletter-os/contracts';
import { z } from 'zod';
import { authorize, requireWorkspace } from '../../authz/workspace-scope';
import type { App, ModuleDeps } from '../../deps';
import { parseForm, readUploadForm } from '../../http/multipart';
import { dateRange } from '../../lib/date-range';
import { badRequest, notFound } from '../../lib/errors';
import { pageOf } from '../../lib/pagination';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { uploadRateLimit } from '../../plugins/rate-limit';
import { presentImage } from './presenter';
import { findImagesPage, setImageFavorite } from './repository';
import { removeImages, uploadImages } from './service';

/** The image library (admin, manager, user). */
export async function imageRoutes(app: App, deps: ModuleDeps) {
  const { db } = deps;
  const tags = ['images'];

  app.post(
    '/images',
    {
      schema: {
        tags,
        multipart: { fields: uploadImagesFieldsSchema, files: ['images'] },
        response: { 201: envelope(z.array(imageSchema)) },
      },
      config: uploadRateLimit(deps.config.UPLOAD_RATE_LIMIT_MAX),
    },
    async (request, reply) => {
      const user = currentUser(request);
      authorize(user, 'useWorkspace');
      const form = await readUploadForm(request, { maxFiles: IMAGES_UPLOAD_MAX });
      const fields = parseForm(uploadImagesFieldsSchema, form.fields);
      const scope = await requireWorkspace(db, user, fields.workspaceId, 'useWorkspace');
      if (form.files.length === 0) throw badRequest('images: add at least one image file', 'images');
      const rows = await uploadImages(deps, user, scope, form.files, fields);
      return reply.status(201).send(ok(rows.map(presentImage), `${rows.length} images uploaded`));
    },
  );

  app.get(
    '/images',
    {
      schema: { tags, querystring: imageListQuerySchema, response: { 200: envelope(paginated(imageSchema)) } },
    },
    async (request) => {
      const q = request.query;
      const scope = await requireWorkspace(db, currentUser(request), q.workspaceId, 'useWorkspace');
      const { from, to } = dateRange(q.startDate, q.endDate, { start: 'startDate', end: 'endDate' });
      const { rows, total } = await findImagesPage(db, scope, { ...q, from, to }, q.page, q.pageSize);
      return ok(pageOf(rows.map(presentImage), total, q.page, q.pageSize));
    },
  );

  app.delete(
    '/images',
    { schema: { tags, body: deleteImagesBodySchema, response: { 200: envelope(deleteImagesResultSchema) } } },
    async (request) => {
      const { workspaceId, imageIds } = request.body;
      const scope = await requireWorkspace(db, currentUser(request), workspaceId, 'useWorkspace');
      const deleted = await removeImages(deps, scope, imageIds);
      return ok({ deleted }, `${deleted} images deleted`);
    },
  );

  app.patch(
    '/images/:id/favorite',
    {
      schema: { tags, params: idParamsSchema, body: imageFavoriteBodySchema, response: { 200: envelope(imageSchema) } },
    },
    async (request) => {
      const { workspaceId, isFavorite } = request.body;
      const scope = await requireWorkspace(db, currentUser(request), workspaceId, 'useWorkspace');
      const row = await setImageFavorite(db, scope, request.params.id, isFavorite);
      if (!row) throw notFound('Image not found');
      return ok(presentImage(row), isFavorite ? 'Added to favourites' : 'Removed from favourites');
    },
  );
}
