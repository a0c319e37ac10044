import {
  emptyEnvelopeSchema,
  envelope,
  idParamsSchema,
  toneBodySchema,
  toneSchema,
  workspaceQuerySchema,
} from '@newsletter-os/contracts';
import { z } from 'zod';
import { requireWorkspace } from '../../../authz/workspace-scope';
import type { App, ModuleDeps } from '../../../deps';
import { isUniqueViolation } from '../../../lib/db-errors';
import { conflict, notFound } from '../../../lib/errors';
import { ok } from '../../../lib/reply';
import { currentUser } from '../../../plugins/auth';
import { presentTone } from './presenter';
import { deleteTone, findTone, findTones, saveTone } from './repository';

const DUPLICATE = 'A tone with this name already exists';
export const TONES_PER_WORKSPACE_MAX = 50;

/** Tones: read by everyone who chats (the tone picker), written by admins and managers (settings). */
export async function aiToneRoutes(app: App, { db }: ModuleDeps) {
  const tags = ['ai'];

  async function writing<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(DUPLICATE, 'name');
      throw err;
    }
  }

  app.get(
    '/ai/tones',
    { schema: { tags, querystring: workspaceQuerySchema, response: { 200: envelope(z.array(toneSchema)) } } },
    async (request) => {
      const scope = await requireWorkspace(db, currentUser(request), request.query.workspaceId, 'useWorkspace');
      return ok((await findTones(db, scope)).map(presentTone));
    },
  );

  app.post(
    '/ai/tones',
    { schema: { tags, body: toneBodySchema, response: { 201: envelope(toneSchema) } } },
    async (request, reply) => {
      const { workspaceId, ...values } = request.body;
      const scope = await requireWorkspace(db, currentUser(request), workspaceId, 'manageWorkspaces');
      if ((await findTones(db, scope)).length >= TONES_PER_WORKSPACE_MAX) {
        throw conflict(`A newsletter can have at most ${TONES_PER_WORKSPACE_MAX} tones`);
      }
      const row = await writing(() => saveTone(db, scope, values));
      if (!row) throw new Error('tone not created');
      return reply.status(201).send(ok(presentTone(row), 'Tone created'));
    },
  );

  app.get(
    '/ai/tones/:id',
    {
      schema: {
        tags,
        params: idParamsSchema,
        querystring: workspaceQuerySchema,
        response: { 200: envelope(toneSchema) },
      },
    },
    async (request) => {
      const scope = await requireWorkspace(db, currentUser(request), request.query.workspaceId, 'useWorkspace');
      const row = await findTone(db, scope, request.params.id);
      if (!row) throw notFound('Tone not found');
      return ok(presentTone(row));
    },
  );

  app.put(
    '/ai/tones/:id',
    { schema: { tags, params: idParamsSchema, body: toneBodySchema, response: { 200: envelope(toneSchema) } } },
    async (request) => {
      const { workspaceId, ...values } = request.body;
      const scope = await requireWorkspace(db, currentUser(request), workspaceId, 'manageWorkspaces');
      const row = await writing(() => saveTone(db, scope, values, request.params.id));
      if (!row) throw notFound('Tone not found');
      return ok(presentTone(row), 'Tone updated');
    },
  );

  app.delete(
    '/ai/tones/:id',
    {
      schema: {
        tags,
        params: idParamsSchema,
        querystring: workspaceQuerySchema,
        response: { 200: emptyEnvelopeSchema },
      },
    },
    async (request) => {
      const scope = await requireWorkspace(db, currentUser(request), request.query.workspaceId, 'manageWorkspaces');
      if (!(await deleteTone(db, scope, request.params.id))) throw notFound('Tone not found');
      return ok(null, 'Tone deleted');
    },
  );
}
