import {
  createEventBodySchema,
  envelope,
  eventListQuerySchema,
  feedItemSchema,
  feedListResponseSchema,
  fetchLocationEventsBodySchema,
  importEventsResultSchema,
} from '@newsletter-os/contracts';
import type { App, ModuleDeps } from '../../app';
import { parseForm, readUploadForm, singleFile } from '../../lib/image-upload';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { authorize, requireWorkspace } from '../../plugins/workspace-scope';
import { createFeedItem } from '../feeds/service';
import { importEventsForLocation } from './import-events';
import { listEvents } from './list-service';

/** Events in the content manager (admin, manager, user). */
export async function eventRoutes(app: App, deps: ModuleDeps) {
  const { db, config } = deps;
  const auth = { onRequest: [app.authenticate] };
  const tags = ['events'];

  app.get(
    '/events/list',
    {
      ...auth,
      schema: { tags, querystring: eventListQuerySchema, response: { 200: envelope(feedListResponseSchema) } },
    },
    async (request) => {
      const query = request.query;
      await requireWorkspace(db, currentUser(request), query.workspaceId, 'useWorkspace');
      return ok(await listEvents(db, query.workspaceId, query));
    },
  );

  /** `{ workspaceId, locationId }` fetches that location's sources now; anything else is an event added by hand. */
  app.post(
    '/events',
    {
      ...auth,
      schema: {
        tags,
        response: { 200: envelope(importEventsResultSchema), 201: envelope(feedItemSchema) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      authorize(user, 'useWorkspace');
      const form = await readUploadForm(request);
      if (form.fields.locationId !== undefined) {
        const { workspaceId, locationId } = parseForm(fetchLocationEventsBodySchema, form.fields);
        await requireWorkspace(db, user, workspaceId, 'useWorkspace');
        const result = await importEventsForLocation(db, workspaceId, locationId, {
          allowPrivate: config.OUTBOUND_ALLOW_PRIVATE,
        });
        const failed = result.sources.filter((s) => s.error).length;
        const message =
          failed > 0
            ? `${result.imported} events imported; ${failed} sources failed`
            : `${result.imported} events imported`;
        return reply.status(200).send(ok(result, message));
      }
      const fields = parseForm(createEventBodySchema, form.fields);
      await requireWorkspace(db, user, fields.workspaceId, 'useWorkspace');
      const item = await createFeedItem(deps, user, 'events', fields, singleFile(form, 'image'));
      return reply.status(201).send(ok(item, 'Event created'));
    },
  );
}
