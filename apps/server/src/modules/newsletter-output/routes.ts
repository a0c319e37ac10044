import {
  type Envelope,
  envelope,
  idParamsSchema,
  type RenderedNewsletterResponse,
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
import { ok, okJson } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { eventsFeedPageUrl } from '../calendar/link-service';
import { presentNewsletter } from '../newsletters/presenter';
import { findNewsletter, findNewsletterAsStored } from '../newsletters/repository';
import { cachedRenderOf, renderForEmail, withLinkChecks, workspaceEmailLocale } from './render-service';
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
    async (request, reply) => {
      const { workspaceId, checkLinks } = request.query;
      const scope = await requireWorkspace(db, currentUser(request), workspaceId, 'useWorkspace');
      // The builder asks for this on every preview: the document is read as the text it is stored as, so the cache
      // key hashes that text instead of stringifying the document again.
      const stored = await findNewsletterAsStored(db, scope, request.params.id);
      if (!stored) throw notFound('Newsletter not found');
      const cached = await cachedRenderOf(db, scope, config, presentNewsletter(stored.row), stored.documentJson);
      if (checkLinks) return ok(await withLinkChecks(config, cached.answer));
      // The cached answer's JSON text, made through the response schema once per cache entry: Fastify sends a
      // string with a JSON content type as it is, so ~60 KB of email is not walked and stringified per request.
      return reply
        .type('application/json; charset=utf-8')
        .send(okJson(cached.json) as unknown as Envelope<RenderedNewsletterResponse>);
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
