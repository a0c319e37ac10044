import {
  createTemplateBodySchema,
  emptyEnvelopeSchema,
  envelope,
  idParamsSchema,
  newsletterTemplateSchema,
  setDefaultTemplateBodySchema,
  TEMPLATES_MAX,
  templateListSchema,
  workspaceQuerySchema,
} from '@newsletter-os/contracts';
import { requireWorkspace } from '../../authz/workspace-scope';
import type { App, ModuleDeps } from '../../deps';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { presentTemplate } from './presenter';
import { findTemplates } from './repository';
import { createTemplate, removeTemplate, setDefaultTemplate } from './service';

/** Newsletter templates of a workspace: read and written by everyone who builds newsletters. */
export async function templateRoutes(app: App, { db }: ModuleDeps) {
  const tags = ['templates'];

  app.get(
    '/templates',
    { schema: { tags, querystring: workspaceQuerySchema, response: { 200: envelope(templateListSchema) } } },
    async (request) => {
      const scope = await requireWorkspace(db, currentUser(request), request.query.workspaceId, 'useWorkspace');
      const rows = await findTemplates(db, scope, TEMPLATES_MAX);
      return ok(rows.map(presentTemplate));
    },
  );

  app.post(
    '/templates',
    { schema: { tags, body: createTemplateBodySchema, response: { 201: envelope(newsletterTemplateSchema) } } },
    async (request, reply) => {
      const { workspaceId, ...values } = request.body;
      const user = currentUser(request);
      const scope = await requireWorkspace(db, user, workspaceId, 'editNewsletters');
      const row = await createTemplate(db, scope, user.id, values);
      return reply.status(201).send(ok(presentTemplate(row), 'Template saved'));
    },
  );

  app.post(
    '/templates/:id/default',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: setDefaultTemplateBodySchema,
        response: { 200: envelope(newsletterTemplateSchema) },
      },
    },
    async (request) => {
      const scope = await requireWorkspace(db, currentUser(request), request.body.workspaceId, 'editNewsletters');
      const row = await setDefaultTemplate(db, scope, request.params.id);
      return ok(presentTemplate(row), 'Default template set');
    },
  );

  app.delete(
    '/templates/:id/delete',
    {
      schema: {
        tags,
        params: idParamsSchema,
        querystring: workspaceQuerySchema,
        response: { 200: emptyEnvelopeSchema },
      },
    },
    async (request) => {
      const scope = await requireWorkspace(db, currentUser(request), request.query.workspaceId, 'editNewsletters');
      await removeTemplate(db, scope, request.params.id);
      return ok(null, 'Template deleted');
    },
  );
}
