import {
  createAdFieldsSchema,
  createEventFieldsSchema,
  createFeedItemFieldsSchema,
  envelope,
  feedItemSchema,
  updateFeedItemFormSchema,
} from '@newsletter-os/contracts';
import type { App, ModuleDeps } from '../../app';
import { parseForm, readUploadForm, singleFile } from '../../lib/image-upload';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { authorize, requireWorkspace } from '../../plugins/workspace-scope';
import { createFeedItem, updateFeedItemFields } from './service';

/**
 * Multipart creation of each kind (an `image` file or an `imageUrl`), and /feeds-update/ for editing one item.
 * Fields are validated with the contracts schemas after the form is read, so errors name the field.
 */
export async function feedCreationRoutes(app: App, deps: ModuleDeps) {
  const { db } = deps;
  const auth = { onRequest: [app.authenticate] };
  const schema = { tags: ['feeds'], response: { 201: envelope(feedItemSchema) } };

  const kinds = [
    { path: '/feeds', feedType: 'original', fields: createFeedItemFieldsSchema, message: 'Item created' },
    { path: '/feeds-ugc', feedType: 'ugc', fields: createFeedItemFieldsSchema, message: 'Item created' },
    { path: '/feeds-ads', feedType: 'ads', fields: createAdFieldsSchema, message: 'Ad created' },
    { path: '/feeds-events', feedType: 'events', fields: createEventFieldsSchema, message: 'Event created' },
  ] as const;

  for (const kind of kinds) {
    app.post(kind.path, { ...auth, schema }, async (request, reply) => {
      const user = currentUser(request);
      // The role is known before the upload is read: a refused caller's file is never buffered.
      authorize(user, 'useWorkspace');
      const form = await readUploadForm(request);
      const fields = parseForm(kind.fields, form.fields);
      await requireWorkspace(db, user, fields.workspaceId, 'useWorkspace');
      const item = await createFeedItem(deps, user, kind.feedType, fields, singleFile(form, 'image'));
      return reply.status(201).send(ok(item, kind.message));
    });
  }

  app.post(
    '/feeds-update',
    { ...auth, schema: { tags: ['feeds'], response: { 200: envelope(feedItemSchema) } } },
    async (request) => {
      const user = currentUser(request);
      authorize(user, 'useWorkspace');
      const form = await readUploadForm(request);
      const { workspaceId, id, ...fields } = parseForm(updateFeedItemFormSchema, form.fields);
      await requireWorkspace(db, user, workspaceId, 'useWorkspace');
      const item = await updateFeedItemFields(deps, workspaceId, id, fields, singleFile(form, 'image'));
      return ok(item, 'Item updated');
    },
  );
}
