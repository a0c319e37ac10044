import {
  createEventBodySchema,
  envelope,
  eventFromUrlBodySchema,
  eventFromUrlSchema,
  eventListQuerySchema,
  feedItemSchema,
  feedListResponseSchema,
  fetchLocationEventsBodySchema,
  importEventsResultSchema,
} from '@newsletter-os/contracts';
import { z } from 'zod';
import { authorize, requireWorkspace } from '../../authz/workspace-scope';
import type { App, ModuleDeps } from '../../deps';
import { parseForm, readUploadForm, singleFile } from '../../http/multipart';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { uploadRateLimit } from '../../plugins/rate-limit';
import { createFeedItem } from '../feeds/service';
import { readEventFromUrl } from './from-url';
import { importEventsForLocation } from './import-events';
import { listEvents } from './list-service';

/** Events in the content manager (admin, manager, user). */
export async function eventRoutes(app: App, deps: ModuleDeps) {
  const { db, config } = deps;
  const tags = ['events'];

  app.get(
    '/events/list',
    {
      schema: { tags, querystring: eventListQuerySchema, response: { 200: envelope(feedListResponseSchema) } },
    },
    async (request) => {
      const query = request.query;
      const scope = await requireWorkspace(db, currentUser(request), query.workspaceId, 'useWorkspace');
      return ok(await listEvents(db, scope, query));
    },
  );

  /** `{ workspaceId, locationId }` fetches that location's sources now; anything else is an event added by hand. */
  app.post(
    '/events',
    {
      schema: {
        tags,
        multipart: { fields: z.union([fetchLocationEventsBodySchema, createEventBodySchema]), files: ['image'] },
        response: { 200: envelope(importEventsResultSchema), 201: envelope(feedItemSchema) },
      },
      config: uploadRateLimit(deps.config.UPLOAD_RATE_LIMIT_MAX),
    },
    async (request, reply) => {
      const user = currentUser(request);
      authorize(user, 'useWorkspace');
      const form = await readUploadForm(request);
      if (form.fields.locationId !== undefined) {
        const { workspaceId, locationId } = parseForm(fetchLocationEventsBodySchema, form.fields);
        const scope = await requireWorkspace(db, user, workspaceId, 'useWorkspace');
        const result = await importEventsForLocation(db, scope, locationId, {
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
      const scope = await requireWorkspace(db, user, fields.workspaceId, 'useWorkspace');
      const item = await createFeedItem(deps, user, scope, 'events', fields, singleFile(form, 'image'));
      return reply.status(201).send(ok(item, 'Event created'));
    },
  );

  /** An event page's address (or an .ics link) → the event form's fields, read from the page; nothing is saved. */
  app.post(
    '/events/from-url',
    {
      schema: { tags, body: eventFromUrlBodySchema, response: { 200: envelope(eventFromUrlSchema) } },
      config: uploadRateLimit(deps.config.UPLOAD_RATE_LIMIT_MAX),
    },
    async (request) => {
      const { workspaceId, url } = request.body;
      const scope = await requireWorkspace(db, currentUser(request), workspaceId, 'useWorkspace');
      const event = await readEventFromUrl(db, scope, url, { allowPrivate: config.OUTBOUND_ALLOW_PRIVATE });
      return ok(event, 'Event read from the page');
    },
  );
}
