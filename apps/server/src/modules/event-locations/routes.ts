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
import { requireWorkspace } from '../../authz/workspace-scope';
import type { App, ModuleDeps } from '../../deps';
import { notFound } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { presentEventLocation } from './presenter';
import { deleteEventLocation, findEventLocations, insertEventLocation, updateEventLocation } from './repository';

/** Event locations: read by content-manager users (event filters), changed by admins and managers. */
export async function eventLocationRoutes(app: App, { db }: ModuleDeps) {
  const tags = ['event-locations'];
  const one = envelope(eventLocationSchema);

  app.get(
    '/event-locations',
    {
      schema: { tags, querystring: workspaceQuerySchema, response: { 200: envelope(z.array(eventLocationSchema)) } },
    },
    async (request) => {
      const { workspaceId } = request.query;
      const scope = await requireWorkspace(db, currentUser(request), workspaceId, 'useWorkspace');
      return ok((await findEventLocations(db, scope)).map(presentEventLocation));
    },
  );

  app.post(
    '/event-locations',
    { schema: { tags, body: createEventLocationBodySchema, response: { 201: one } } },
    async (request, reply) => {
      const { workspaceId, ...values } = request.body;
      const scope = await requireWorkspace(db, currentUser(request), workspaceId, 'manageWorkspaces');
      const row = await insertEventLocation(db, scope, values);
      return reply.status(201).send(ok(presentEventLocation(row), 'Event location created'));
    },
  );

  app.put(
    '/event-locations',
    { schema: { tags, body: updateEventLocationBodySchema, response: { 200: one } } },
    async (request) => {
      const { workspaceId, id, ...values } = request.body;
      const scope = await requireWorkspace(db, currentUser(request), workspaceId, 'manageWorkspaces');
      const row = await updateEventLocation(db, scope, id, values);
      if (!row) throw notFound('Event location not found');
      return ok(presentEventLocation(row), 'Event location updated');
    },
  );

  app.delete(
    '/event-locations',
    { schema: { tags, body: deleteEventLocationBodySchema, response: { 200: emptyEnvelopeSchema } } },
    async (request) => {
      const { workspaceId, id } = request.body;
      const scope = await requireWorkspace(db, currentUser(request), workspaceId, 'manageWorkspaces');
      if (!(await deleteEventLocation(db, scope, id))) throw notFound('Event location not found');
      return ok(null, 'Event location deleted');
    },
  );

  app.get(
    '/location-dropdown',
    {
      schema: {
        tags,
        querystring: workspaceQuerySchema,
        response: { 200: envelope(z.array(locationDropdownItemSchema)) },
      },
    },
    async (request) => {
      const { workspaceId } = request.query;
      const scope = await requireWorkspace(db, currentUser(request), workspaceId, 'useWorkspace');
      return ok((await findEventLocations(db, scope)).map((l) => ({ id: l.id, name: l.name })));
    },
  );
}
