import {
  type Envelope,
  envelope,
  idParamsSchema,
  type Newsletter,
  newsletterConflictSchema,
  newsletterListQuerySchema,
  newsletterListSchema,
  newsletterSchema,
  savedNewsletterSchema,
  saveNewsletterBodySchema,
  workspaceQuerySchema,
} from '@newsletter-os/contracts';
import { requireWorkspace } from '../../authz/workspace-scope';
import type { App, ModuleDeps } from '../../deps';
import { notFound } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { createdNewsletterJson, presentNewsletter, presentSavedNewsletter } from './presenter';
import { findNewsletter, findNewslettersOfDate } from './repository';
import { saveNewsletter } from './service';

export const STALE_VERSION_MESSAGE =
  'This newsletter was changed elsewhere since you opened it. Review the current version before saving again.';

/** Newsletters by issue date: read and written by everyone who builds newsletters. */
export async function newsletterRoutes(app: App, { db }: ModuleDeps) {
  const tags = ['newsletters'];

  app.post(
    '/newsletters',
    {
      schema: {
        tags,
        body: saveNewsletterBodySchema,
        response: {
          200: envelope(savedNewsletterSchema),
          201: envelope(newsletterSchema),
          409: envelope(newsletterConflictSchema),
        },
      },
    },
    async (request, reply) => {
      const { workspaceId, ...values } = request.body;
      const user = currentUser(request);
      const scope = await requireWorkspace(db, user, workspaceId, 'editNewsletters');
      const outcome = await saveNewsletter(db, scope, user.id, values);
      if (outcome.kind === 'conflict') {
        const current = presentNewsletter(outcome.current);
        return reply.status(409).send({
          meta: { code: 0, message: STALE_VERSION_MESSAGE },
          data: { currentVersion: current.version, current },
        });
      }
      // A save over the newsletter answers it without the document the editor just sent (docs/decisions/0036).
      if (outcome.kind === 'updated')
        return reply.status(200).send(ok(presentSavedNewsletter(outcome.row), 'Newsletter saved'));
      // The finished JSON text of the envelope the schema describes: Fastify sends a string with a JSON content type
      // as it is, so the ~100 KB document is neither checked nor stringified again (the schema stays the route's
      // documentation, and checks the 409).
      const body = createdNewsletterJson(outcome.row, outcome.documentJson);
      return reply
        .status(201)
        .type('application/json; charset=utf-8')
        .send(body as unknown as Envelope<Newsletter>);
    },
  );

  app.get(
    '/newsletters',
    {
      schema: { tags, querystring: newsletterListQuerySchema, response: { 200: envelope(newsletterListSchema) } },
    },
    async (request) => {
      const { workspaceId, date } = request.query;
      const scope = await requireWorkspace(db, currentUser(request), workspaceId, 'useWorkspace');
      const rows = await findNewslettersOfDate(db, scope, date);
      return ok(rows.map(presentNewsletter));
    },
  );

  app.get(
    '/newsletters/:id',
    {
      schema: {
        tags,
        params: idParamsSchema,
        querystring: workspaceQuerySchema,
        response: { 200: envelope(newsletterSchema) },
      },
    },
    async (request) => {
      const scope = await requireWorkspace(db, currentUser(request), request.query.workspaceId, 'useWorkspace');
      const row = await findNewsletter(db, scope, request.params.id);
      if (!row) throw notFound('Newsletter not found');
      return ok(presentNewsletter(row));
    },
  );
}
