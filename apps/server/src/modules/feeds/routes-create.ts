import {
  createAdFieldsSchema,
  createEventFieldsSchema,
  createFeedItemFieldsSchema,
  envelope,
  feedItemSchema,
  updateFeedItemFormSchema,
} from '@newsletter-os/contracts';
import { authorize, requireWorkspace } from '../../authz/workspace-scope';
import type { App, ModuleDeps } from '../../deps';
import { parseForm, readUploadForm, singleFile } from '../../http/multipart';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { uploadRateLimit } from '../../plugins/rate-limit';
import { createFeedItem, updateFeedItemFields } from './service';

/**
 * Multipart creation of each kind (an `image` file or an `imageUrl`), and /feeds-update/ for editing one item.
 * Fields are validated with the contracts schemas after the form is read, so errors name the field.
 */
export async function feedCreationRoutes(app: App, deps: ModuleDeps) {
  const { db } = deps;

  const kinds = [
    { path: '/feeds', feedType: 'original', fields: createFeedItemFieldsSchema, message: 'Item created' },
    { path: '/feeds-ugc', feedType: 'ugc', fields: createFeedItemFieldsSchema, message: 'Item created' },
    { path: '/feeds-ads', feedType: 'ads', fields: createAdFieldsSchema, message: 'Ad created' },
    { path: '/feeds-events', feedType: 'events', fields: createEventFieldsSchema, message: 'Event created' },
  ] as const;

  for (const kind of kinds) {
    const schema = {
      tags: ['feeds'],
      multipart: { fields: kind.fields, files: ['image'] },
      response: { 201: envelope(feedItemSchema) },
    };
    app.post(
      kind.path,
      { schema, config: uploadRateLimit(deps.config.UPLOAD_RATE_LIMIT_MAX) },
      async (request, reply) => {
        const user = currentUser(request);
        // The role is known before the upload is read: a refused caller's file is never buffered.
        authorize(user, 'useWorkspace');
        const form = await readUploadForm(request);
        const fields = parseForm(kind.fields, form.fields);
        const scope = await requireWorkspace(db, user, fields.workspaceId, 'useWorkspace');
        const item = await createFeedItem(deps, user, scope, kind.feedType, fields, singleFile(form, 'image'));
        return reply.status(201).send(ok(item, kind.message));
      },
    );
  }

  app.post(
    '/feeds-update',
    {
      schema: {
        tags: ['feeds'],
        multipart: { fields: updateFeedItemFormSchema, files: ['image'] },
        response: { 200: envelope(feedItemSchema) },
      },
      config: uploadRateLimit(deps.config.UPLOAD_RATE_LIMIT_MAX),
    },
    async (request) => {
      const user = currentUser(request);
      authorize(user, 'useWorkspace');
      const form = await readUploadForm(request);
      const { workspaceId, id, ...fields } = parseForm(updateFeedItemFormSchema, form.fields);
      const scope = await requireWorkspace(db, user, workspaceId, 'useWorkspace');
      const item = await updateFeedItemFields(deps, scope, id, fields, singleFile(form, 'image'), user);
      return ok(item, 'Item updated');
    },
  );
}
