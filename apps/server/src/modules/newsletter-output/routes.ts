import {
  envelope,
  idParamsSchema,
  renderedNewsletterSchema,
  renderNewsletterQuerySchema,
  testSendBodySchema,
  testSendResultSchema,
} from '@newsletter-os/contracts';
import { and, eq } from 'drizzle-orm';
import { requireWorkspace, type WorkspaceScope } from '../../authz/workspace-scope';
import type { DbOrTx } from '../../db/client';
import { workspaces } from '../../db/schema/index';
import type { App, ModuleDeps } from '../../deps';
import { notFound } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { eventsFeedPageUrl } from '../calendar/link-service';
import { presentNewsletter } from '../newsletters/presenter';
import { findNewsletter } from '../newsletters/repository';
import { renderForEmail, renderWithChecks, workspaceEmailLocale } from './render-service';
import { claimTestSend, requireTeamRecipients, testSendSender } from './test-sends';

async function workspaceName(db: DbOrTx, scope: WorkspaceScope): Promise<string> {
  const [row] = await db
    .select({ name: workspaces.name })
    .from(workspaces)
    .where(and(eq(workspaces.id, scope.workspaceId), eq(workspaces.businessId, scope.businessId)));
  return row?.name ?? '';
}

async function newsletterIn(db: DbOrTx, scope: WorkspaceScope, id: string) {
  const row = await findNewsletter(db, scope, id);
  if (!row) throw notFound('Newsletter not found');
  return presentNewsletter(row);
}

/** The newsletter as email: the rendered output with its readiness checks, and test sends to the team. */
export async function newsletterOutputRoutes(app: App, { db, config, mailer }: ModuleDeps) {
  const tags = ['newsletters'];

  app.get(
    '/newsletters/:id/render',
    {
      schema: {
        tags,
        params: idParamsSchema,
        querystring: renderNewsletterQuerySchema,
        response: { 200: envelope(renderedNewsletterSchema) },
      },
    },
    async (request) => {
      const { workspaceId, checkLinks } = request.query;
      const scope = await requireWorkspace(db, currentUser(request), workspaceId, 'useWorkspace');
      // Independent lookups side by side: the builder asks for this on every preview, so round trips add up.
      const [newsletter, publicationName] = await Promise.all([
        newsletterIn(db, scope, request.params.id),
        workspaceName(db, scope),
      ]);
      return ok(await renderWithChecks(db, scope, config, newsletter, { checkLinks, publicationName }));
    },
  );

  app.post(
    '/newsletters/:id/test-send',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: testSendBodySchema,
        response: { 200: envelope(testSendResultSchema) },
      },
    },
    async (request) => {
      const { workspaceId, recipients } = request.body;
      const user = currentUser(request);
      const scope = await requireWorkspace(db, user, workspaceId, 'editNewsletters');
      const newsletter = await newsletterIn(db, scope, request.params.id);
      const unique = [...new Set(recipients)];
      await requireTeamRecipients(db, scope, unique);
      const remainingThisHour = await claimTestSend(db, scope, {
        newsletterId: newsletter.id,
        sentById: user.id,
        recipientCount: unique.length,
      });
      const publicationName = await workspaceName(db, scope);
      const { html, text } = renderForEmail(newsletter, config, {
        publicationName,
        ...(await workspaceEmailLocale(db, scope)),
        eventsFeedUrl: await eventsFeedPageUrl(db, config, scope),
      });
      const subject = `[Test] ${newsletter.subject || newsletter.title || 'Untitled newsletter'}`;
      // As readers will see it: from the publication (at the product's own address, which SPF and DKIM cover),
      // and a reply reaches the person who sent the test.
      const sender = testSendSender(publicationName, user);
      for (const to of unique) await mailer.send({ to, subject, text, html, ...sender });
      return ok(
        { recipients: unique, remainingThisHour },
        `Test sent to ${unique.length} address${unique.length === 1 ? '' : 'es'}`,
      );
    },
  );
}
