import {
  DEFAULT_NEWSLETTER_STYLE,
  envelope,
  type Personalization,
  personalizationSchema,
  savePersonalizationBodySchema,
  workspaceQuerySchema,
} from '@newsletter-os/contracts';
import { requireWorkspace } from '../../authz/workspace-scope';
import type { App, ModuleDeps } from '../../deps';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { findPersonalization, styleOfRow, upsertPersonalization } from './repository';

/** The workspace's newsletter look: read by everyone who builds newsletters, set by admins and managers. */
export async function personalizationRoutes(app: App, { db }: ModuleDeps) {
  const tags = ['personalization'];

  app.get(
    '/personalization',
    { schema: { tags, querystring: workspaceQuerySchema, response: { 200: envelope(personalizationSchema) } } },
    async (request) => {
      const scope = await requireWorkspace(db, currentUser(request), request.query.workspaceId, 'useWorkspace');
      const row = await findPersonalization(db, scope);
      const answer: Personalization = {
        workspaceId: scope.workspaceId,
        ...(row ? styleOfRow(row) : DEFAULT_NEWSLETTER_STYLE),
        updatedAt: row ? row.updatedAt.toISOString() : null,
      };
      return ok(answer);
    },
  );

  app.post(
    '/personalization',
    {
      schema: { tags, body: savePersonalizationBodySchema, response: { 200: envelope(personalizationSchema) } },
    },
    async (request) => {
      const { workspaceId, ...style } = request.body;
      const scope = await requireWorkspace(db, currentUser(request), workspaceId, 'managePersonalization');
      const row = await upsertPersonalization(db, scope, style);
      return ok(
        { workspaceId: scope.workspaceId, ...styleOfRow(row), updatedAt: row.updatedAt.toISOString() },
        'Personalization saved',
      );
    },
  );
}
