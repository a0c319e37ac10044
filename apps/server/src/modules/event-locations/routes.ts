import {
  createEventLocationBodySchema,
  deleteEventLocationBodySchema,
  emptyEnvelopeSchema,
  envelope,
  eventLocationSchema,
  locationDropdownItemSchema,
  updateEventLocationBodySchema,
  workspaceQuerySchema,
} from '@newsletter-os/contracts';
import { z } from 'zod';
import type { App, ModuleDeps } from '../../app';
import { notFound } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { requireWorkspace } from '../../plugins/workspace-scope';
import { presentEventLocation } from './presenter';
import { deleteEventLocation, findEventLocations, insertEventLocation, updateEventLocation } from './repository';

/** Event locations: read by content-manager users (event filters), changed by admins and managers. */
export async function eventLocationRoutes(app: App, { db }: ModuleDeps) {
  const auth = { onRequest: [app.authenticate] };
  const tags = ['event-locations'];
  const one = envelope(eventLocationSchema);

  app.get(
    '/event-locations',
    {
      ...auth,
      schema: { tags, querystring: workspaceQuerySchema, response: { 200: envelope(z.array(eventLocationSchema)) } },
    },
    async (request) => {
      const { workspaceId } = request.query;
      await requireWorkspace(db, currentUser(request), workspaceId, 'useWorkspace');
      return ok((await findEventLocations(db, workspaceId)).map(presentEventLocation));
    },
  );

  app.post(
    '/event-locations',
    { ...auth, schema: { tags, body: createEventLocationBodySchema, response: { 201: one } } },
    async (request, reply) => {
      const { workspaceId, ...values } = request.body;
      await requireWorkspace(db, currentUser(request), workspaceId, 'manageWorkspaces');
      const row = await insertEventLocation(db, { workspaceId, ...values });
      return reply.status(201).send(ok(presentEventLocation(row), 'Event location created'));
    },
  );

  app.put(
    '/event-locations',
    { ...auth, schema: { tags, body: updateEventLocationBodySchema, response: { 200: one } } },
    async (request) => {
      const { workspaceId, id, ...values } = request.body;
      await requireWorkspace(db, currentUser(request), workspaceId, 'manageWorkspaces');
      const row = await updateEventLocation(db, workspaceId, id, values);
      if (!row) throw notFound('Event location not found');
      return ok(presentEventLocation(row), 'Event location updated');
    },
  );

  app.delete(
    '/event-locations',
    { ...auth, schema: { tags, body: deleteEventLocationBodySchema, response: { 200: emptyEnvelopeSchema } } },
    async (request) => {
      const { workspaceId, id } = request.body;
      await requireWorkspace(db, currentUser(request), workspaceId, 'manageWorkspaces');
      if (!(await deleteEventLocation(db, workspaceId, id))) throw notFound('Event location not found');
      return ok(null, 'Event location deleted');
    },
  );

  app.get(
    '/location-dropdown',
    {
      ...auth,
      schema: {
        tags,
        querystring: workspaceQuerySchema,
        response: { 200: envelope(z.array(locationDropdownItemSchema)) },
      },
    },
    async (request) => {
      const { workspaceId } = request.query;
      await requireWorkspace(db, currentUser(request), workspaceId, 'useWorkspace');
      return ok((await findEventLocations(db, workspaceId)).map((l) => ({ id: l.id, name: l.name })));
    },
  );
}
